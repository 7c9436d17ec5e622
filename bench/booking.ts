/**
 * bench/booking: bookings under contention, and the slot listing at a year's size (issue 37).
 *
 * 1. 200 students book 20 free slots of one coach at the same moment (each a slot at random, as
 *    the Local API on the member's behalf, the path the form and REST take): exactly 20 bookings,
 *    every other answer "This time was just taken", and the time the burst took.
 * 2. A coach bookable every weekday for a year with 1,000 bookings spread over it: the free slots
 *    of six weeks (the most one request lists) at random points of the year, p50/p95 over 200
 *    reads, as a ratio to the 20 ms a list may take (issue 34) and to a bare round trip to the
 *    database measured in the same run.
 * Everything it makes is removed again. Exit code 1 when a count is wrong or p95 is over 20 ms.
 *   Run: npm run bench:booking
 */
import { performance } from 'node:perf_hooks'

import type { Migration } from 'payload'

const { getPayload } = await import('payload')
const { default: config } = await import('../payload.config')
const { migrations } = await import('../migrations')
const { freeSlots } = await import('../src/lib/booking/freeSlots')
const { sql } = await import('@payloadcms/db-postgres')

const payload = await getPayload({ config })
await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
const db = payload.db.drizzle
const run = Date.now().toString(36)
const DAY = 24 * 3_600_000
const percentile = (list: number[], p: number) =>
  [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(list.length * p))]!
let failed = false

async function benchCoach(name: string) {
  return payload.create({
    collection: 'coaches',
    data: {
      slug: `bench-${name}-${run}`,
      name: `Bench ${name}`,
      title: 'Coach',
      headline: 'Bench',
      _status: 'published',
    } as never,
  })
}
const users: number[] = []
const coaches: number[] = []

try {
  // 1. The burst: one day of 20 half-hour slots, 200 students at once.
  const contested = await benchCoach('burst')
  coaches.push(contested.id)
  const day = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10)
  await payload.create({
    collection: 'availabilities',
    data: {
      coach: contested.id,
      timeZone: 'UTC',
      weekly: [],
      overrides: [{ date: day, ranges: [{ start: '08:00', end: '18:00' }] }],
      consultationMinutes: 30,
      bufferMinutes: 0,
      minimumNoticeHours: 0,
      horizonDays: 30,
    } as never,
  })
  const slots = Array.from({ length: 20 }, (_, i) =>
    new Date(Date.parse(`${day}T08:00:00.000Z`) + i * 30 * 60_000).toISOString(),
  )
  const students = []
  for (let i = 0; i < 200; i++) {
    const user = await payload.create({
      collection: 'users',
      data: {
        email: `bench-${run}-${i}@bench.test`,
        password: 'Passw0rdOk',
        roles: ['student'],
        emailVerified: true,
      } as never,
    })
    users.push(user.id)
    students.push(user)
  }
  const started = performance.now()
  const answers = await Promise.all(
    students.map((user, i) =>
      payload
        .create({
          collection: 'bookings',
          data: { coach: contested.id, startsAt: slots[(i * 7) % 20] } as never,
          user,
          overrideAccess: false,
        })
        .then(
          () => 'booked',
          (error: { status?: number; message: string }) => `${error.status} ${error.message}`,
        ),
    ),
  )
  const burstMs = performance.now() - started
  const booked = answers.filter((a) => a === 'booked').length
  const taken = answers.filter((a) => a.startsWith('409 This time was just taken')).length
  const stored = (
    await payload.count({ collection: 'bookings', where: { coach: { equals: contested.id } } })
  ).totalDocs
  const countsRight = booked === 20 && stored === 20 && taken === 180
  failed ||= !countsRight
  console.log(
    `burst: 200 students on 20 slots in ${burstMs.toFixed(0)} ms (${(burstMs / 200).toFixed(1)} ms per request)`,
  )
  console.log(
    `  booked ${booked}, stored ${stored}, "just taken" ${taken}, other ${200 - booked - taken}: ${countsRight ? 'met' : 'NOT met'} (20, 20, 180, 0)`,
  )

  // 2. A year of availability with 1,000 bookings, read six weeks at a time.
  const busy = await benchCoach('year')
  coaches.push(busy.id)
  const availability = await payload.create({
    collection: 'availabilities',
    data: {
      coach: busy.id,
      timeZone: 'Europe/London',
      weekly: (['1', '2', '3', '4', '5'] as const).map((weekday) => ({
        weekday,
        start: '08:00',
        end: '20:00',
      })),
      consultationMinutes: 30,
      bufferMinutes: 15,
      minimumNoticeHours: 0,
      horizonDays: 365,
    } as never,
  })
  const now = new Date()
  const candidates = await freeSlots(db, availability, {
    from: now,
    to: new Date(now.getTime() + 365 * DAY),
    now,
    minutes: 30,
  })
  const owner = users[0]!
  const chosen = candidates.filter((_, i) => i % Math.floor(candidates.length / 1000) === 0)
  for (const slot of chosen.slice(0, 1000)) {
    await db.execute(
      sql`
        INSERT INTO bookings (owner_id, coach_id, starts_at, ends_at, blocked_until)
        VALUES (${owner}, ${busy.id}, ${slot.start.toISOString()}, ${slot.end.toISOString()},
                ${new Date(slot.end.getTime() + 15 * 60_000).toISOString()})`,
    )
  }
  const reads: number[] = []
  const roundTrips: number[] = []
  for (let i = 0; i < 200; i++) {
    const from = new Date(now.getTime() + Math.random() * 320 * DAY)
    let t = performance.now()
    await freeSlots(db, availability, {
      from,
      to: new Date(from.getTime() + 42 * DAY),
      now,
      minutes: 30,
    })
    reads.push(performance.now() - t)
    t = performance.now()
    await db.execute(sql`SELECT 1`)
    roundTrips.push(performance.now() - t)
  }
  const p95 = percentile(reads, 0.95)
  const floor = percentile(roundTrips, 0.95)
  failed ||= p95 > 20
  console.log(
    `slots of six weeks, a year of hours and ${Math.min(chosen.length, 1000)} bookings, 200 reads:`,
  )
  console.log(
    `  p50 ${percentile(reads, 0.5).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms = ${(p95 / 20).toFixed(2)} × the 20 ms ceiling, ${(p95 / floor).toFixed(1)} × a database round trip (p95 ${floor.toFixed(2)} ms): ${p95 <= 20 ? 'met' : 'NOT met'}`,
  )
} finally {
  if (coaches.length) {
    await payload.delete({ collection: 'bookings', where: { coach: { in: coaches } } })
    await payload.delete({ collection: 'availabilities', where: { coach: { in: coaches } } })
    await payload.delete({ collection: 'coaches', where: { id: { in: coaches } } })
  }
  if (users.length) await payload.delete({ collection: 'users', where: { id: { in: users } } })
  await payload.destroy()
}
process.exit(failed ? 1 : 0)
