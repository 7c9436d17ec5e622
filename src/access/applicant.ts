import type { Access } from 'payload'

import { hasRole, portalRoles } from '@/lib/auth/roles'

/** Allows portal members (who apply for certification) and admins; not editors or reviewers. */
export const applicant: Access = ({ req: { user } }) => hasRole(user, ...portalRoles, 'admin')
