import type { CollectionAfterChangeHook } from 'payload'

import { queueJob } from '@/lib/jobs/tasks'
import type { LeadAudience, LeadCollection } from '@/lib/mail/leadMail'

/**
 * An afterChange hook that, on a new submission, queues one mail job per audience in the same
 * transaction as the submission: stored means the mails will go out, even if SMTP is down now.
 */
export const queueLeadMails =
  (audiences: LeadAudience[]): CollectionAfterChangeHook =>
  async ({ collection, doc, operation, req }) => {
    if (operation !== 'create') return doc
    for (const audience of audiences) {
      await queueJob(req, 'sendLeadMail', {
        collection: collection.slug as LeadCollection,
        id: doc.id,
        audience,
      })
    }
    return doc
  }
