import type { Payload } from 'payload'

import { type Host, hostFields, hostKey, hostOf } from '@/lib/booking/host'
import type { Availability } from '@/payload-types'

import { coaches as seededCoaches } from './catalogue/coaches'
import { context, published } from './helpers'
import { createMember, demoEmail } from './organisations/members'

/** The demo coaches work from three cities in turn, so the booking page shows zones side by side. */
const zones = ['Europe/London', 'America/New_York', 'Asia/Shanghai']

const weekdays = (['1', '2', '3', '4', '5'] as const).flatMap((weekday) => [
  { weekday, start: '09:00', end: '12:00' },
  { weekday, start: '14:00', end: '18:00' },
])
const weekly: Availability['weekly'] = [...weekdays, { weekday: '6', start: '10:00', end: '13:00' }]

const rules = {
  weekly,
  consultationMinutes: 30,
  sessionMinutes: 60,
  bufferMinutes: 15,
  minimumNoticeHours: 12,
  horizonDays: 60,
  changeDeadlineHours: 24,
}

/**
 * Bookable hours for every demo coach and every demo organisation's service manager that has none
 * yet (idempotent).
 */
export async function seedAvailability(payload: Payload): Promise<number> {
  const [coaches, managers, existing] = await Promise.all([
    payload.find({ collection: 'coaches', pagination: false, depth: 0, sort: 'id', select: {} }),
    payload.find({
      collection: 'service-managers',
      pagination: false,
      depth: 0,
      sort: 'id',
      select: {},
    }),
    payload.find({
      collection: 'availabilities',
      pagination: false,
      depth: 0,
      select: { coach: true, serviceManager: true },
    }),
  ])
  const covered = new Set(existing.docs.flatMap((doc) => hostOf(doc) ?? []).map(hostKey))
  const hosts: Host[] = [
    ...coaches.docs.map((doc) => ({ type: 'coach' as const, id: doc.id })),
    ...managers.docs.map((doc) => ({ type: 'service-manager' as const, id: doc.id })),
  ]
  let created = 0
  for (const [index, host] of hosts.entries()) {
    if (covered.has(hostKey(host))) continue
    await payload.create({
      collection: 'availabilities',
      context,
      data: { ...hostFields(host), timeZone: zones[index % zones.length]!, ...rules },
    })
    created++
  }
  return created
}

/**
 * The first demo coach runs their profile from their own account (idempotent): the dashboard's
 * coaching pages and the coach's own booking mails have someone to show. Its password is random,
 * as every demo member's: an admin sets one to sign in as the coach.
 */
export async function seedCoachAccount(payload: Payload): Promise<void> {
  // The first coach of the demo catalogue by its slug: on a database that also holds other
  // coaches (made in the admin, or by tests), the lowest id may be one of those.
  const { docs } = await payload.find({
    collection: 'coaches',
    where: { slug: { equals: seededCoaches[0]!.slug } },
    limit: 1,
    depth: 0,
    select: { slug: true, account: true },
  })
  const coach = docs[0]
  if (!coach?.slug || coach.account) return
  const email = demoEmail('coach', coach.slug)
  const { docs: existing } = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
  })
  const account =
    existing[0] ??
    (await createMember(payload, {
      email,
      role: 'coach',
      firstName: 'Demo',
      lastName: 'Coach',
      preferredLocale: 'en',
    }))
  await payload.update({
    collection: 'coaches',
    id: coach.id,
    data: { account: account.id, ...published },
    context,
  })
}
