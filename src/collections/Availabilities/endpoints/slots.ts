import type { PayloadHandler } from 'payload'
import { z } from 'zod'

import { bookableAvailability } from '@/lib/booking/coachAvailability'
import { freeSlots } from '@/lib/booking/freeSlots'
import { SLOT_RANGE_DAYS } from '@/lib/booking/slotRange'
import { sessionMinutes } from '@/lib/booking/sessionMinutes'
import { bookingKinds } from '@/lib/enums'
import { drizzleFor } from '@/lib/db/transaction'
import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'

const DAY_MS = 24 * 60 * 60 * 1000

const query = z
  .object({
    coach: z.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 31 - 1),
    kind: z.enum(bookingKinds.map((kind) => kind.value)).default('free-consultation'),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
  })
  .transform(({ from, to, ...rest }) => {
    const start = from ? new Date(from) : new Date()
    return { ...rest, from: start, to: to ? new Date(to) : new Date(start.getTime() + 14 * DAY_MS) }
  })
  .refine(({ from, to }) => to > from && to.getTime() - from.getTime() <= SLOT_RANGE_DAYS * DAY_MS)

/**
 * `GET /api/availabilities/slots?coach=ID[&kind=][&from=ISO&to=ISO]`: a coach's free slots (UTC
 * instants; the page shows them in the visitor's zone), from the engine the booking checks with.
 * Public, like the coach's page; at most six weeks per request.
 */
export const slotsEndpoint: PayloadHandler = async (req) => {
  const t = translatorFor(requestLocale(req))
  const parsed = query.safeParse(
    Object.fromEntries(new URL(req.url ?? '', 'http://x').searchParams),
  )
  if (!parsed.success)
    return Response.json({ errors: [{ message: t('booking.badRange') }] }, { status: 400 })
  const { coach, kind, from, to } = parsed.data
  const availability = await bookableAvailability(req.payload, coach)
  if (!availability) return Response.json({ timeZone: null, minutes: null, slots: [] })
  const minutes = sessionMinutes(availability, kind)
  const slots = await freeSlots(await drizzleFor(req), availability, {
    from,
    to,
    now: new Date(),
    minutes,
  })
  return Response.json(
    {
      timeZone: availability.timeZone,
      minutes,
      slots: slots.map((slot) => slot.start.toISOString()),
    },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
