import type { PayloadRequest } from 'payload'

import { isStaff } from '@/lib/auth/roles'

/** Allows any staff role (admin, editor, reviewer) into the admin panel. */
export const isStaffUser = ({ req: { user } }: { req: PayloadRequest }): boolean => isStaff(user)
