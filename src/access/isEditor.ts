import type { Access } from 'payload'

import { hasRole } from '@/lib/auth/roles'

/** Allows content staff: admins and editors. */
export const isEditor: Access = ({ req: { user } }) => hasRole(user, 'admin', 'editor')
