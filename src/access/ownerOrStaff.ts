import type { Access } from 'payload'

import { isStaff } from '@/lib/auth/roles'

/** Allows staff everything, and a signed-in member the documents whose `owner` they are. */
export const ownerOrStaff: Access = ({ req: { user } }) => {
  if (!user) return false
  if (isStaff(user)) return true
  return { owner: { equals: user.id } }
}
