import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeChangeHook } from 'payload'

import { hasRole } from '@/lib/auth/roles'
import { whyNotBookable } from '@/lib/booking/bookable'
import { bookableAvailability } from '@/lib/booking/coachAvailability'
import { sessionMinutes } from '@/lib/booking/sessionMinutes'
import { relationId } from '@/lib/db/relationId'
import { drizzleFor } from '@/lib/db/transaction'
import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'
import { changeRefusal, fieldRefusal } from '@/lib/validation/refusal'
import type { Booking } from '@/payload-types'

/** Upcoming free consultations one student may hold: one per coach, three in all. */
const FREE_PER_COACH = 1
const FREE_IN_ALL = 3

/**
 * A new booking, or a booking moved to another time, takes its time only if the coach's rules
 * offer it and nothing holds it now. Bookings of one coach queue behind a lock on the coach until
 * the new row commits, so of twenty requests for one slot exactly one gets it and the others hear
 * that it was just taken (the database's exclusion constraint backs this for every other path).
 */
export const holdSlot: CollectionBeforeChangeHook<Booking> = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  const start = data.startsAt ?? originalDoc?.startsAt
  const moved =
    operation === 'create' ||
    (data.startsAt !== undefined &&
      new Date(data.startsAt).getTime() !== new Date(originalDoc?.startsAt ?? 0).getTime())
  if (!moved || !start || (data.status ?? originalDoc?.status) === 'cancelled') return data

  const t = translatorFor(requestLocale(req))
  const staff = hasRole(req.user, 'admin', 'editor')
  // A package's sessions are booked against a paid order (issue 37's orders): staff book them until then.
  if (operation === 'create' && data.kind === 'package-session' && !staff)
    throw changeRefusal(t('booking.packageNeedsOrder'), 403)
  const coach = relationId((data.coach ?? originalDoc?.coach) as number | { id: number })
  // No coach named: the field's own required check answers.
  if (typeof coach !== 'number') return data
  const db = await drizzleFor(req)
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('bookings'), ${coach})`)
  const availability = await bookableAvailability(req.payload, coach, req)
  if (!availability) throw changeRefusal(t('booking.noAvailability'), 400)

  const startsAt = new Date(start)
  if (Number.isNaN(startsAt.getTime()))
    throw fieldRefusal('bookings', [{ path: 'startsAt', message: t('booking.notOffered') }])
  const minutes = sessionMinutes(
    availability,
    data.kind ?? originalDoc?.kind ?? 'free-consultation',
  )
  const why = await whyNotBookable(db, availability, {
    start: startsAt,
    minutes,
    now: new Date(),
    except: originalDoc?.id,
  })
  if (why === 'not-offered') throw changeRefusal(t('booking.notOffered'), 400)
  if (why === 'taken') throw changeRefusal(t('booking.taken'), 409)

  if (operation === 'create' && data.kind !== 'package-session' && !staff)
    await checkFreeConsultations(req, relationId(data.owner as number | { id: number }), coach)

  const endsAt = new Date(startsAt.getTime() + minutes * 60_000)
  const blockedUntil = new Date(endsAt.getTime() + (availability.bufferMinutes ?? 0) * 60_000)
  return {
    ...data,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    blockedUntil: blockedUntil.toISOString(),
  }
}

/** One student's free consultations, counted under a lock on the student (twenty tabs book one). */
async function checkFreeConsultations(
  req: Parameters<CollectionBeforeChangeHook>[0]['req'],
  owner: number,
  coach: number,
) {
  const t = translatorFor(requestLocale(req))
  const db = await drizzleFor(req)
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('bookings-student'), ${owner})`)
  const { docs } = await req.payload.find({
    collection: 'bookings',
    where: {
      owner: { equals: owner },
      kind: { equals: 'free-consultation' },
      status: { equals: 'confirmed' },
      startsAt: { greater_than: new Date().toISOString() },
    },
    depth: 0,
    limit: 20,
    req,
    overrideAccess: true,
  })
  const withCoach = docs.filter((booking) => relationId(booking.coach) === coach).length
  if (withCoach >= FREE_PER_COACH) throw changeRefusal(t('booking.alreadyBooked'), 409)
  if (docs.length >= FREE_IN_ALL) throw changeRefusal(t('booking.tooManyFree'), 409)
}
