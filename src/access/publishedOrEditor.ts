import type { Access } from 'payload'

import { hasRole } from '@/lib/auth/roles'

/** Allows content staff to read everything, everyone else published documents only. */
export const publishedOrEditor: Access = ({ req: { user } }) =>
  hasRole(user, 'admin', 'editor') ? true : { _status: { equals: 'published' } }
