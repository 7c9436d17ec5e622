import { headers } from 'next/headers'

import { getPayloadClient } from '@/lib/payload'
import type { User } from '@/payload-types'

/** The signed-in user of this request, checked against the session, or null. */
export async function getSessionUser(): Promise<User | null> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return (user as User | null) ?? null
}
