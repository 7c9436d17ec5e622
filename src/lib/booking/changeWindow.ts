import type { BookingStatus } from '@/lib/enums'
import type { Availability } from '@/payload-types'

const HOUR = 60 * 60 * 1000

/** How many hours before its start a booking can still be changed when the coach set no hours. */
export const DEFAULT_CHANGE_DEADLINE_HOURS = 24

/** The coach's deadline in hours before a session (24 when the coach has set no availability). */
export const changeDeadlineHours = (
  availability: Pick<Availability, 'changeDeadlineHours'> | null | undefined,
): number => availability?.changeDeadlineHours ?? DEFAULT_CHANGE_DEADLINE_HOURS

/**
 * Whether the student can still reschedule or cancel a booking online, and until when: only a
 * booked (confirmed) session, up to `hours` before it starts, that instant included. The bookings'
 * guard (collections/Bookings/hooks/guardChanges) and the pages both ask this.
 */
export function changeWindow(
  booking: { status: BookingStatus; startsAt: string | Date },
  hours: number,
  now: Date,
): { changeable: boolean; deadline: Date } {
  const deadline = new Date(new Date(booking.startsAt).getTime() - hours * HOUR)
  return {
    changeable:
      (booking.status === 'confirmed' || booking.status === 'awaiting-payment') &&
      now.getTime() <= deadline.getTime(),
    deadline,
  }
}
