import type { Access, Where } from 'payload'

import { hasRole } from '@/lib/auth/roles'

/** Allows content staff every application, a student their own, an organisation those sent to its listings. */
export const applicationParties: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user, 'admin', 'editor')) return true
  const own: Where = { owner: { equals: user.id } }
  const sentToMe: Where = { organisationOwner: { equals: user.id } }
  return { or: [own, sentToMe] }
}
