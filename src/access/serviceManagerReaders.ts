import type { Access } from 'payload'

import { hasRole } from '@/lib/auth/roles'

/** Allows content staff every service manager, a member their organisation's, everyone those of certified organisations. */
export const serviceManagerReaders: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin', 'editor', 'reviewer')) return true
  const certified = { 'organisation.certified': { equals: true } }
  return user ? { or: [certified, { owner: { equals: user.id } }] } : certified
}
