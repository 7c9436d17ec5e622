import type { PayloadHandler, PayloadRequest } from 'payload'
import { z } from 'zod'

import { type Host, hostWhere } from '@/lib/booking/host'
import { bookableAvailability } from '@/lib/booking/hostAvailability'
import { freeSlots } from '@/lib/booking/freeSlots'
import { SLOT_RANGE_DAYS } from '@/lib/booking/slotRange'
import { sessionMinutes } from '@/lib/booking/sessionMinutes'
import { bookingKinds } from '@/lib/enums'
import { drizzleFor } from '@/lib/db/transaction'
import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'

const DAY_MS = 24 * 60 * 60 * 1000

const documentId = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1)

const query = z
  .object({
    coach: documentId.optional(),
    serviceManager: documentId.optional(),
    kind: z.enum(bookingKinds.map((kind) => kind.value)).default('free-consultation'),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    except: documentId.optional(),
  })
  // Exactly one host: a coach or a service manager.
  .refine(({ coach, serviceManager }) => (coach === undefined) !== (serviceManager === undefined))
  .transform(({ from, to, coach, serviceManager, ...rest }) => {
    const start = from ? new Date(from) : new Date()
    const host: Host =
      coach !== undefined
        ? { type: 'coach', id: coach }
        : { type: 'service-manager', id: serviceManager as number }
    return {
      ...rest,
      host,
      from: start,
      to: to ? new Date(to) : new Date(start.getTime() + 14 * DAY_MS),
    }
  })
  .refine(({ from, to }) => to > from && to.getTime() - from.getTime() <= SLOT_RANGE_DAYS * DAY_MS)

/** Whether the signed-in account may read this booking of the host's (its own, as a rule). */
const ownBooking = async (req: PayloadRequest, id: number, host: Host) =>
  Boolean(req.user) &&
  (
    await req.payload.count({
      collection: 'bookings',
      where: { id: { equals: id }, ...hostWhere(host), status: { equals: 'confirmed' } },
      req,
      user: req.user,
      overrideAccess: false,
    })
  ).totalDocs > 0

/**
 * `GET /api/availabilities/slots?coach=ID|serviceManager=ID[&kind=][&from=ISO&to=ISO][&except=BOOKING]`:
 * a coach's or service manager's free slots (UTC instants; the page shows them in the visitor's zone), from the engine the booking
 * checks with. Public, like the coach's page; at most six weeks per request. `except`: the
 * signed-in member's own booking being moved, whose time is then offered to them too.
 */
export const slotsEndpoint: PayloadHandler = async (req) => {
  const t = translatorFor(requestLocale(req))
  const parsed = query.safeParse(
    Object.fromEntries(new URL(req.url ?? '', 'http://x').searchParams),
  )
  if (!parsed.success)
    return Response.json({ errors: [{ message: t('booking.badRange') }] }, { status: 400 })
  const { host, kind, from, to, except } = parsed.data
  const availability = await bookableAvailability(req.payload, host)
  if (!availability) return Response.json({ timeZone: null, minutes: null, slots: [] })
  const minutes = sessionMinutes(availability, kind)
  const slots = await freeSlots(await drizzleFor(req), availability, {
    from,
    to,
    now: new Date(),
    minutes,
    except: except && (await ownBooking(req, except, host)) ? except : undefined,
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
