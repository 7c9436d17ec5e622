import type { PayloadRequest } from 'payload'

import { isStaff } from '@/lib/auth/roles'

/**
 * Allows any staff role (admin, editor, reviewer): into the admin panel, and to the panel's own
 * records such as document locks. Who counts as staff is `isStaff` in lib/auth/roles.ts.
 */
export const staffOnly = ({ req: { user } }: { req: PayloadRequest }): boolean => isStaff(user)
