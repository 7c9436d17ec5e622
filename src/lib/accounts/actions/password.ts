'use server'

import { localizedPath, siteUrl } from '@/lib/seo/metadata'
import { clientIp } from '@/lib/http/clientIp'
import { consumeQuota } from '@/lib/http/rateLimit'
import { passwordResetMail } from '@/lib/mail/accountMail'
import { mailBrand } from '@/lib/mail/brand'
import { getPayloadClient } from '@/lib/payload'
import { fieldIssues } from '@/lib/validation/issues'
import { forgotPasswordSchema, resetPasswordSchema } from '@/lib/validation/passwordReset'

import { type ActionResult, currentLocale } from './results'

/** "Forgot your password?": mails a one-hour link when the address has an account; the answer is the same either way. */
export async function requestPasswordReset(input: unknown): Promise<ActionResult> {
  const parsed = forgotPasswordSchema.safeParse(input)
  if (!parsed.success) return { ok: false, error: 'invalid', fields: fieldIssues(parsed.error) }
  const payload = await getPayloadClient()
  const quota = await consumeQuota(payload, 'passwordReset', await clientIp())
  if (!quota.ok) return { ok: false, error: 'rateLimited', retryAfterSeconds: quota.retryAfterSeconds }
  const locale = await currentLocale()
  const email = parsed.data.email.toLowerCase()
  try {
    const token = await payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: true })
    if (token) {
      const brand = await mailBrand(payload, locale)
      const resetUrl = `${siteUrl()}${localizedPath('/my-account-reset-password', locale)}?token=${encodeURIComponent(token)}`
      await payload.sendEmail(passwordResetMail(email, locale, brand, resetUrl))
    }
  } catch (error) {
    payload.logger.error({ err: error }, 'Password reset could not be sent')
    return { ok: false, error: 'failure' }
  }
  return { ok: true }
}

/** The new password from the mailed link; other sessions of the account end. */
export async function resetPassword(input: unknown): Promise<ActionResult | { ok: false; error: 'resetInvalid' }> {
  const parsed = resetPasswordSchema.safeParse(input)
  if (!parsed.success) return { ok: false, error: 'invalid', fields: fieldIssues(parsed.error) }
  const payload = await getPayloadClient()
  try {
    const { user } = await payload.resetPassword({ collection: 'users', data: { token: parsed.data.token, password: parsed.data.password }, overrideAccess: true })
    const id = (user as { id?: number } | undefined)?.id
    if (id !== undefined) await payload.update({ collection: 'users', id, data: { sessions: [] } })
    return { ok: true }
  } catch {
    return { ok: false, error: 'resetInvalid' }
  }
}
