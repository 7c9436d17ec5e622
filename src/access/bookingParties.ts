import type { Access, Where } from 'payload'

import { hasRole } from '@/lib/auth/roles'
import { coachProfilesOf } from '@/lib/booking/coachProfiles'
import { managerProfilesOf } from '@/lib/booking/managerProfiles'

/**
 * Allows content staff every booking, a student their own, a coach's account the bookings of the
 * coach profiles it runs and an organisation's account those of its service managers (to mark
 * them held or missed, or cancel them).
 */
export const bookingParties: Access = async ({ req }) => {
  const { user } = req
  if (!user) return false
  if (hasRole(user, 'admin', 'editor')) return true
  const [coaches, managers] = await Promise.all([coachProfilesOf(req), managerProfilesOf(req)])
  const own: Where = { owner: { equals: user.id } }
  const hosted: Where[] = [
    ...(coaches.length ? [{ coach: { in: coaches } }] : []),
    ...(managers.length ? [{ serviceManager: { in: managers } }] : []),
  ]
  return hosted.length ? { or: [own, ...hosted] } : own
}
