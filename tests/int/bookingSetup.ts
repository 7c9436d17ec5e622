import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleFor } from '@/lib/db/transaction'
import type { Booking } from '@/payload-types'

const HOUR = 3_600_000
export const DAY = 24 * HOUR

/** A day ahead at `hour`:`minute` UTC (`days` ahead when given): inside the test coach's hours, beyond its notice. */
export const daysAheadAt = (days: number, hour: number, minute = 0) => {
  const day = new Date(Date.now() + days * DAY)
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, minute))
}
export const tomorrowAt = (hour: number, minute = 0) => daysAheadAt(1, hour, minute)

/**
 * The test hosts' hours: UTC 08:00–18:00 every day, 30-minute consultations, an hour's package
 * sessions, 15 minutes' buffer, an hour's notice, 30 days ahead, changes until 24 hours before.
 */
export const testHours = {
  timeZone: 'UTC',
  weekly: (['1', '2', '3', '4', '5', '6', '7'] as const).map((weekday) => ({
    weekday,
    start: '08:00',
    end: '18:00',
  })),
  consultationMinutes: 30,
  sessionMinutes: 60,
  bufferMinutes: 15,
  minimumNoticeHours: 1,
  horizonDays: 30,
  changeDeadlineHours: 24,
}

/** A Local API call's refusal (its status and message), or null when it succeeded. */
export type Failure = { status?: number; message: string } | null
export const failure = (call: Promise<unknown>): Promise<Failure> =>
  call.then(
    () => null,
    (error: { status?: number; message: string }) => ({
      status: error.status,
      message: error.message,
    }),
  )

/** Runs the mail queue until it is empty (one booking's mails run one after another). */
export async function runMailQueue(payload: Payload) {
  for (let round = 0; round < 5; round++)
    await payload.jobs.run({ queue: 'mail', silent: true, limit: 100 })
}

/** A booking moved into the past, as time would (no door books a time already gone). */
export async function startedAgo(payload: Payload, booking: Booking, minutes: number) {
  const start = new Date(Date.now() - minutes * 60_000)
  const db = await drizzleFor({ payload } as never)
  await db.execute(
    sql`UPDATE bookings SET starts_at = ${start.toISOString()}, ends_at = ${new Date(start.getTime() + 30 * 60_000).toISOString()}, blocked_until = ${new Date(start.getTime() + 45 * 60_000).toISOString()} WHERE id = ${booking.id}`,
  )
}

/** A published coach with the test hours (testHours). */
export async function coachWithHours(payload: Payload, extra: Record<string, unknown> = {}) {
  const created = await payload.create({
    collection: 'coaches',
    data: {
      slug: `booking-coach-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`,
      name: 'Booking coach',
      title: 'Coach',
      headline: 'Admissions advice',
      _status: 'published',
    } as never,
  })
  await payload.create({
    collection: 'availabilities',
    data: {
      coach: created.id,
      ...testHours,
      ...extra,
    } as never,
  })
  madeCoaches.push(created.id)
  return created.id
}

/**
 * A published package of `coach` (a house package with null) in CNY: 1280 and a service fee of
 * 99.5, three sessions, titled in both languages ("Essay package" / "文书套餐") unless `extra` says
 * otherwise. Removed after the file with its orders and their ledger.
 */
export async function coachPackage(
  payload: Payload,
  coach: number | null,
  extra: Record<string, unknown> = {},
  zhTitle = '文书套餐',
) {
  const created = await payload.create({
    collection: 'packages',
    data: {
      slug: `booking-package-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`,
      title: 'Essay package',
      coach,
      category: 'admissions',
      startingAt: 1280,
      serviceFee: 99.5,
      currency: 'CNY',
      sessions: 3,
      _status: 'published',
      ...extra,
    } as never,
    locale: 'en',
  })
  await payload.update({
    collection: 'packages',
    id: created.id,
    data: { title: zhTitle } as never,
    locale: 'zh',
  })
  madePackages.push(created.id)
  return created.id
}

/** The coaches and packages this file made, removed after it (with their hours, bookings and orders): later files count the catalogue. */
const madeCoaches: number[] = []
const madePackages: number[] = []
export async function removeMadeCoaches(payload: Payload) {
  const packages = madePackages.splice(0)
  if (packages.length) {
    // An ordered package (and its coach) stays: its orders go first, after their ledger and sessions.
    const orders = (
      await payload.find({
        collection: 'orders',
        where: { package: { in: packages } },
        depth: 0,
        pagination: false,
        select: {},
      })
    ).docs.map((order) => order.id)
    if (orders.length) {
      await payload.delete({ collection: 'bookings', where: { order: { in: orders } } })
      await payload.delete({ collection: 'transactions', where: { order: { in: orders } } })
      await payload.delete({ collection: 'orders', where: { id: { in: orders } } })
    }
    await payload.delete({ collection: 'packages', where: { id: { in: packages } } })
  }
  const coach = { coach: { in: madeCoaches.splice(0) } }
  if (!coach.coach.in.length) return
  await payload.delete({ collection: 'bookings', where: coach })
  await payload.delete({ collection: 'availabilities', where: coach })
  await payload.delete({ collection: 'coaches', where: { id: coach.coach } })
}
