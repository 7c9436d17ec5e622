'use server'

import { headers } from 'next/headers'
import type { PayloadRequest } from 'payload'

import { clientIp } from '@/lib/http/clientIp'
import { consumeAccountQuota } from '@/lib/http/rateLimit'
import { getSessionUser } from '@/lib/auth/session'
import { codeMail, emailChangedMail, emailInUseMail } from '@/lib/mail/accountMail'
import { mailBrand } from '@/lib/mail/brand'
import { localizedPath, siteUrl } from '@/lib/seo/metadata'
import { getPayloadClient } from '@/lib/payload'
import { fieldIssues } from '@/lib/validation/issues'
import { emailChangeCodeSchema, emailChangeSchema, passwordChangeSchema } from '@/lib/validation/member'

import { ACCOUNT_FLOW } from '../accountFlow'
import { signInQuietly } from '../signIn'
import { refusedCodeError } from '../codeRules'
import { consumeCode, forgetCode, issueCode } from '../verificationCodes'

import { type ActionResult, currentLocale } from './results'

const verifiedMember = async () => {
  const user = await getSessionUser()
  return user && user.emailVerified !== false ? user : null
}

/** /user/security/email-change, first half: a code to the new address (nothing changes yet). */
export async function requestEmailChange(input: unknown): Promise<ActionResult<{ resendInSeconds: number }>> {
  const user = await verifiedMember()
  if (!user) return { ok: false, error: 'signedOut' }
  const parsed = emailChangeSchema.safeParse(input)
  if (!parsed.success) return { ok: false, error: 'invalid', fields: fieldIssues(parsed.error) }
  const email = parsed.data.email.toLowerCase()
  const payload = await getPayloadClient()
  const quota = await consumeAccountQuota(payload, 'sendCode', await clientIp(), email)
  if (!quota.ok) return { ok: false, error: 'rateLimited', retryAfterSeconds: quota.retryAfterSeconds }
  const issued = await issueCode(payload, { purpose: 'email-change', email, userId: user.id })
  if (!issued.ok) return { ok: false, error: 'tooSoon', retryAfterSeconds: issued.retryAfterSeconds }
  const locale = await currentLocale()
  const brand = await mailBrand(payload, locale)
  // A taken address is answered like a free one (no account is revealed); its owner is told instead, and no code works.
  const taken = (await payload.count({ collection: 'users', where: { email: { equals: email } } })).totalDocs > 0
  try {
    if (taken) {
      await forgetCode(payload, { purpose: 'email-change', email })
      await payload.sendEmail(emailInUseMail(email, locale, brand, siteUrl() + localizedPath('/my-account-login', locale)))
    } else await payload.sendEmail(codeMail(email, issued.code, 'email-change', locale, brand))
  } catch (error) {
    payload.logger.error({ err: error }, 'E-mail change code could not be sent')
    await forgetCode(payload, { purpose: 'email-change', email })
    return { ok: false, error: 'failure' }
  }
  return { ok: true, resendInSeconds: 60 }
}

/** Second half: the right code from the new address switches the account to it. */
export async function confirmEmailChange(input: unknown): Promise<ActionResult> {
  const user = await verifiedMember()
  if (!user) return { ok: false, error: 'signedOut' }
  const parsed = emailChangeCodeSchema.safeParse(input)
  if (!parsed.success) return { ok: false, error: 'invalid', fields: fieldIssues(parsed.error) }
  const payload = await getPayloadClient()
  const quota = await consumeAccountQuota(payload, 'checkCode', await clientIp(), parsed.data.email)
  if (!quota.ok) return { ok: false, error: 'rateLimited', retryAfterSeconds: quota.retryAfterSeconds }
  const email = parsed.data.email.toLowerCase()
  const { result, userId } = await consumeCode(payload, { purpose: 'email-change', email }, parsed.data.code)
  // A code issued to another member is no code for this one.
  if (result !== 'ok' || userId !== user.id) return { ok: false, error: refusedCodeError(result === 'ok' ? 'missing' : result) }
  try {
    await payload.update({ collection: 'users', id: user.id, data: { email }, user, overrideAccess: false, context: { [ACCOUNT_FLOW]: true } })
  } catch {
    return { ok: false, error: 'emailTaken' }
  }
  // The old address hears of it: a stolen session cannot move the account away unnoticed.
  const locale = user.preferredLocale === 'zh' ? 'zh' : 'en'
  await payload
    .sendEmail(emailChangedMail(user.email, locale, await mailBrand(payload, locale), email, siteUrl() + localizedPath('/contact-us', locale)))
    .catch((error: unknown) => payload.logger.error({ err: error }, 'The old address could not be told of the change'))
  return { ok: true }
}

/** /user/security/password-change: checks the current password, sets the new one, ends every other session. */
export async function changePassword(input: unknown): Promise<ActionResult> {
  const user = await verifiedMember()
  if (!user) return { ok: false, error: 'signedOut' }
  const parsed = passwordChangeSchema.safeParse(input)
  if (!parsed.success) return { ok: false, error: 'invalid', fields: fieldIssues(parsed.error) }
  const payload = await getPayloadClient()
  // Checked as a sign-in: the same network and per-address limits count the tries.
  try {
    await payload.login({ collection: 'users', data: { email: user.email, password: parsed.data.currentPassword }, req: { headers: (await headers()) as PayloadRequest['headers'] } })
  } catch (error) {
    const { status, data } = error as { status?: number; data?: { retryAfterSeconds?: number } }
    if (status === 429) return { ok: false, error: 'rateLimited', retryAfterSeconds: data?.retryAfterSeconds ?? 60 }
    return { ok: false, error: 'currentPasswordWrong' }
  }
  await payload.update({ collection: 'users', id: user.id, data: { password: parsed.data.password }, user, overrideAccess: false, locale: await currentLocale(), context: { [ACCOUNT_FLOW]: true } })
  // Every session of the old password ends (a system step: sessions are not a member-editable field); this browser gets a new one.
  await payload.update({ collection: 'users', id: user.id, data: { sessions: [] } })
  await signInQuietly(user.email, parsed.data.password)
  return { ok: true }
}
