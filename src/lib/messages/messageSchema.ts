import { z } from 'zod'

import { documentId } from '@/lib/validation/documentId'
import { optionalText, requiredText } from '@/lib/validation/text'

/** The longest message, in characters. */
export const MESSAGE_TEXT_MAX = 4000

/**
 * A message as the conversation's form sends it (`messages.errors` keys): its text (or only
 * attachments, uploaded first), and the client's own id for it, so a retry stores it once.
 */
export const messageSchema = z.object({
  conversation: documentId,
  body: optionalText(MESSAGE_TEXT_MAX).optional(),
  attachments: z
    .array(documentId, { error: 'attachment' })
    .max(3, { error: 'tooManyFiles' })
    .optional(),
  clientId: z
    .string({ error: 'badCharacters' })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'badCharacters' }),
})
export type MessageInput = z.infer<typeof messageSchema>

/** A question that opens a conversation: with a coach, or an organisation (about a listing of theirs). */
export const askSchema = z.object({
  coach: documentId.optional(),
  organisation: documentId.optional(),
  offering: documentId.optional(),
  job: documentId.optional(),
  booking: documentId.optional(),
  application: documentId.optional(),
  student: documentId.optional(),
  body: requiredText('bodyRequired', MESSAGE_TEXT_MAX),
  clientId: z
    .string({ error: 'badCharacters' })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'badCharacters' }),
})
export type AskInput = z.infer<typeof askSchema>

/** A conversation blocked, unblocked or reported by one of its parties. */
export const blockSchema = z.object({
  id: documentId,
  blocked: z.boolean({ error: 'badCharacters' }),
})
export const reportSchema = z.object({
  id: documentId,
  reason: requiredText('reportReason', 1000),
})
