import type { Access } from 'payload'

import { isStaff as hasStaffRole } from '@/lib/auth/roles'

/** Allows any staff role (admin, editor, reviewer): the admin panel's own records, such as document locks. */
export const isStaff: Access = ({ req: { user } }) => hasStaffRole(user)
