import type { Access, FieldAccess } from 'payload'

import { hasRole } from '@/lib/auth/roles'

/** Allows content staff: admins and editors. */
export const isEditor: Access = ({ req: { user } }) => hasRole(user, 'admin', 'editor')

/** Field-level twin of isEditor: moderation (hiding a listing, a manager's rating) is content staff's. */
export const isEditorField: FieldAccess = ({ req: { user } }) => hasRole(user, 'admin', 'editor')
