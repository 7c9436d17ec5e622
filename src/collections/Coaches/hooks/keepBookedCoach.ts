import type { CollectionBeforeDeleteHook } from 'payload'

import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'
import { changeRefusal } from '@/lib/validation/refusal'

/**
 * A coach with bookings, orders or conversations stays: they are the students' record of their sessions (unpublish
 * the profile to take it off the site). One without goes with their hours, which exist only for them.
 */
export const keepBookedCoach: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const coach = { coach: { equals: id } }
  let records = 0
  // One after the other: both run in the deletion's transaction, on its one connection.
  for (const collection of ['bookings', 'orders', 'conversations'] as const)
    records += (await req.payload.count({ collection, where: coach, req, overrideAccess: true }))
      .totalDocs
  if (records > 0)
    throw changeRefusal(translatorFor(requestLocale(req))('coaching.coachHasBookings'), 409)
  await req.payload.delete({
    collection: 'availabilities',
    where: coach,
    req,
    overrideAccess: true,
  })
}
