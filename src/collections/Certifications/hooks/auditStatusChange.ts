import type { CollectionAfterChangeHook } from 'payload'

import { recordAudit } from '@/lib/audit/record'
import { relationId } from '@/lib/db/relationId'
import type { Certification } from '@/payload-types'

/** Every status change (a decision, a submission, an expiry, a withdrawal) goes into the audit trail with the change. */
export const auditStatusChange: CollectionAfterChangeHook<Certification> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const from = operation === 'create' ? null : previousDoc?.status
  if (from === doc.status) return doc
  await recordAudit(req, {
    event: 'certification-status',
    member: doc.owner ? relationId(doc.owner) : null,
    target: { collection: 'certifications', id: doc.id },
    details: { from, to: doc.status, type: doc.type },
  })
  return doc
}
