import type { CollectionAfterChangeHook } from 'payload'

import { recordAudit } from '@/lib/audit/record'
import type { User } from '@/payload-types'

const sameRoles = (a: readonly string[] = [], b: readonly string[] = []) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join()

/** A change of roles (by an admin, or by the system at certification) goes into the audit trail with the change. */
export const auditRoleChanges: CollectionAfterChangeHook<User> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || sameRoles(previousDoc?.roles, doc.roles)) return doc
  await recordAudit(req, {
    event: 'roles-changed',
    member: doc.id,
    target: { collection: 'users', id: doc.id },
    details: { from: previousDoc?.roles ?? [], to: doc.roles },
  })
  return doc
}
