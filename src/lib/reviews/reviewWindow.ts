import type { Booking } from '@/payload-types'

/** Days after a held session its student may review it (and edit the review). */
export const REVIEW_DAYS = 30

/**
 * Whether a booking can be reviewed now, and until when: only a session with a coach (a service
 * manager's consultation is not rated) that its coach or staff marked held (a missed one cannot
 * be), from its end for thirty days.
 */
export function reviewWindow(
  booking: Pick<Booking, 'coach' | 'status' | 'startsAt' | 'endsAt'>,
  now: Date,
): { open: boolean; until: Date } {
  const end = new Date(booking.endsAt ?? booking.startsAt)
  const until = new Date(end.getTime() + REVIEW_DAYS * 24 * 60 * 60 * 1000)
  return {
    open: booking.coach != null && booking.status === 'held' && now.getTime() <= until.getTime(),
    until,
  }
}
