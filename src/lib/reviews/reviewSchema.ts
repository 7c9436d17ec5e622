import { z } from 'zod'

import { reviewCriteria } from '@/lib/enums'
import { documentId } from '@/lib/validation/documentId'
import { optionalText, requiredText } from '@/lib/validation/text'

/** Stars as the form sends them: a whole number from 1 to 5 (`reviews.errors` keys). */
const stars = z
  .number({ error: 'stars' })
  .int({ error: 'stars' })
  .min(1, { error: 'stars' })
  .max(5, { error: 'stars' })

/** The longest review text, in characters. */
export const REVIEW_TEXT_MAX = 2000
/** The longest reply of a coach, in characters. */
export const REPLY_TEXT_MAX = 1000

/**
 * A review of a held session: overall stars, stars for each criterion, and an optional text in
 * either language. One definition for the form, the server action and the collection's fields.
 */
export const reviewSchema = z.object({
  booking: documentId,
  rating: stars,
  criteria: z.object(
    Object.fromEntries(reviewCriteria.map(({ value }) => [value, stars])) as Record<
      (typeof reviewCriteria)[number]['value'],
      typeof stars
    >,
  ),
  text: optionalText(REVIEW_TEXT_MAX).optional(),
})
export type ReviewInput = z.infer<typeof reviewSchema>

/** The coach's one reply to a published review. */
export const replySchema = z.object({
  id: documentId,
  reply: requiredText('replyRequired', REPLY_TEXT_MAX),
})

/** A review its student removes. */
export const reviewIdSchema = z.object({ id: documentId })
