import { z } from 'zod'

import { documentId } from '@/lib/validation/documentId'
import { optionalText } from '@/lib/validation/text'

import { isTimeZone } from './availabilityRules'

/** A slot's start as the page sends it: an ISO instant (`booking.errors` keys). */
const slotStart = z.iso.datetime({ offset: true, error: 'slotRequired' })

/** What every booking form sends: the slot chosen, the student's topic and their zone. */
const sessionFields = {
  startsAt: slotStart,
  topic: optionalText(1000).optional(),
  timeZone: z
    .string({ error: 'badCharacters' })
    .max(64, { error: 'badCharacters' })
    .refine(isTimeZone, { error: 'badCharacters' }),
}

/**
 * A free consultation as the booking form sends it: the host (a coach or a service manager, one of
 * them), the slot chosen, what the student wants to discuss (optional, up to 1,000 characters) and
 * the zone they read the times in.
 */
export const bookingSchema = z
  .object({
    coach: documentId.optional(),
    serviceManager: documentId.optional(),
    ...sessionFields,
  })
  .refine(({ coach, serviceManager }) => (coach === undefined) !== (serviceManager === undefined), {
    error: 'badCharacters',
  })
export type BookingInput = z.infer<typeof bookingSchema>

/** One of an ordered package's sessions (a coach's), booked against the member's order. */
export const packageSessionSchema = z.object({
  coach: documentId,
  order: documentId,
  ...sessionFields,
})
export type PackageSessionInput = z.infer<typeof packageSessionSchema>

/** A booking moved to another slot of the same coach. */
export const rescheduleSchema = z.object({ id: documentId, startsAt: slotStart })

/** A booking the student cancels. */
export const cancelBookingSchema = z.object({ id: documentId })

/** A started session the coach's account marks held or missed. */
export const markSessionSchema = z.object({
  id: documentId,
  status: z.enum(['held', 'no-show'], { error: 'badCharacters' }),
})
