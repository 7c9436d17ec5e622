import { z } from 'zod'

import { optionalText } from '@/lib/validation/text'
import { documentId } from '@/lib/validation/documentId'

/** The student's own words to the organisation: optional, up to 2,000 characters (`applications.errors` keys). */
export const applyMessageSchema = z.object({ message: optionalText(2000).optional() })

/** An application as the form sends it: the listing (its kind and id) and the message; the CV travels apart, as a file. */
export const applySchema = applyMessageSchema.extend({
  kind: z.enum(['offerings', 'jobs']),
  id: documentId,
})
export type ApplyInput = z.infer<typeof applySchema>

/** The application the student withdraws. */
export const withdrawSchema = z.object({ id: documentId })
