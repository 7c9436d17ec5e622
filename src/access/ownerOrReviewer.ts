import type { Access } from 'payload'

import { hasRole } from '@/lib/auth/roles'

/** Allows reviewers and admins everything, and a signed-in member the documents they own (not editors: these are private). */
export const ownerOrReviewer: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user, 'admin', 'reviewer')) return true
  return { owner: { equals: user.id } }
}
