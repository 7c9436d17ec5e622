import type { FieldAccess } from 'payload'

import { isStaff } from '@/lib/auth/roles'

const ownerId = (owner: unknown) =>
  typeof owner === 'object' && owner ? (owner as { id: unknown }).id : owner

/** A field only the document's owner and staff read (an organisation's licence, a listing's moderation note). */
export const ownerOrStaffField: FieldAccess = ({ req: { user }, doc }) =>
  isStaff(user) || (Boolean(user) && ownerId(doc?.owner) === user!.id)
