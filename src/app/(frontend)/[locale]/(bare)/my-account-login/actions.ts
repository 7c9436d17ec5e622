'use server'

import config from '@payload-config'
import { login } from '@payloadcms/next/auth'

import { clientIp } from '@/lib/http/clientIp'
import { consumeQuota } from '@/lib/http/rateLimit'
import { getPayloadClient } from '@/lib/payload'
import { loginSchema } from '@/lib/validation/login'

export type SignInResult = { ok: true } | { ok: false; error: 'invalidCredentials' | 'invalidInput' } | { ok: false; error: 'rateLimited'; retryAfterSeconds: number }

/** Checks the form again on the server, then signs in through Payload (HTTP-only session cookie). */
export async function signIn(input: unknown): Promise<SignInResult> {
  const parsed = loginSchema.safeParse(input)
  if (!parsed.success) return { ok: false, error: 'invalidInput' }
  // Besides Payload's lockout of the account after 5 failures: a limit per network address.
  const quota = await consumeQuota(await getPayloadClient(), 'login', await clientIp())
  if (!quota.ok) return { ok: false, error: 'rateLimited', retryAfterSeconds: quota.retryAfterSeconds }
  try {
    await login({ collection: 'users', config, email: parsed.data.email, password: parsed.data.password })
    return { ok: true }
  } catch {
    // One message for unknown e-mail, wrong password and locked account: no account enumeration.
    return { ok: false, error: 'invalidCredentials' }
  }
}
