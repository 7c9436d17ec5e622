import { headers } from 'next/headers'
import { cache } from 'react'

import { getPayloadClient } from '@/lib/payload'
import type { User } from '@/payload-types'

/**
 * The signed-in user of this request, checked against the session, or null. Cached per request:
 * the dashboard layout and its page both ask, and the answer is the same.
 */
export const getSessionUser = cache(async (): Promise<User | null> => {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return (user as User | null) ?? null
})
