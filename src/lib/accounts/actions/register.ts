'use server'

import { z } from 'zod'

import { clientIp } from '@/lib/http/clientIp'
import { consumeAccountQuota } from '@/lib/http/rateLimit'
import { getPayloadClient } from '@/lib/payload'
import { fieldIssues } from '@/lib/validation/issues'
import { emailSchema } from '@/lib/validation/login'
import { passwordSchema } from '@/lib/validation/password'
import { codeSchema, registerSchema } from '@/lib/validation/registration'

import { startRegistration, verifyRegistration } from '../registration'
import { signInQuietly } from '../signIn'

import { type ActionResult, currentLocale } from './results'

/** /my-account-register "Send code": the whole form is checked again, then the account waits for its code. */
export async function sendRegistrationCode(input: unknown): Promise<ActionResult<{ resendInSeconds: number }>> {
  const parsed = registerSchema.safeParse(input)
  if (!parsed.success) return { ok: false, error: 'invalid', fields: fieldIssues(parsed.error) }
  const payload = await getPayloadClient()
  const quota = await consumeAccountQuota(payload, 'sendCode', await clientIp(), parsed.data.email)
  if (!quota.ok) return { ok: false, error: 'rateLimited', retryAfterSeconds: quota.retryAfterSeconds }
  const started = await startRegistration(payload, parsed.data, await currentLocale())
  return started.ok ? { ok: true, resendInSeconds: started.resendInSeconds } : started
}

const completeSchema = z.object({ email: emailSchema, password: passwordSchema, code: codeSchema })

/** /my-account-register "Register": a right code verifies the account and signs the member in. */
export async function completeRegistration(input: unknown): Promise<ActionResult<{ signedIn: boolean }>> {
  const parsed = completeSchema.safeParse(input)
  if (!parsed.success) return { ok: false, error: 'invalid', fields: fieldIssues(parsed.error) }
  const payload = await getPayloadClient()
  const quota = await consumeAccountQuota(payload, 'checkCode', await clientIp(), parsed.data.email)
  if (!quota.ok) return { ok: false, error: 'rateLimited', retryAfterSeconds: quota.retryAfterSeconds }
  const verified = await verifyRegistration(payload, parsed.data.email, parsed.data.code)
  if (!verified.ok) return verified
  return { ok: true, signedIn: await signInQuietly(parsed.data.email, parsed.data.password) }
}
