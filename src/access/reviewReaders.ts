import type { Access } from 'payload'

import { hasRole } from '@/lib/auth/roles'

/**
 * Allows everyone the published reviews, a student their own whatever their status (the reason of
 * a rejection included), and content staff every review (to moderate them).
 */
export const reviewReaders: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin', 'editor')) return true
  const published = { status: { equals: 'published' } }
  return user ? { or: [published, { owner: { equals: user.id } }] } : published
}
