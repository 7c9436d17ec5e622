import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { getCoach } from '@/data/coaches'
import { getOrganisation, getServiceManagers, type ManagerCardData } from '@/data/organisations'
import { type SessionOrder, sessionOrder } from '@/data/myOrders'
import { getPayloadClient } from '@/data/payload'
import { getSessionUser } from '@/data/session'
import type { AppLocale } from '@/i18n/locales'
import { changeDeadlineHours, changeWindow } from '@/lib/booking/changeWindow'
import { cacheTags } from '@/lib/cache/tags'
import { type Host, hostWhere } from '@/lib/booking/host'
import { bookableAvailability } from '@/lib/booking/hostAvailability'
import { freeSlots } from '@/lib/booking/freeSlots'
import { sessionMinutes } from '@/lib/booking/sessionMinutes'
import { relationId } from '@/lib/db/relationId'
import type { BookingKind } from '@/lib/enums'
import type { Coach, Package, User } from '@/payload-types'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * How far the page's first slots reach: the visitor's current week (today and six more days in
 * their zone, which the server does not know) starts before now and ends within seven days and an
 * hour of it, whatever the zone.
 */
const FIRST_WEEK_MS = 8 * DAY_MS

/** A coach's free consultations (or a package's sessions) as the booking page offers them. */
export type BookingOffer = {
  /** What is booked: a free consultation, or a session of the member's order. */
  kind: BookingKind
  /** The coach's zone (their hours are in it). */
  timeZone: string
  /** How long a booking of this kind with them lasts. */
  minutes: number
  /** The free slots from `from` (the time of the request) to `to`, as ISO instants. */
  firstWeek: { now: string; from: string; to: string; slots: string[] }
}

/** Whom the page books, as it names them and links to them. */
export type BookingHostView = {
  type: Host['type']
  id: number
  name: string
  /** The host's public page (the coach's, or the service manager's organisation's). */
  profilePath: string
  /** This booking page's own path (without the locale). */
  bookPath: string
}

export type BookingPageData = {
  host: BookingHostView
  /** The coach booked, or (for a service manager) null. */
  coach: Coach | null
  /** The service manager booked and their organisation's name, or (for a coach) null. */
  manager: (ManagerCardData & { organisation: string }) | null
  /** The member's own booking with this host being moved (`?reschedule=`), when it still can be. */
  rescheduling: { id: number; startsAt: string; kind: BookingKind } | null
  /**
   * The member's order of this coach's package whose next session the page books (`?order=`),
   * when one can be booked now; null: the page books a free consultation.
   */
  order: SessionOrder | null
  /** Null when the coach takes no bookings online (the callback request is the way in). */
  offer: BookingOffer | null
  /** A signed-in member with a verified address: the one who may book (bookFreeConsultation). */
  signedIn: boolean
}

/**
 * Whether a coach takes free consultations online: their profile's and packages' "Start Free
 * Consultation" then leads to the booking page. Cached with the coaches, which a change of hours
 * expires.
 */
export const coachTakesBookings = (coachId: number): Promise<boolean> =>
  unstable_cache(
    async () =>
      Boolean(await bookableAvailability(await getPayloadClient(), { type: 'coach', id: coachId })),
    ['coach-takes-bookings', String(coachId)],
    { tags: [cacheTags.coaches] },
  )()

/**
 * Whether a service manager takes free consultations online: their card on the organisation's
 * page then leads to their booking page. Cached with the organisations, which a change of a
 * manager's hours expires.
 */
export const managerTakesBookings = (managerId: number): Promise<boolean> =>
  unstable_cache(
    async () =>
      Boolean(
        await bookableAvailability(await getPayloadClient(), {
          type: 'service-manager',
          id: managerId,
        }),
      ),
    ['manager-takes-bookings', String(managerId)],
    { tags: [cacheTags.organisations] },
  )()

/** Whether a package's coach takes free consultations online (false for the house's packages). */
export const packageCoachTakesBookings = (pkg: Package): Promise<boolean> => {
  const coach = relationId(pkg.coach)
  return typeof coach === 'number' ? coachTakesBookings(coach) : Promise.resolve(false)
}

/**
 * `/coach/{slug}/book`: the published coach, their free slots of the days ahead and whether the
 * visitor may book; a session of the member's order (`orderId`) rather than a free consultation,
 * or a booking moved (`reschedule`, which wins). Live on each request (the slots change with the
 * clock and every booking); made once per request, however many parts of the page ask.
 */
