import { z } from 'zod'

import { documentId } from '@/lib/validation/documentId'
import { optionalText } from '@/lib/validation/text'

import { isTimeZone } from './availabilityRules'

/** A slot's start as the page sends it: an ISO instant (`booking.errors` keys). */
const slotStart = z.iso.datetime({ offset: true, error: 'slotRequired' })

/**
 * A free consultation as the booking form sends it: the coach, the slot chosen, what the student
 * wants to discuss (optional, up to 1,000 characters) and the zone they read the times in.
 */
export const bookingSchema = z.object({
  coach: documentId,
  startsAt: slotStart,
  topic: optionalText(1000).optional(),
  timeZone: z
    .string({ error: 'badCharacters' })
    .max(64, { error: 'badCharacters' })
    .refine(isTimeZone, { error: 'badCharacters' }),
})
export type BookingInput = z.infer<typeof bookingSchema>

/** One of an ordered package's sessions, booked against the member's order. */
export const packageSessionSchema = bookingSchema.extend({ order: documentId })
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
