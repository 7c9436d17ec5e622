import { headers } from 'next/headers'
import { executeAuthStrategies } from 'payload'
import { cache } from 'react'

import { getPayloadClient } from '@/data/payload'
import type { User } from '@/payload-types'

/**
 * Payload ignores the session cookie on a request without `Origin` that a browser marks cross-site,
 * which is what a member's click on a link in their webmail is. Pages are only read, and every
 * request that changes something carries an `Origin` that the server has already checked, so a
 * request without one is judged by its cookie alone.
 */
const sessionHeaders = (request: Headers): Headers => {
  if (request.has('origin')) return request
  const judged = new Headers(request)
  judged.set('sec-fetch-site', 'same-origin')
  return judged
}

/**
 * The signed-in user of this request, checked against the session, or null. Cached per request:
 * the dashboard layout and its page both ask, and the answer is the same. Payload's own strategies
 * (the session cookie's token, checked against the user's sessions) without `payload.auth`'s
 * table of every collection's permissions, which no page reads: each access rule runs where data
 * is read, with this user.
 */
export const getSessionUser = cache(async (): Promise<User | null> => {
  const payload = await getPayloadClient()
  const { user } = await executeAuthStrategies({
    headers: sessionHeaders(await headers()),
    payload,
    canSetHeaders: false,
  })
  return (user as User | null) ?? null
})
