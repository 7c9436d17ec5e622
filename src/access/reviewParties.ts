import type { Access, Where } from 'payload'

import { hasRole } from '@/lib/auth/roles'
import { coachProfilesOf } from '@/lib/booking/coachProfiles'

/**
 * Allows content staff every review (to moderate), a student their own (to edit or remove it), and
 * a coach's account the published reviews of its coach (to reply once): the reviews' guard says
 * which fields each may change.
 */
export const reviewParties: Access = async ({ req }) => {
  const { user } = req
  if (!user) return false
  if (hasRole(user, 'admin', 'editor')) return true
  const own: Where = { owner: { equals: user.id } }
  const coaches = await coachProfilesOf(req)
  return coaches.length
    ? { or: [own, { and: [{ coach: { in: coaches } }, { status: { equals: 'published' } }] }] }
    : own
}
