import crypto from 'node:crypto'

import { cookies } from 'next/headers'

import { getPayloadClient } from '@/data/payload'

import type { SignupProgress } from '@/lib/accounts/signupSteps'

const NAME = 'signup-progress'
const MAX_AGE_SECONDS = 24 * 60 * 60

const sign = (secret: string, body: string) =>
  crypto.createHmac('sha256', secret).update(body).digest('base64url')

/** Sign-up progress from its cookie; a missing or tampered cookie is no progress. */
export async function readSignupProgress(): Promise<SignupProgress> {
  const raw = (await cookies()).get(NAME)?.value
  if (!raw) return {}
  const [body, signature] = raw.split('.')
  if (!body || !signature) return {}
  const { secret } = await getPayloadClient()
  const expected = sign(secret, body)
  if (
    expected.length !== signature.length ||
    !crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(signature))
  )
    return {}
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SignupProgress
  } catch {
    return {}
  }
}

/** Keeps the progress for a day so a reload (or coming back later) continues where the visitor was. */
export async function writeSignupProgress(progress: SignupProgress): Promise<void> {
  const { secret } = await getPayloadClient()
  const body = Buffer.from(JSON.stringify(progress), 'utf8').toString('base64url')
  ;(await cookies()).set(NAME, `${body}.${sign(secret, body)}`, {
    httpOnly: true,
    sameSite: 'lax',
    secure: process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== '1',
    path: '/',
    maxAge: MAX_AGE_SECONDS,
  })
}

export async function clearSignupProgress(): Promise<void> {
  ;(await cookies()).delete(NAME)
}
