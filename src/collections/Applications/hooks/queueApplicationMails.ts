import type { CollectionAfterChangeHook } from 'payload'

import { queueJob } from '@/lib/jobs/tasks'
import type { Application } from '@/payload-types'

/**
 * A new application queues the organisation's mail, every status change recorded in its history
 * (applicationRules) the student's, in the same transaction as the change: stored means the mail
 * will go out, even if SMTP is down now.
 */
export const queueApplicationMails: CollectionAfterChangeHook<Application> = async ({
  doc,
  operation,
  req,
}) => {
  if (operation === 'create') await queueJob(req, 'sendApplicationReceivedMail', { id: doc.id })
  else if (req.context.statusChangeOf === doc.id) {
    delete req.context.statusChangeOf
    await queueJob(req, 'sendApplicationStatusMail', { id: doc.id, status: doc.status })
  }
  return doc
}
