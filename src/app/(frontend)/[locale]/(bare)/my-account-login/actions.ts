'use server'

import config from '@payload-config'
import { login } from '@payloadcms/next/auth'

import { loginSchema } from '@/lib/validation/login'

export type SignInResult = { ok: true } | { ok: false; error: 'invalidCredentials' | 'invalidInput' }

/** Checks the form again on the server, then signs in through Payload (HTTP-only session cookie). */
export async function signIn(input: unknown): Promise<SignInResult> {
  const parsed = loginSchema.safeParse(input)
  if (!parsed.success) return { ok: false, error: 'invalidInput' }
  try {
    await login({ collection: 'users', config, email: parsed.data.email, password: parsed.data.password })
    return { ok: true }
  } catch {
    // One message for unknown e-mail, wrong password and locked account: no account enumeration.
    return { ok: false, error: 'invalidCredentials' }
  }
}
