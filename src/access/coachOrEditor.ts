import type { Access } from 'payload'

import { hasRole } from '@/lib/auth/roles'
import { coachProfilesOf } from '@/lib/booking/coachProfiles'

/**
 * Allows content staff every coach's record, and a coach's account the records of the coach
 * profiles it runs (a new record's coach is checked by the collection's hook: create cannot filter).
 */
export const coachOrEditor: Access = async ({ req }) => {
  if (hasRole(req.user, 'admin', 'editor')) return true
  const coaches = await coachProfilesOf(req)
  if (!coaches.length) return false
  return { coach: { in: coaches } }
}
