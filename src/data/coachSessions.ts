import { getPayloadClient } from '@/data/payload'
import type { AppLocale } from '@/i18n/locales'
import { hasRole } from '@/lib/auth/roles'
import { type Host, hostOf, hostWhere } from '@/lib/booking/host'
import { takesBookings } from '@/lib/booking/hostAvailability'
import { displayTimeZone } from '@/lib/booking/zonedTime'
import { relationId } from '@/lib/db/relationId'
import type { BookingKind, BookingStatus } from '@/lib/enums'
import type { Availability, User } from '@/payload-types'

/** The coach profile an account runs, with the zone its sessions are shown in. */
export type RunProfile = {
  id: number
  name: string
  slug: string
  timeZone: string
  /** Its hours, read as the account; null until some were set. */
  availability: Availability | null
}

/** A session as the coach's account sees it: whom with, when (in the coach's zone and the student's). */
export type CoachSession = {
  id: number
  kind: BookingKind
  status: BookingStatus
  startsAt: string
  endsAt: string
  /** Null when the student gave no name. */
  student: string | null
  /** The student's account, to write to them from the session; null once it was erased. */
  studentAccount: number | null
  studentTimeZone: string | null
  topic: string | null
}

export type CoachSessions = {
  profile: RunProfile
  /** Started and still booked: the coach says whether it was held or missed. */
  toMark: HostSession[]
  upcoming: HostSession[]
  /** Held, missed or cancelled, latest first (at most 50). */
  past: HostSession[]
}

const PAST_LIMIT = 50
const OPEN_LIMIT = 200

/**
 * The coach profile an account runs (a draft too; content staff link one account to one profile),
 * with its zone. Which profile links to the account is the portal's own lookup, as in the access
 * rules (coachProfilesOf): the link is staff's field, hidden from the account. The zone is read as
 * the account.
 */
export async function myCoachProfile(user: User, locale: AppLocale): Promise<RunProfile | null> {
  if (!hasRole(user, 'coach')) return null
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'coaches',
    where: { account: { equals: user.id } },
    depth: 0,
    limit: 1,
    locale,
    draft: true,
    select: { name: true, slug: true },
    overrideAccess: true,
  })
  const profile = docs[0]
  if (!profile) return null
  const availability = await myAvailability(user, { type: 'coach', id: profile.id })
  return {
    id: profile.id,
    name: profile.name,
    slug: profile.slug ?? '',
    timeZone: displayTimeZone(availability?.timeZone, locale),
    availability,
  }
}

/**
 * The sessions of the coach profile the account runs, read as the account (the bookings' access
 * rule lets a coach's account read its coach's bookings only): those to mark, upcoming ones
 * soonest first, and past ones latest first; null without a profile. Per request, never cached.
 */
export async function coachSessions(
  user: User,
  locale: AppLocale,
  now = new Date(),
): Promise<CoachSessions | null> {
  const profile = await myCoachProfile(user, locale)
  if (!profile) return null
  return { profile, ...(await hostSessions(user, [{ type: 'coach', id: profile.id }], now)) }
}

/** A host's sessions as its side sees them, each with the host it is with. */
export type HostSession = CoachSession & { host: Host }

/**
 * The sessions of these hosts, read as the account (the bookings' access rule lets a coach's
 * account read its coach's bookings, an organisation's its managers'): those to mark, upcoming
 * ones soonest first, and past ones latest first.
 */
export async function hostSessions(
  user: User,
  hosts: Host[],
  now = new Date(),
): Promise<{ toMark: HostSession[]; upcoming: HostSession[]; past: HostSession[] }> {
  if (!hosts.length) return { toMark: [], upcoming: [], past: [] }
  const payload = await getPayloadClient()
  const read = {
    collection: 'bookings',
    depth: 0,
    user,
    overrideAccess: false,
  } as const
  const theirs = { or: hosts.map(hostWhere) }
  const at = now.toISOString()
  const booked = { status: { equals: 'confirmed' } }
  const [open, past] = await Promise.all([
    payload.find({
      ...read,
      where: { and: [theirs, booked] },
      sort: 'startsAt',
      limit: OPEN_LIMIT,
    }),
    payload.find({
      ...read,
      // A session held until its order is paid is neither the coach's yet nor past.
      where: { and: [theirs, { status: { in: ['held', 'no-show', 'cancelled'] } }] },
      sort: '-startsAt',
      limit: PAST_LIMIT,
    }),
  ])
  const sessions = open.docs.map(sessionOf)
  return {
    toMark: sessions.filter((session) => session.startsAt <= at),
    upcoming: sessions.filter((session) => session.startsAt > at),
    past: past.docs.map(sessionOf),
  }
}

function sessionOf(booking: {
  id: number
  coach?: number | { id: number } | null
  serviceManager?: number | { id: number } | null
  kind: BookingKind
  status: BookingStatus
  startsAt: string
  endsAt?: string | null
  owner?: number | { id: number } | null
  studentName?: string | null
  studentTimeZone?: string | null
  topic?: string | null
}): HostSession {
  return {
    id: booking.id,
    host: hostOf(booking) as Host,
    kind: booking.kind,
    status: booking.status,
    startsAt: new Date(booking.startsAt).toISOString(),
    endsAt: new Date(booking.endsAt ?? booking.startsAt).toISOString(),
    student: booking.studentName?.trim() || null,
    studentAccount: booking.owner == null ? null : relationId(booking.owner),
    studentTimeZone: booking.studentTimeZone ?? null,
    topic: booking.topic?.trim() || null,
  }
}

/** The availability of a host the account runs, read as the account; null when none was set yet. */
export async function myAvailability(user: User, host: Host): Promise<Availability | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'availabilities',
    where: hostWhere(host),
    depth: 0,
    limit: 1,
    user,
    overrideAccess: false,
  })
  return docs[0] ?? null
}

/** Whether the coach's account has set some hours for its profile: students can book it. */
export async function coachHoursSet(user: User, locale: AppLocale): Promise<boolean> {
  const profile = await myCoachProfile(user, locale)
  return takesBookings(profile?.availability)
}
