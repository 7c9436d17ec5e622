import type { Access } from 'payload'

import { hasRecentPassword } from '@/lib/privacy/recentPassword'

/**
 * Archives of a member's data: their owner only, staff included in "nobody else". The record is
 * readable with the session; the file only with the password entered again a moment ago.
 */
export const ownerWithRecentPassword: Access = ({ req, isReadingStaticFile }) => {
  const { user } = req
  if (!user || typeof user.id !== 'number') return false
  if (isReadingStaticFile && !hasRecentPassword(req.payload.secret, req.headers, user.id))
    return false
  return { owner: { equals: user.id } }
}
