import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator'

/** What a calendar invite says of a booking. */
export type InviteDetails = {
  id: number
  sequence: number
  start: Date
  end: Date
  cancelled: boolean
  summary: string
  description: string
  /** The booking's page, absolute. */
  url: string
  /** The portal's host, which makes the invite's UID unique across calendars. */
  host: string
  organizer: { name: string; email: string }
  attendee: { email: string; name?: string }
}

/** The invite's UID: the same for every version of one booking, so calendars replace, not add. */
export const inviteUid = (id: number, host: string) => `booking-${id}@${host}`

/**
 * An iCalendar invite (RFC 5545) for one booking: a REQUEST while it stands (its SEQUENCE raised at
 * each move, so the calendar updates the event) and a CANCEL once cancelled. Times in UTC.
 */
export function bookingInvite(details: InviteDetails): {
  method: 'REQUEST' | 'CANCEL'
  content: string
} {
  const method = details.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST
  const calendar = ical({
    prodId: { company: details.host, product: 'bookings', language: 'EN' },
    method,
  })
  calendar.createEvent({
    id: inviteUid(details.id, details.host),
    sequence: details.sequence,
    start: details.start,
    end: details.end,
    summary: details.summary,
    description: details.description,
    url: details.url,
    status: details.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: details.organizer,
    attendees: [{ ...details.attendee, rsvp: false }],
  })
  return { method: details.cancelled ? 'CANCEL' : 'REQUEST', content: calendar.toString() }
}
