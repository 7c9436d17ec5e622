import type { CollectionAfterChangeHook } from 'payload'

import { queueJob } from '@/lib/jobs/tasks'
import type { Application } from '@/payload-types'

/**
 * A new application queues the organisation's mail, every status change the student's, in the
 * same transaction as the change: stored means the mail will go out, even if SMTP is down now.
 */
export const queueApplicationMails: CollectionAfterChangeHook<Application> = async ({
  doc,
  operation,
  previousDoc,
  req,
}) => {
  if (operation === 'create') await queueJob(req, 'sendApplicationReceivedMail', { id: doc.id })
  else if (doc.status !== previousDoc?.status)
    await queueJob(req, 'sendApplicationStatusMail', { id: doc.id, status: doc.status })
  return doc
}
