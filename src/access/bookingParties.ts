import type { Access, Where } from 'payload'

import { hasRole } from '@/lib/auth/roles'
import { coachProfilesOf } from '@/lib/booking/coachProfiles'

/**
 * Allows content staff every booking, a student their own, and a coach's account the bookings of
 * the coach profiles it runs (to mark them held or missed, or cancel them).
 */
export const bookingParties: Access = async ({ req }) => {
  const { user } = req
  if (!user) return false
  if (hasRole(user, 'admin', 'editor')) return true
  const own: Where = { owner: { equals: user.id } }
  const coaches = await coachProfilesOf(req)
  return coaches.length ? { or: [own, { coach: { in: coaches } }] } : own
}
