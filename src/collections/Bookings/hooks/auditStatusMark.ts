import type { CollectionAfterChangeHook } from 'payload'

import { recordAudit } from '@/lib/audit/record'
import { relationId } from '@/lib/db/relationId'
import type { Booking } from '@/payload-types'

/**
 * A booking's status set by someone other than its student (held, missed, cancelled by the coach
 * or staff) goes into the audit trail: whether a session was held decides whether it can be reviewed.
 */
export const auditStatusMark: CollectionAfterChangeHook<Booking> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || previousDoc?.status === doc.status) return doc
  const student = relationId(doc.owner)
  if (req.user?.id === student) return doc
  await recordAudit(req, {
    event: 'booking-status',
    member: student,
    target: { collection: 'bookings', id: doc.id },
    details: { from: previousDoc?.status, to: doc.status },
  })
  return doc
}
