import type { CollectionBeforeDeleteHook } from 'payload'

import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'
import { changeRefusal } from '@/lib/validation/refusal'

/**
 * A service manager goes with their hours. One with upcoming sessions stays while a member or
 * staff removes them by hand (cancel the sessions first: each student is told); when the system
 * removes them (the organisation's account erased) those sessions are cancelled here, so each
 * student is mailed. Past sessions stay the students' record, no longer naming the manager.
 */
export const releaseManagerHours: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const upcoming = {
    serviceManager: { equals: id },
    status: { in: ['confirmed', 'awaiting-payment'] },
    startsAt: { greater_than: new Date().toISOString() },
  }
  if (req.user) {
    const { totalDocs } = await req.payload.count({
      collection: 'bookings',
      where: upcoming,
      req,
      overrideAccess: true,
    })
    if (totalDocs > 0)
      throw changeRefusal(translatorFor(requestLocale(req))('booking.managerHasSessions'), 409)
  } else {
    await req.payload.update({
      collection: 'bookings',
      where: upcoming,
      data: { status: 'cancelled' },
      req,
      overrideAccess: true,
    })
  }
  await req.payload.delete({
    collection: 'availabilities',
    where: { serviceManager: { equals: id } },
    req,
    overrideAccess: true,
  })
}
