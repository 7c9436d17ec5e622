import type { PayloadRequest } from 'payload'

import { hasRole } from '@/lib/auth/roles'
import { organisationRoles } from '@/lib/organisations/roles'

/**
 * The service managers an organisation's account runs (its organisation's), as ids; none for an
 * account without an organisation role. Read as the system; remembered for the request, since
 * every access check of one request asks it.
 */
export async function managerProfilesOf(req: PayloadRequest): Promise<number[]> {
  const { user } = req
  if (!user || !hasRole(user, ...organisationRoles)) return []
  const key = `managerProfiles:${user.id}`
  const known = req.context[key]
  if (Array.isArray(known)) return known as number[]
  const { docs } = await req.payload.find({
    collection: 'service-managers',
    where: { owner: { equals: user.id } },
    depth: 0,
    limit: 100,
    pagination: false,
    select: {},
    req,
    overrideAccess: true,
  })
  const ids = docs.map((doc) => doc.id)
  req.context[key] = ids
  return ids
}
