import type { CollectionAfterChangeHook } from 'payload'

import { queueJob } from '@/lib/jobs/tasks'
import { type BookingEvent, bookingReminders } from '@/lib/mail/bookingMail'
import type { Booking } from '@/payload-types'

/**
 * A booking made, moved or cancelled queues its mails in the change's own transaction (stored
 * means told, even with the mail server down), and a standing one its reminders, each queued to
 * run when due. Reminders of an earlier time find the sequence changed and send nothing.
 */
export const queueBookingMails: CollectionAfterChangeHook<Booking> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const sequence = doc.sequence ?? 0
  // A session held until its order is paid is nobody's appointment yet: its mails and reminders
  // go when the payment confirms it; a hold that lapses is told in the order's own mail.
  if (doc.status === 'awaiting-payment') return doc
  const confirmed = previousDoc?.status === 'awaiting-payment'
  if (confirmed && doc.status === 'cancelled') return doc
  const event: BookingEvent | null =
    operation === 'create' || confirmed
      ? 'booked'
      : doc.status === 'cancelled' && previousDoc?.status !== 'cancelled'
        ? 'cancelled'
        : sequence !== (previousDoc?.sequence ?? 0)
          ? 'moved'
          : null
  if (!event) return doc
  await queueJob(req, 'sendBookingMail', { id: doc.id, event, sequence })
  if (event === 'cancelled') return doc
  const start = new Date(doc.startsAt).getTime()
  for (const [before, ahead] of Object.entries(bookingReminders)) {
    const due = start - ahead
    if (due > Date.now())
      await queueJob(
        req,
        'sendBookingReminder',
        { id: doc.id, before: before as keyof typeof bookingReminders, sequence },
        new Date(due),
      )
  }
  return doc
}
