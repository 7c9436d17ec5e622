import type { FieldAccess } from 'payload'

import { isStaff } from '@/lib/auth/roles'
import { relationId } from '@/lib/db/relationId'

/** A field only the document's owner and staff read (an organisation's licence, a listing's moderation note). */
export const ownerOrStaffField: FieldAccess = ({ req: { user }, doc }) =>
  isStaff(user) || (Boolean(user) && relationId(doc?.owner) === user!.id)
