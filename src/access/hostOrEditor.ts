import type { Access, Where } from 'payload'

import { hasRole } from '@/lib/auth/roles'
import { coachProfilesOf } from '@/lib/booking/coachProfiles'
import { managerProfilesOf } from '@/lib/booking/managerProfiles'

/**
 * Allows content staff every host's record, a coach's account the records of the coach profiles
 * it runs, and an organisation's account those of its service managers (a new record's host is
 * checked by the collection's hook: create cannot filter).
 */
export const hostOrEditor: Access = async ({ req }) => {
  if (hasRole(req.user, 'admin', 'editor')) return true
  const [coaches, managers] = await Promise.all([coachProfilesOf(req), managerProfilesOf(req)])
  const mine: Where[] = [
    ...(coaches.length ? [{ coach: { in: coaches } }] : []),
    ...(managers.length ? [{ serviceManager: { in: managers } }] : []),
  ]
  return mine.length ? { or: mine } : false
}