export const getBookingPage = cache(
  async (
    slug: string,
    locale: AppLocale,
    reschedule: number | null,
    orderId: number | null,
  ): Promise<BookingPageData | null> => {
    const coach = await getCoach(slug, locale)
    if (!coach) return null
    const host: BookingHostView = {
      type: 'coach',
      id: coach.id,
      name: coach.name,
      profilePath: `/coach/${coach.slug}`,
      bookPath: `/coach/${coach.slug}/book`,
    }
    return { host, coach, manager: null, ...(await offerOf(host, locale, reschedule, orderId)) }
  },
)

/**
 * `/organisation/{id}/book/{manager}`: a free consultation with one of a shown organisation's
 * service managers, as getBookingPage books one with a coach (no packages: `?order=` is not read).
 */
export const getManagerBookingPage = cache(
  async (
    organisationId: number,
    managerId: number,
    locale: AppLocale,
    reschedule: number | null,
  ): Promise<BookingPageData | null> => {
    const [organisation, managers] = await Promise.all([
      getOrganisation(organisationId, locale),
      getServiceManagers(organisationId, locale),
    ])
    const manager = managers.find((one) => one.id === managerId)
    if (!organisation || !manager) return null
    const host: BookingHostView = {
      type: 'service-manager',
      id: manager.id,
      name: manager.name,
      profilePath: `/organisation/${organisation.id}`,
      bookPath: `/organisation/${organisation.id}/book/${manager.id}`,
    }
    return {
      host,
      coach: null,
      manager: { ...manager, organisation: organisation.name },
      ...(await offerOf(host, locale, reschedule, null)),
    }
  },
)

/** What the page offers of a host: their free slots, the booking moved or the order's session. */
async function offerOf(
  view: BookingHostView,
  locale: AppLocale,
  reschedule: number | null,
  orderId: number | null,
): Promise<Pick<BookingPageData, 'offer' | 'signedIn' | 'rescheduling' | 'order'>> {
  const host: Host = { type: view.type, id: view.id } as Host
  const payload = await getPayloadClient()
  const [availability, user] = await Promise.all([
    bookableAvailability(payload, host),
    getSessionUser(),
  ])
  const signedIn = Boolean(user) && user?.emailVerified !== false
  const member = signedIn ? user : null
  const [rescheduling, order] = await Promise.all([
    member && reschedule && availability
      ? movableBooking(member, reschedule, host, changeDeadlineHours(availability))
      : null,
    member && orderId && !reschedule && availability && host.type === 'coach'
      ? sessionOrder(member, orderId, host.id, locale)
      : null,
  ])
  if (!availability) return { offer: null, signedIn, rescheduling: null, order: null }
  // A session moved keeps its own length; a new one is the order's session or a consultation.
  const kind = rescheduling?.kind ?? (order ? 'package-session' : 'free-consultation')
  const minutes = sessionMinutes(availability, kind)
  const now = new Date()
  const to = new Date(now.getTime() + FIRST_WEEK_MS)
  // The booking being moved holds its own time: its slot and those beside it are offered too.
  const slots = await freeSlots(payload.db.drizzle, availability, {
    from: now,
    to,
    now,
    minutes,
    except: rescheduling?.id,
  })
  return {
    signedIn,
    rescheduling,
    order,
    offer: {
      kind,
      timeZone: availability.timeZone,
      minutes,
      firstWeek: {
        now: now.toISOString(),
        from: now.toISOString(),
        to: to.toISOString(),
        slots: slots.map((slot) => slot.start.toISOString()),
      },
    },
  }
}

/**
 * The member's booking `id` with this host, read as the member (another's is none), when they
 * can still move it (booked, before the host's deadline); else null (the page books anew).
 */
async function movableBooking(user: User, id: number, host: Host, hours: number) {
  const { docs } = await (
    await getPayloadClient()
  ).find({
    collection: 'bookings',
    where: { id: { equals: id }, ...hostWhere(host) },
    depth: 0,
    limit: 1,
    select: { startsAt: true, status: true, kind: true },
    user,
    overrideAccess: false,
  })
  const booking = docs[0]
  return booking && changeWindow(booking, hours, new Date()).changeable
    ? { id: booking.id, startsAt: booking.startsAt, kind: booking.kind }
    : null
}
