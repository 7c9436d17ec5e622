import type { Access, FieldAccess } from 'payload'

import { hasRole } from '@/lib/auth/roles'

/** Allows users with the admin role only. */
export const isAdmin: Access = ({ req: { user } }) => hasRole(user, 'admin')

/** Field-level twin of isAdmin: only admins may set or change the field. */
export const isAdminField: FieldAccess = ({ req: { user } }) => hasRole(user, 'admin')
