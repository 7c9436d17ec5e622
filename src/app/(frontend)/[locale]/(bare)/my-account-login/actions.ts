'use server'

import { signInWithPassword, type PasswordSignIn } from '@/lib/accounts/signIn'
import { readSignupProgress, writeSignupProgress } from '@/lib/accounts/signupCookie'
import { loginSchema } from '@/lib/validation/login'

export type SignInResult = PasswordSignIn | { ok: false; error: 'invalidInput' }

/**
 * Checks the form again on the server, then signs in through Payload (HTTP-only session cookie),
 * within the network and per-address limits every sign-in door shares. An account that was never
 * verified is sent back to the code step, which then knows the address.
 */
export async function signIn(input: unknown): Promise<SignInResult> {
  const parsed = loginSchema.safeParse(input)
  if (!parsed.success) return { ok: false, error: 'invalidInput' }
  const result = await signInWithPassword(parsed.data.email, parsed.data.password)
  if (!result.ok && result.error === 'unverified') {
    await writeSignupProgress({ ...(await readSignupProgress()), email: parsed.data.email.trim().toLowerCase(), awaitingCode: true })
  }
  return result
}
