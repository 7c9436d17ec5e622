import type { CollectionAfterChangeHook } from 'payload'

/**
 * On a new submission, queues the staff notification and the visitor's confirmation in the same
 * transaction as the submission itself: stored means the mails will go out, even if SMTP is down now.
 */
export const queueLeadMails: CollectionAfterChangeHook = async ({ collection, doc, operation, req }) => {
  if (operation !== 'create') return doc
  for (const audience of ['staff', 'submitter'] as const) {
    await req.payload.jobs.queue({
      task: 'sendLeadMail',
      queue: 'mail',
      input: { collection: collection.slug as 'contact-messages', id: doc.id, audience },
      req,
    })
  }
  return doc
}
