'use server'

import { clientIp } from '@/lib/http/clientIp'
import { consumeAccountQuota } from '@/lib/http/rateLimit'
import { getSessionUser } from '@/lib/auth/session'
import { getPayloadClient } from '@/lib/payload'
import { fieldIssues } from '@/lib/validation/issues'
import { codeFormSchema, signupEmailStepSchema, signupNameStepSchema, signupPasswordStepSchema } from '@/lib/validation/registration'

import { resendRegistrationCode, startRegistration, verifyRegistration } from '../registration'
import { signInJustVerified } from '../signIn'
import { clearSignupProgress, readSignupProgress, writeSignupProgress } from '../signupCookie'

import { type ActionResult, currentLocale } from './results'

/** Step 1 (/lifecycle/signup/reg): e-mail and role. */
export async function saveSignupEmail(input: unknown): Promise<ActionResult> {
  const parsed = signupEmailStepSchema.safeParse(input)
  if (!parsed.success) return { ok: false, error: 'invalid', fields: fieldIssues(parsed.error) }
  await writeSignupProgress({ ...(await readSignupProgress()), ...parsed.data, email: parsed.data.email.toLowerCase() })
  return { ok: true }
}

/** Step 2 (/lifecycle/signup/name): first and last name. */
export async function saveSignupName(input: unknown): Promise<ActionResult> {
  const parsed = signupNameStepSchema.safeParse(input)
  if (!parsed.success) return { ok: false, error: 'invalid', fields: fieldIssues(parsed.error) }
  await writeSignupProgress({ ...(await readSignupProgress()), ...parsed.data })
  return { ok: true }
}

/** Step 3 (/lifecycle/signup/passwd): the account is created unverified and its code mailed; it signs in once verified. */
export async function saveSignupPassword(input: unknown): Promise<ActionResult> {
  const parsed = signupPasswordStepSchema.safeParse(input)
  if (!parsed.success) return { ok: false, error: 'invalid', fields: fieldIssues(parsed.error) }
  const progress = await readSignupProgress()
  const { email, role, firstName, lastName } = progress
  if (!email || !role || !firstName || !lastName) return { ok: false, error: 'signupExpired' }
  const payload = await getPayloadClient()
  const quota = await consumeAccountQuota(payload, 'sendCode', await clientIp(), email)
  if (!quota.ok) return { ok: false, error: 'rateLimited', retryAfterSeconds: quota.retryAfterSeconds }
  const started = await startRegistration(payload, { email, role, firstName, lastName, password: parsed.data.password }, await currentLocale())
  if (!started.ok) return started
  // The progress cookie keeps the verification step across a reload; a taken address looks the same.
  await writeSignupProgress({ email, role, awaitingCode: true })
  return { ok: true }
}

/** The address being verified: the signed-in member's, else the one entered in step 1. */
async function addressToVerify() {
  const user = await getSessionUser()
  if (user) return user.emailVerified === false ? user.email : null
  const progress = await readSignupProgress()
  return progress.awaitingCode ? (progress.email ?? null) : null
}

/** Step 4 (/lifecycle/signup/certify): the 6-digit code. */
export async function verifySignupCode(input: unknown): Promise<ActionResult> {
  const parsed = codeFormSchema.safeParse(input)
  if (!parsed.success) return { ok: false, error: 'invalid', fields: fieldIssues(parsed.error) }
  const email = await addressToVerify()
  if (!email) return { ok: false, error: 'signupExpired' }
  const payload = await getPayloadClient()
  const quota = await consumeAccountQuota(payload, 'checkCode', await clientIp(), email)
  if (!quota.ok) return { ok: false, error: 'rateLimited', retryAfterSeconds: quota.retryAfterSeconds }
  const verified = await verifyRegistration(payload, email, parsed.data.code)
  if (!verified.ok) return verified
  // The account was created in this browser (its signed progress says so): the code signs it in.
  const progress = await readSignupProgress()
  if (progress.awaitingCode && progress.email === email) await signInJustVerified(payload, verified.userId)
  await clearSignupProgress()
  return { ok: true }
}

/** "Resend": a new code for the address being verified, once the countdown is over. */
export async function resendSignupCode(): Promise<ActionResult<{ resendInSeconds: number }>> {
  const email = await addressToVerify()
  if (!email) return { ok: false, error: 'signupExpired' }
  const payload = await getPayloadClient()
  const quota = await consumeAccountQuota(payload, 'sendCode', await clientIp(), email)
  if (!quota.ok) return { ok: false, error: 'rateLimited', retryAfterSeconds: quota.retryAfterSeconds }
  const sent = await resendRegistrationCode(payload, email, await currentLocale())
  return sent.ok ? { ok: true, resendInSeconds: sent.resendInSeconds } : sent
}
