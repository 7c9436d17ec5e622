import type { Access } from 'payload'

import { hasRole } from '@/lib/auth/roles'

/** Allows admins everything, and a signed-in user their own user document only. */
export const isAdminOrSelf: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  return { id: { equals: user.id } }
}
