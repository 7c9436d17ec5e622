import { getPayloadClient } from '@/data/payload'
import type { AppLocale } from '@/i18n/locales'
import { changeDeadlineHours, changeWindow } from '@/lib/booking/changeWindow'
import { type Host, hostKey, hostOf } from '@/lib/booking/host'
import { displayTimeZone } from '@/lib/booking/zonedTime'
import { relationId } from '@/lib/db/relationId'
import type { BookingKind, BookingStatus, ReviewStatus } from '@/lib/enums'
import { translatorFor } from '@/lib/i18n/translate'
import { reviewWindow } from '@/lib/reviews/reviewWindow'
import type { Availability, Booking, Coach, Review, User } from '@/payload-types'

/** One of the member's bookings as /user/bookings shows it. */
export type MyBooking = {
  id: number
  kind: BookingKind
  status: BookingStatus
  startsAt: string
  endsAt: string
  /** The zone its times are shown in: the one the student booked in, else the language's. */
  timeZone: string
  topic: string | null
  /** Null when the coach is no longer on the site (the member cannot read it), or not a coach's. */
  coach: { id: number; name: string; slug: string } | null
  /** A service manager's consultation: the manager and their organisation, while on the site. */
  manager: { id: number; name: string; organisation: { id: number; name: string } } | null
  /** Whom it is with, as the card names them, their public page and booking page; null once gone. */
  host: { name: string; href: string; bookHref: string } | null
}

/**
 * An upcoming booking, with whether the student can still move or cancel it online, until when,
 * and the coach's deadline in hours before a session.
 */
export type UpcomingBooking = MyBooking & {
  changeable: boolean
  changeDeadline: string
  changeDeadlineHours: number
}

/** The member's review of a session, as its card shows it (the editor's reason when rejected). */
export type MyBookingReview = {
  id: number
  status: ReviewStatus
  rejectionReason: string | null
}

/**
 * A past booking, with the member's review of it and until when they may write or edit one: null
 * when they may not (not held, or the thirty days after it are over).
 */
export type PastBooking = MyBooking & {
  review: MyBookingReview | null
  reviewUntil: string | null
}

export type MyBookings = { upcoming: UpcomingBooking[]; past: PastBooking[] }

/** The most past bookings listed. */
const PAST_LIMIT = 50
/** Bounds the upcoming ones too (a student holds at most three free consultations at once). */
const UPCOMING_LIMIT = 100

const select = {
  coach: true,
  serviceManager: true,
  kind: true,
  status: true,
  startsAt: true,
  endsAt: true,
  topic: true,
  studentTimeZone: true,
} as const

function summaryOf(booking: Booking, locale: AppLocale): MyBooking {
  const coach = typeof booking.coach === 'object' ? (booking.coach as Coach) : null
  const manager = typeof booking.serviceManager === 'object' ? booking.serviceManager : null
  const organisation = typeof manager?.organisation === 'object' ? manager.organisation : null
  const host = coach?.slug
    ? { name: coach.name, href: `/coach/${coach.slug}`, bookHref: `/coach/${coach.slug}/book` }
    : manager && organisation
      ? {
          name: translatorFor(locale)('booking.managerOf', {
            manager: manager.name,
            organisation: organisation.name,
          }),
          href: `/organisation/${organisation.id}`,
          bookHref: `/organisation/${organisation.id}/book/${manager.id}`,
        }
      : null
  return {
    id: booking.id,
    kind: booking.kind,
    status: booking.status,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt ?? booking.startsAt,
    timeZone: displayTimeZone(booking.studentTimeZone, locale),
    topic: booking.topic?.trim() || null,
    coach: coach?.slug ? { id: coach.id, name: coach.name, slug: coach.slug } : null,
    manager:
      manager && organisation
        ? {
            id: manager.id,
            name: manager.name,
            organisation: { id: organisation.id, name: organisation.name },
          }
        : null,
    host,
  }
}

/**
 * The member's bookings, read as the member (their own only, staff's too): upcoming ones (booked
 * and not yet over), soonest first, each with its change deadline from the coach's availability;
 * and the rest (held, missed, cancelled or over), latest first, at most 50. Per request, never cached.
 */
