import type { Access } from 'payload'

import { hasRole } from '@/lib/auth/roles'

/** Allows admins everything, and a signed-in account the documents whose `owner` it is. */
export const ownerOrAdmin: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  return { owner: { equals: user.id } }
}
