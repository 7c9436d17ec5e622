import type { AppLocale } from '@/i18n/locales'
import { translatorFor } from '@/lib/i18n/translate'

import type { LeadMail as Mail } from './leadMail'

const minutes = 10

/** The 6-digit code, in the language the visitor signed up in. */
export function codeMail(
  to: string,
  code: string,
  purpose: 'register' | 'email-change' | 'account-deletion',
  locale: AppLocale,
  brand: string,
): Mail {
  const t = translatorFor(locale)
  const mail =
    purpose === 'register'
      ? 'registerCode'
      : purpose === 'email-change'
        ? 'emailChangeCode'
        : 'accountDeletionCode'
  return {
    to,
    subject: t(`mail.${mail}.subject`, { brand, code }),
    text: t(`mail.${mail}.body`, { code, minutes, brand }),
  }
}

/** Sent instead of a code when the address already has an account: its owner learns of it, nobody else. */
export function accountExistsMail(
  to: string,
  locale: AppLocale,
  brand: string,
  loginUrl: string,
  resetUrl: string,
): Mail {
  const t = translatorFor(locale)
  return {
    to,
    subject: t('mail.accountExists.subject', { brand }),
    text: t('mail.accountExists.body', { loginUrl, resetUrl, brand }),
  }
}

/** The link to choose a new password, valid one hour. */
export function passwordResetMail(
  to: string,
  locale: AppLocale,
  brand: string,
  resetUrl: string,
): Mail {
  const t = translatorFor(locale)
  return {
    to,
    subject: t('mail.passwordReset.subject', { brand }),
    text: t('mail.passwordReset.body', { resetUrl, brand }),
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** A text mail as simple HTML, for senders that only take HTML (Payload's own reset mail). */
export const mailAsHtml = (mail: Mail): string =>
  mail.text
    .split('\n\n')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n')

/** To an address another member asked to move to: it is taken, so nothing happened (and the asker is not told so). */
export function emailInUseMail(
  to: string,
  locale: AppLocale,
  brand: string,
  loginUrl: string,
): Mail {
  const t = translatorFor(locale)
  return {
    to,
    subject: t('mail.emailInUse.subject', { brand }),
    text: t('mail.emailInUse.body', { brand, loginUrl }),
  }
}

/** To the old address once the sign-in address has changed: its owner learns of it even if someone else did it. */
export function emailChangedMail(
  to: string,
  locale: AppLocale,
  brand: string,
  email: string,
  contactUrl: string,
): Mail {
  const t = translatorFor(locale)
  return {
    to,
    subject: t('mail.emailChanged.subject', { brand }),
    text: t('mail.emailChanged.body', { email, contactUrl, brand }),
  }
}

/** Once the deletion is asked for: the day the account is erased, and how to keep it. */
export function deletionScheduledMail(
  to: string,
  locale: AppLocale,
  brand: string,
  day: string,
  loginUrl: string,
): Mail {
  const t = translatorFor(locale)
  return {
    to,
    subject: t('mail.accountDeletionScheduled.subject', { brand }),
    text: t('mail.accountDeletionScheduled.body', { day, loginUrl, brand }),
  }
}

/** A sign-in during the grace period kept the account. */
export function deletionCancelledMail(to: string, locale: AppLocale, brand: string): Mail {
  const t = translatorFor(locale)
  return {
    to,
    subject: t('mail.accountDeletionCancelled.subject', { brand }),
    text: t('mail.accountDeletionCancelled.body', { brand }),
  }
}
