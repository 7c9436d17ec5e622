import type { CollectionAfterChangeHook } from 'payload'

import { queueJob } from '@/lib/jobs/tasks'
import type { Certification } from '@/payload-types'

const notified = new Set(['approved', 'rejected', 'expired'])

/** A decision (approval, rejection) or an expiry queues the member's mail in the same transaction. */
export const queueDecisionMail: CollectionAfterChangeHook<Certification> = async ({
  doc,
  previousDoc,
  req,
}) => {
  if (doc.status === previousDoc?.status || !notified.has(doc.status)) return doc
  await queueJob(req, 'sendCertificationMail', { id: doc.id, status: doc.status })
  return doc
}