export async function myBookings(
  user: User,
  locale: AppLocale,
  now = new Date(),
): Promise<MyBookings> {
  const payload = await getPayloadClient()
  const read = {
    collection: 'bookings',
    // Two levels: a service manager's organisation's name.
    depth: 2,
    locale,
    select,
    populate: {
      coaches: { name: true, slug: true },
      'service-managers': { name: true, organisation: true },
      organisations: { name: true },
    },
    user,
    overrideAccess: false,
  } as const
  const mine = { owner: { equals: user.id } }
  const at = now.toISOString()
  const [upcoming, past] = await Promise.all([
    payload.find({
      ...read,
      where: {
        and: [
          mine,
          { status: { in: ['confirmed', 'awaiting-payment'] } },
          { endsAt: { greater_than: at } },
        ],
      },
      sort: 'startsAt',
      limit: UPCOMING_LIMIT,
    }),
    payload.find({
      ...read,
      where: {
        and: [
          mine,
          {
            or: [
              { status: { in: ['held', 'no-show', 'cancelled'] } },
              { endsAt: { less_than_equal: at } },
            ],
          },
        ],
      },
      sort: '-startsAt',
      limit: PAST_LIMIT,
    }),
  ])

  const [availabilities, reviews] = await Promise.all([
    availabilitiesOf(upcoming.docs.flatMap((booking) => hostOf(booking) ?? [])),
    reviewsOf(
      user,
      past.docs.filter((booking) => booking.status === 'held').map((booking) => booking.id),
    ),
  ])
  return {
    upcoming: upcoming.docs.map((doc) => {
      const booking = summaryOf(doc as Booking, locale)
      const host = hostOf(doc)
      const hours = changeDeadlineHours(host ? availabilities.get(hostKey(host)) : null)
      const { changeable, deadline } = changeWindow(booking, hours, now)
      return {
        ...booking,
        changeable,
        changeDeadline: deadline.toISOString(),
        changeDeadlineHours: hours,
      }
    }),
    past: past.docs.map((doc) => {
      const window = reviewWindow(doc, now)
      const review = reviews.get(doc.id)
      return {
        ...summaryOf(doc as Booking, locale),
        review: review
          ? {
              id: review.id,
              status: review.status,
              rejectionReason: review.rejectionReason?.trim() || null,
            }
          : null,
        reviewUntil: window.open ? window.until.toISOString() : null,
      }
    }),
  }
}

/**
 * The member's reviews of these held sessions, by booking, in one read as the member (their own
 * reviews, whatever their status, with the editor's reason when rejected).
 */
async function reviewsOf(
  user: User,
  bookings: number[],
): Promise<Map<number, Pick<Review, 'id' | 'status' | 'rejectionReason'>>> {
  if (!bookings.length) return new Map()
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'reviews',
    where: { and: [{ owner: { equals: user.id } }, { booking: { in: bookings } }] },
    depth: 0,
    limit: bookings.length,
    select: { booking: true, status: true, rejectionReason: true },
    // Only the member's (the owner is in the query): as the member, Payload would refuse to query
    // owner and booking, fields only a review's owner and staff read.
    overrideAccess: true,
  })
  return new Map(docs.map((doc) => [relationId(doc.booking), doc]))
}

/** A session the member reviews on its own page, with their review of it so far. */
export type BookingToReview = {
  booking: MyBooking
  /** Whether they may write or edit the review now (held, within thirty days), and until when. */
  window: { open: boolean; until: string }
  review: Pick<
    Review,
    'id' | 'authorName' | 'status' | 'rating' | 'criteria' | 'text' | 'rejectionReason'
  > | null
}

/**
 * The member's booking `id` with their review of it, or null when it is not theirs (staff, who
 * may read every booking, only review their own). Read as the member, per request.
 */
export async function myBookingToReview(
  user: User,
  id: number,
  locale: AppLocale,
  now = new Date(),
): Promise<BookingToReview | null> {
  const payload = await getPayloadClient()
  const mine = { owner: { equals: user.id } }
  const [bookings, reviews] = await Promise.all([
    payload.find({
      collection: 'bookings',
      where: { and: [{ id: { equals: id } }, mine] },
      depth: 1,
      limit: 1,
      locale,
      select,
      populate: { coaches: { name: true, slug: true } },
      user,
      overrideAccess: false,
    }),
    payload.find({
      collection: 'reviews',
      where: { and: [{ booking: { equals: id } }, mine] },
      depth: 0,
      limit: 1,
      select: {
        authorName: true,
        status: true,
        rating: true,
        criteria: true,
        text: true,
        rejectionReason: true,
      },
      // The member's own (`mine`), as reviewsOf reads them.
      overrideAccess: true,
    }),
  ])
  const doc = bookings.docs[0]
  if (!doc) return null
  const { open, until } = reviewWindow(doc, now)
  return {
    booking: summaryOf(doc as Booking, locale),
    window: { open, until: until.toISOString() },
    review: reviews.docs[0] ?? null,
  }
}

/**
 * The availabilities of these hosts, in one read: public data, read as the system (the member
 * may not be able to read a coach taken off the site, whose deadline still applies).
 */
async function availabilitiesOf(
  hosts: Host[],
): Promise<Map<string, Pick<Availability, 'changeDeadlineHours'>>> {
  const ids = (type: Host['type']) => [
    ...new Set(hosts.filter((host) => host.type === type).map((host) => host.id)),
  ]
  const [coaches, managers] = [ids('coach'), ids('service-manager')]
  if (!coaches.length && !managers.length) return new Map()
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'availabilities',
    where: {
      or: [{ coach: { in: coaches } }, { serviceManager: { in: managers } }],
    },
    depth: 0,
    limit: coaches.length + managers.length,
    select: { coach: true, serviceManager: true, changeDeadlineHours: true },
    overrideAccess: true,
  })
  return new Map(
    docs.flatMap((doc) => {
      const host = hostOf(doc)
      return host ? [[hostKey(host), doc] as const] : []
    }),
  )
}
