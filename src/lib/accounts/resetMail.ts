import type { PayloadRequest } from 'payload'

import { defaultLocale, isLocale } from '@/i18n/locales'
import { passwordResetMail } from '@/lib/mail/accountMail'
import { mailBrand } from '@/lib/mail/brand'
import { localizedPath, siteUrl } from '@/lib/seo/metadata'

type Account = { email?: string | null; preferredLocale?: string | null }

/**
 * The reset mail, however the reset was asked for (the portal's form, REST, GraphQL): the portal's
 * own, in the member's language (or the form's), with a link to the portal's reset page, valid one hour.
 */
export async function resetMailFor(req: PayloadRequest, token: string | undefined, user: Account) {
  // The portal's form asks in the language the visitor is reading; other doors use the member's own.
  const wanted = req.context.mailLocale ?? user.preferredLocale
  const locale = isLocale(wanted) ? wanted : defaultLocale
  const resetUrl = `${siteUrl()}${localizedPath('/my-account-reset-password', locale)}?token=${encodeURIComponent(token ?? '')}`
  return passwordResetMail(
    user.email ?? '',
    locale,
    await mailBrand(req.payload, locale, req),
    resetUrl,
  )
}
