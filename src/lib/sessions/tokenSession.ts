import { jwtVerify } from 'jose'
import { extractJWT, type Payload } from 'payload'

export type SignedSession = { userId: number; sid: string }

/**
 * The account and session a request's token names, when Payload signed it, whether or not the
 * session is open: a held session (waiting for its second factor) is found this way only.
 */
export async function signedSession(
  payload: Payload,
  headers: Headers,
): Promise<SignedSession | null> {
  const token = extractJWT({ headers, payload })
  if (!token) return null
  try {
    const { payload: claims } = await jwtVerify(token, new TextEncoder().encode(payload.secret))
    const { id, collection, sid } = claims as { id?: unknown; collection?: unknown; sid?: unknown }
    if (collection !== 'users' || typeof id !== 'number' || typeof sid !== 'string') return null
    return { userId: id, sid }
  } catch {
    return null
  }
}
