import type { AppLocale } from '@/i18n/locales'
import { translatorFor } from '@/lib/i18n/translate'

import type { LeadMail as Mail } from './leadMail'

const minutes = 10

/** The 6-digit code, in the language the visitor signed up in. */
export function codeMail(
  to: string,
  code: string,
  purpose: 'register' | 'email-change',
  locale: AppLocale,
  brand: string,
): Mail {
  const t = translatorFor(locale)
  const kind = purpose === 'register' ? 'register' : 'emailChange'
  return {
    to,
    subject: t(`mail.${kind}CodeSubject`, { brand, code }),
    text: [t(`mail.${kind}CodeBody`, { code, minutes }), '', t('mail.codeIgnore'), '', brand].join(
      '\n',
    ),
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
    subject: t('mail.accountExistsSubject', { brand }),
    text: [
      t('mail.accountExistsBody', { loginUrl, resetUrl }),
      '',
      t('mail.codeIgnore'),
      '',
      brand,
    ].join('\n'),
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
    subject: t('mail.passwordResetSubject', { brand }),
    text: [t('mail.passwordResetBody', { resetUrl }), '', t('mail.codeIgnore'), '', brand].join(
      '\n',
    ),
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
    subject: t('mail.emailInUseSubject', { brand }),
    text: [t('mail.emailInUseBody', { brand, loginUrl }), '', brand].join('\n'),
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
    subject: t('mail.emailChangedSubject', { brand }),
    text: [t('mail.emailChangedBody', { email, contactUrl }), '', brand].join('\n'),
  }
}
