import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeChangeHook } from 'payload'

import { hasRole } from '@/lib/auth/roles'
import { whyNotBookable } from '@/lib/booking/bookable'
import { type Host, hostOf, hostsNamed } from '@/lib/booking/host'
import { hostLockSpace } from '@/lib/booking/hostSql'
import { bookableAvailability } from '@/lib/booking/hostAvailability'
import { sessionMinutes } from '@/lib/booking/sessionMinutes'
import { HELD_BEFORE_PAYMENT } from '@/lib/orders/orderLines'
import { relationId } from '@/lib/db/relationId'
import { drizzleFor } from '@/lib/db/transaction'
import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'
import { changeRefusal, fieldRefusal } from '@/lib/validation/refusal'
import type { Booking } from '@/payload-types'

/** Upcoming free consultations one student may hold: one per coach or service manager, three in all. */
const FREE_PER_HOST = 1
const FREE_IN_ALL = 3

/**
 * A new booking, or a booking moved to another time, takes its time only if its host's rules
 * offer it and nothing holds it now. Bookings of one host (a coach or a service manager) queue
 * behind a lock on the host until the new row commits, so of twenty requests for one slot exactly
 * one gets it and the others hear that it was just taken (the database's exclusion constraints
 * back this for every other path). A booking names exactly one host, which it keeps.
 */
export const holdSlot: CollectionBeforeChangeHook<Booking> = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  const start = data.startsAt ?? originalDoc?.startsAt
  const t = translatorFor(requestLocale(req))
  const merged = { ...originalDoc, ...data }
  // (A past booking whose service manager was since removed names none, and keeps that.)
  if (operation === 'create' ? hostsNamed(merged) !== 1 : hostChanged(data, originalDoc))
    throw fieldRefusal('bookings', [{ path: 'coach', message: t('booking.oneHost') }])
  const moved =
    operation === 'create' ||
    (data.startsAt !== undefined &&
      new Date(data.startsAt).getTime() !== new Date(originalDoc?.startsAt ?? 0).getTime())
  if (!moved || !start || (data.status ?? originalDoc?.status) === 'cancelled') return data

  const staff = hasRole(req.user, 'admin', 'editor')
  const host = hostOf(merged) as Host
  const db = await drizzleFor(req)
  // A package's session is booked against its member's order (staff may book one without); only
  // a package's session is: an order named on a free consultation would use up its sessions.
  if (operation === 'create' && data.order && data.kind !== 'package-session')
    throw changeRefusal(t('orders.errors.onlyPackageSessions'), 400)
  // Service managers give free consultations; packages are coaches'.
  if (host.type === 'service-manager' && (data.kind ?? originalDoc?.kind) === 'package-session')
    throw changeRefusal(t('booking.consultationOnly'), 400)
  const held =
    operation === 'create' && data.kind === 'package-session' && (!staff || data.order)
      ? await sessionOfOrder(req, data, host.id, new Date(start))
      : null
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${hostLockSpace(host)}), ${host.id})`)
  const availability = await bookableAvailability(req.payload, host, req)
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
    await checkFreeConsultations(req, relationId(data.owner as number | { id: number }), host)

  const endsAt = new Date(startsAt.getTime() + minutes * 60_000)
  const blockedUntil = new Date(endsAt.getTime() + (availability.bufferMinutes ?? 0) * 60_000)
  return {
    ...data,
    ...(held ? { status: held } : {}),
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    blockedUntil: blockedUntil.toISOString(),
  }
}

/** One student's free consultations, counted under a lock on the student (twenty tabs book one). */
async function checkFreeConsultations(
  req: Parameters<CollectionBeforeChangeHook>[0]['req'],
  owner: number,
  host: Host,
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
  const withHost = docs.filter((booking) => {
    const theirs = hostOf(booking)
    return theirs?.type === host.type && theirs.id === host.id
  }).length
  if (withHost >= FREE_PER_HOST) throw changeRefusal(t('booking.alreadyBooked'), 409)
  if (docs.length >= FREE_IN_ALL) throw changeRefusal(t('booking.tooManyFree'), 409)
}

/**
 * The status a package session booked against `data.order` starts in: booked when the order is
 * paid, held until payment when it awaits it (its first session only, at a time after the order's
 * payment deadline). Refused when the order is
 * not the member's, is for another coach, is expired, cancelled or refunded, or has no session
 * left. Counted under a lock on the order, so twenty sessions booked at once against an order
 * with three left give three.
 */
async function sessionOfOrder(
  req: Parameters<CollectionBeforeChangeHook>[0]['req'],
  data: Partial<Booking>,
  coach: number,
  start: Date,
): Promise<'confirmed' | 'awaiting-payment'> {
  const t = translatorFor(requestLocale(req))
  const orderId = data.order ? relationId(data.order as number | { id: number }) : null
  if (typeof orderId !== 'number') throw changeRefusal(t('booking.packageNeedsOrder'), 403)
  const db = await drizzleFor(req)
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('orders'), ${orderId})`)
  const order = await req.payload.findByID({
    collection: 'orders',
    id: orderId,
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
  })
  const staff = hasRole(req.user, 'admin', 'editor')
  if (!order || (!staff && relationId(order.owner ?? 0) !== req.user?.id))
    throw changeRefusal(t('booking.packageNeedsOrder'), 403)
  if (relationId(order.coach ?? 0) !== coach)
    throw changeRefusal(t('orders.errors.otherCoach'), 400)
  if (order.status !== 'paid' && order.status !== 'awaiting-payment')
    throw changeRefusal(t('orders.errors.notBookable'), 409)
  const { totalDocs: booked } = await req.payload.count({
    collection: 'bookings',
    where: { order: { equals: orderId }, status: { not_equals: 'cancelled' } },
    req,
    overrideAccess: true,
  })
  if (booked >= (order.sessions ?? 0)) throw changeRefusal(t('orders.errors.noSessionsLeft'), 409)
  if (order.status === 'awaiting-payment' && booked >= HELD_BEFORE_PAYMENT)
    throw changeRefusal(t('orders.errors.payToBookMore'), 409)
  // A held time must not come before the order can lapse: it would pass unpaid.
  if (
    order.status === 'awaiting-payment' &&
    start.getTime() < new Date(order.expiresAt ?? 0).getTime()
  )
    throw changeRefusal(t('orders.errors.holdAfterDeadline'), 409)
  return order.status === 'paid' ? 'confirmed' : 'awaiting-payment'
}

/** Whether an update names another host than the booking's (a booking keeps its host). */
function hostChanged(data: Partial<Booking>, originalDoc: Booking | undefined): boolean {
  const before = originalDoc ? hostOf(originalDoc) : null
  const after = hostOf({ ...originalDoc, ...data })
  return before?.type !== after?.type || before?.id !== after?.id
}
