import type { Access } from 'payload'

import { hasRole } from '@/lib/auth/roles'

/** Allows content staff every transaction, and a member those of their own orders. */
export const orderParties: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user, 'admin', 'editor')) return true
  return { 'order.owner': { equals: user.id } }
}
