import { headers } from 'next/headers'
import { cache } from 'react'

import { getPayloadClient } from '@/lib/payload'
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
 * the dashboard layout and its page both ask, and the answer is the same.
 */
export const getSessionUser = cache(async (): Promise<User | null> => {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: sessionHeaders(await headers()) })
  return (user as User | null) ?? null
})
