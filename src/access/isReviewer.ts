import type { Access, FieldAccess } from 'payload'

import { hasRole } from '@/lib/auth/roles'

/** Allows certification reviewers and admins. */
export const isReviewer: Access = ({ req: { user } }) => hasRole(user, 'admin', 'reviewer')

/** Field-level twin of isReviewer: decisions (status, reason, reviewer, times) are theirs alone. */
export const isReviewerField: FieldAccess = ({ req: { user } }) =>
  hasRole(user, 'admin', 'reviewer')
