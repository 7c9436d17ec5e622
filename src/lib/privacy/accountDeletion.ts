import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { type AppLocale, isLocale } from '@/i18n/locales'
import { recordAudit } from '@/lib/audit/record'
import { formatDate } from '@/lib/format'
import { deletionCancelledMail, deletionScheduledMail } from '@/lib/mail/accountMail'
import { mailBrand } from '@/lib/mail/brand'
import { localizedPath, siteUrl } from '@/lib/seo/metadata'
import type { User } from '@/payload-types'

import { erasedOn } from './eraseAccount'

/**
 * The member confirmed with their password and a code: the account is erased after the grace
 * period. Every session ends now (this browser's too); signing in again before the day cancels it.
 * Returns the moment of erasure.
 */
export async function scheduleAccountDeletion(
  payload: Payload,
  user: User,
  locale: AppLocale,
  headers: Headers,
): Promise<Date> {
  const requestedAt = new Date()
  await payload.update({
    collection: 'users',
    id: user.id,
    data: { deletionRequestedAt: requestedAt.toISOString(), sessions: [] },
    overrideAccess: true,
  })
  await recordAudit(await createLocalReq({ req: { headers }, user }, payload), {
    event: 'account-deletion-requested',
    member: user.id,
    target: { collection: 'users', id: user.id },
  })
  // In the language of the page they asked on (they are reading it now).
  const mailLocale = locale
  const day = erasedOn(requestedAt)
  await payload
    .sendEmail(
      deletionScheduledMail(
        user.email,
        mailLocale,
        await mailBrand(payload, mailLocale),
        formatDate(day.toISOString(), mailLocale, true),
        siteUrl() + localizedPath('/my-account-login', mailLocale),
      ),
    )
    .catch((error: unknown) =>
      payload.logger.error({ err: error }, 'The deletion notice could not be sent'),
    )
  return day
}

/** A sign-in during the grace period keeps the account (whatever the door): the request is forgotten and the member told. */
export async function cancelDeletionOnSignIn(req: PayloadRequest, user: User): Promise<void> {
  if (!user.deletionRequestedAt) return
  await req.payload.update({
    collection: 'users',
    id: user.id,
    data: { deletionRequestedAt: null },
    overrideAccess: true,
    req,
  })
  await recordAudit(req, {
    event: 'account-deletion-cancelled',
    actor: user.id,
    member: user.id,
    target: { collection: 'users', id: user.id },
  })
  const locale = isLocale(user.preferredLocale) ? user.preferredLocale : 'en'
  await req.payload
    .sendEmail(deletionCancelledMail(user.email, locale, await mailBrand(req.payload, locale, req)))
    .catch((error: unknown) =>
      req.payload.logger.error({ err: error }, 'The cancellation notice could not be sent'),
    )
}
