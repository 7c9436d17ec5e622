import type { Access } from 'payload'

import { hasRole, portalRoles } from '@/lib/auth/roles'

/** Allows portal members whose address is verified (they apply for certification) and admins; not editors or reviewers. */
export const applicant: Access = ({ req: { user } }) =>
  hasRole(user, 'admin') ||
  (hasRole(user, ...portalRoles) &&
    (user as { emailVerified?: boolean | null }).emailVerified !== false)
