import { cookies, headers } from 'next/headers'
import crypto from 'node:crypto'

import {
  createLocalReq,
  generatePayloadCookie,
  getFieldsToSign,
  jwtSign,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { refuseIfRateLimited } from '@/actions/defineAction'
import { getPayloadClient } from '@/data/payload'
import { answerNoSoonerThan, SIGN_IN_REFUSAL_MS } from '@/lib/accounts/evenTiming'
import { PASSWORD_CHECK } from '@/lib/accounts/passwordCheck'
import { heldSession, recordSession, sessionIdOf } from '@/lib/sessions/accountSessions'

export type PasswordSignIn =
  /** `secondFactor`: the session waits for the app's code (or, for new staff, its enrolment). */
  | { ok: true; secondFactor: boolean }
  | { ok: false; error: 'invalidCredentials' | 'unverified' }
  | { ok: false; error: 'rateLimited'; retryAfterSeconds: number }

/**
 * Signs in through Payload with this request's headers (so the network limit counts the visitor's
 * address) and sets the HTTP-only session cookie. Not a server action.
 */
export async function signInWithPassword(email: string, password: string): Promise<PasswordSignIn> {
  const payload = await getPayloadClient()
  const startedAt = Date.now()
  try {
    const { token, user } = await payload.login({
      collection: 'users',
      data: { email, password },
      req: { headers: (await headers()) as PayloadRequest['headers'] },
    })
    if (!token) return { ok: false, error: 'invalidCredentials' }
    await setSessionCookie(payload, token)
    const sid = sessionIdOf(token)
    return {
      ok: true,
      secondFactor: Boolean(sid && user && (await heldSession(payload, user.id, sid))),
    }
  } catch (error) {
    const { status, data } = error as {
      status?: number
      data?: { retryAfterSeconds?: number; unverified?: boolean }
    }
    if (status === 429)
      return { ok: false, error: 'rateLimited', retryAfterSeconds: data?.retryAfterSeconds ?? 60 }
    if (data?.unverified) return { ok: false, error: 'unverified' }
    // One answer for an unknown address and a wrong password, in one time: no account enumeration.
    await answerNoSoonerThan(startedAt, SIGN_IN_REFUSAL_MS)
    return { ok: false, error: 'invalidCredentials' }
  }
}

/**
 * A signed-in member's password asked again (to change it, download their data, delete their
 * account): checked as a sign-in, so the same network and per-address limits count the tries (a
 * limit answers `rateLimited`). The session Payload makes for it ends at once (recordSignIn).
 */
export async function passwordMatches(payload: Payload, email: string, password: string) {
  try {
    await payload.login({
      collection: 'users',
      data: { email, password },
      req: {
        headers: (await headers()) as PayloadRequest['headers'],
        context: { [PASSWORD_CHECK]: true },
      },
    })
    return true
  } catch (error) {
    refuseIfRateLimited(error)
    return false
  }
}

/** The HTTP-only session cookie, as Payload's own sign-in sets it. */
async function setSessionCookie(payload: Payload, token: string) {
  const auth = payload.collections.users.config.auth
  const cookie = generatePayloadCookie({
    collectionAuthConfig: auth,
    cookiePrefix: payload.config.cookiePrefix,
    token,
    returnCookieAsObject: true,
  })
  ;(await cookies()).set(cookie.name, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: auth.cookies.secure || false,
    expires: new Date(Date.now() + auth.tokenExpiration * 1000),
    path: '/',
  })
}

/**
 * Signs in the browser that has just entered the right sign-up code (which proves the address) for
 * an account created in that same browser: a session as Payload's sign-in makes one, without the
 * password, which is never kept.
 */
export async function signInJustVerified(payload: Payload, userId: number): Promise<void> {
  const { config } = payload.collections.users
  const user = await payload.findByID({
    collection: 'users',
    id: userId,
    depth: 0,
    showHiddenFields: true,
  })
  const now = Date.now()
  const sid = crypto.randomUUID()
  const live = (user.sessions ?? []).filter(
    (session) => Date.parse(String(session.expiresAt)) > now,
  )
  const sessions = [
    ...live,
    {
      id: sid,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + config.auth.tokenExpiration * 1000).toISOString(),
    },
  ]
  await payload.db.updateOne({
    collection: 'users',
    id: userId,
    data: { sessions },
    returning: false,
  })
  const fieldsToSign = getFieldsToSign({
    collectionConfig: config,
    email: user.email,
    sid,
    user: { ...user, collection: 'users' } as PayloadRequest['user'],
  })
  const { token } = await jwtSign({
    fieldsToSign,
    secret: payload.secret,
    tokenExpiration: config.auth.tokenExpiration,
  })
  // Listed with the member's other sessions (device and place), as a password sign-in is.
  const req = await createLocalReq({ req: { headers: await headers() } }, payload)
  await recordSession(req, { id: userId, sessions }, token, false)
  await setSessionCookie(payload, token)
}

/** Signs in with the password just chosen; false when it does not match. */
export const signInQuietly = async (email: string, password: string): Promise<boolean> =>
  (await signInWithPassword(email, password)).ok
