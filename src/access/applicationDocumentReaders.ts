import type { Access, Where } from 'payload'

import { hasRole } from '@/lib/auth/roles'

/** Allows content staff every CV, a student their own, an organisation the CVs sent with applications to its listings. */
export const applicationDocumentReaders: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user, 'admin', 'editor')) return true
  const own: Where = { owner: { equals: user.id } }
  const sharedWithMe: Where = { sharedWith: { equals: user.id } }
  return { or: [own, sharedWithMe] }
}
