import type { Access } from 'payload'

import { hasRole } from '@/lib/auth/roles'

/** Allows verified student accounts (whether their certification is approved is checked by the collection's hook). */
export const verifiedStudent: Access = ({ req: { user } }) =>
  hasRole(user, 'student') && (user as { emailVerified?: boolean | null }).emailVerified !== false
