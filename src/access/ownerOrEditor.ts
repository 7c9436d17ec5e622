import type { Access } from 'payload'

import { hasRole } from '@/lib/auth/roles'

/** Allows content staff (admins, editors) every document, and a signed-in member the ones they own. */
export const ownerOrEditor: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user, 'admin', 'editor')) return true
  return { owner: { equals: user.id } }
}
