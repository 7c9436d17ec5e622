import type { Access } from 'payload'

import { hasRole } from '@/lib/auth/roles'
import { organisationRoles } from '@/lib/organisations/roles'

/** Allows verified school, employer and institution members (their organisation is checked by the collection's hook) and content staff. */
export const organisationMember: Access = ({ req: { user } }) =>
  hasRole(user, 'admin', 'editor') ||
  (hasRole(user, ...organisationRoles) &&
    (user as { emailVerified?: boolean | null }).emailVerified !== false)
