import crypto from 'node:crypto'

import { parseCookies } from 'payload'

/** The cookie proving the password was entered again a moment ago (to download an archive of one's data). */
export const RECENT_PASSWORD_COOKIE = 'recent-password'
export const RECENT_PASSWORD_SECONDS = 10 * 60

const sign = (secret: string, body: string) =>
  crypto.createHmac('sha256', secret).update(`recent-password:${body}`).digest('base64url')

/** The cookie's value for this account: its id and when the proof ends, signed with the server's secret. */
export function recentPasswordProof(secret: string, userId: number, now = Date.now()): string {
  const body = `${userId}.${now + RECENT_PASSWORD_SECONDS * 1000}`
  return `${body}.${sign(secret, body)}`
}

/** Whether the request carries a valid, unexpired proof for this account. */
export function hasRecentPassword(
  secret: string,
  headers: Headers,
  userId: number,
  now = Date.now(),
): boolean {
  const value = parseCookies(headers).get(RECENT_PASSWORD_COOKIE) ?? ''
  const [id, until, signature] = value.split('.')
  if (!id || !until || !signature || Number(id) !== userId || Number(until) < now) return false
  const expected = sign(secret, `${id}.${until}`)
  return (
    expected.length === signature.length &&
    crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(signature))
  )
}
