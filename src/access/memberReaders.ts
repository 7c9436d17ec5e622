import type { Access, Where } from 'payload'

import { hasRole, portalRoles } from '@/lib/auth/roles'

/** Allows admins every account, reviewers the portal members (the applicants they decide on), anyone else only their own. */
export const memberReaders: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  const self: Where = { id: { equals: user.id } }
  if (hasRole(user, 'reviewer')) return { or: [self, { roles: { in: [...portalRoles] } }] }
  return self
}
