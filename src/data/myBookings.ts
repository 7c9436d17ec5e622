import { getPayloadClient } from '@/data/payload'
import type { AppLocale } from '@/i18n/locales'
import { changeDeadlineHours, changeWindow } from '@/lib/booking/changeWindow'
import { displayTimeZone } from '@/lib/booking/zonedTime'
import { relationId } from '@/lib/db/relationId'
import type { BookingKind, BookingStatus, ReviewStatus } from '@/lib/enums'
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
  /** Null when the coach is no longer on the site (the member cannot read it). */
  coach: { id: number; name: string; slug: string } | null
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
  kind: true,
  status: true,
  startsAt: true,
  endsAt: true,
  topic: true,
  studentTimeZone: true,
} as const

function summaryOf(booking: Booking, locale: AppLocale): MyBooking {
  const coach = typeof booking.coach === 'object' ? (booking.coach as Coach) : null
  return {
    id: booking.id,
    kind: booking.kind,
    status: booking.status,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt ?? booking.startsAt,
    timeZone: displayTimeZone(booking.studentTimeZone, locale),
    topic: booking.topic?.trim() || null,
    coach: coach?.slug ? { id: coach.id, name: coach.name, slug: coach.slug } : null,
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
    depth: 1,
    locale,
    select,
    populate: { coaches: { name: true, slug: true } },
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
    availabilitiesOf(upcoming.docs.map((booking) => relationId(booking.coach))),
    reviewsOf(
      user,
      past.docs.filter((booking) => booking.status === 'held').map((booking) => booking.id),
    ),
  ])
  return {
    upcoming: upcoming.docs.map((doc) => {
      const booking = summaryOf(doc as Booking, locale)
      const hours = changeDeadlineHours(availabilities.get(relationId(doc.coach)))
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
 * The availabilities of these coaches, in one read: public data, read as the system (the member
 * may not be able to read a coach taken off the site, whose deadline still applies).
 */
async function availabilitiesOf(
  coaches: number[],
): Promise<Map<number, Pick<Availability, 'changeDeadlineHours'>>> {
  const ids = [...new Set(coaches)].filter((id) => typeof id === 'number')
  if (!ids.length) return new Map()
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'availabilities',
    where: { coach: { in: ids } },
    depth: 0,
    limit: ids.length,
    select: { coach: true, changeDeadlineHours: true },
    overrideAccess: true,
  })
  return new Map(docs.map((doc) => [relationId(doc.coach), doc]))
}
