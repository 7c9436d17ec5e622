import type { Payload } from 'payload'

import { clientFault } from '@/lib/errors/clientFaults'
import { translatorFor } from '@/lib/i18n/translate'

import type { ActionFailure } from './result'

type Refusal = {
  isPublic?: boolean
  data?: { errors?: { path?: string; message: string }[] }
  message?: string
}

/**
 * The reason shown to the member: a refusal's own (already localized) message, else a general one
 * in their language. Never the text of an unexpected error (it may hold SQL and the values sent).
 */
export const refusalReason = (error: unknown, locale: string) => {
  const refusal = error as Refusal
  if (refusal.isPublic) return refusal.data?.errors?.[0]?.message ?? refusal.message ?? ''
  return translatorFor(locale)(clientFault(error) ? 'request.badRequest' : 'error.text')
}

/** The field a refusal's reason belongs to (a hook's ValidationError names one), if any. */
export const refusedField = (error: unknown): string | undefined => {
  const refusal = error as Refusal
  return refusal.isPublic ? refusal.data?.errors?.[0]?.path : undefined
}

/**
 * A change refused or failed, as an action answers it: a hook's refusal with its own reason at its
 * field; anything else (not the member's to change, or unexpected: then logged as `what`) in
 * general words.
 */
export function failedChange(
  error: unknown,
  { payload, locale }: { payload: Payload; locale: string },
  what: string,
): ActionFailure {
  const field = refusedField(error)
  if (field) return { ok: false, error: 'failure', reason: refusalReason(error, locale), field }
  if (!(error as Refusal).isPublic) payload.logger.error({ err: error }, what)
  return { ok: false, error: 'failure' }
}
