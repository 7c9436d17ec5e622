import type { PayloadRequest } from 'payload'

import { hasRole } from '@/lib/auth/roles'

/**
 * The coach profile an account runs (content staff link one account to one profile), as
 * ids; none for an account without the coach role. Read as the system: the link is hidden from the
 * account itself. Remembered for the request, since every access check of one request asks it.
 */
export async function coachProfilesOf(req: PayloadRequest): Promise<number[]> {
  const { user } = req
  if (!user || !hasRole(user, 'coach')) return []
  const key = `coachProfiles:${user.id}`
  const known = req.context[key]
  if (Array.isArray(known)) return known as number[]
  const { docs } = await req.payload.find({
    collection: 'coaches',
    where: { account: { equals: user.id } },
    depth: 0,
    limit: 10,
    pagination: false,
    select: {},
    draft: true,
    req,
    overrideAccess: true,
  })
  const ids = docs.map((doc) => doc.id)
  req.context[key] = ids
  return ids
}
