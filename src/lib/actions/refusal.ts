import type { Payload } from 'payload'

import { clientFault } from '@/lib/errors/clientFaults'
import { isCatalogueText, translatorFor } from '@/lib/i18n/translate'
import { isPortalRefusal } from '@/lib/validation/refusal'

import type { ActionFailure } from './result'

type Refusal = {
  isPublic?: boolean
  data?: { errors?: { path?: string; message: string }[] }
  message?: string
}

/**
 * The reason shown to the member: the portal's own refusal (a hook's, already in their language),
 * else general words in their language: not theirs (refused or gone), a request that could not be
 * used, or a fault of ours. Never Payload's English or the text of an unexpected error (it may
 * hold SQL and the values sent).
 */
/** The first field refusal an error carries when it is the portal's own: a hook's, or a field check's message from the catalogue. */
function ownRefusal(error: unknown, locale: string) {
  const first = (error as Refusal | null)?.data?.errors?.[0]
  if (isPortalRefusal(error))
    return { message: first?.message ?? (error as Refusal).message ?? '', path: first?.path }
  return first && isCatalogueText(first.message, locale) ? first : null
}

export const refusalReason = (error: unknown, locale: string) => {
  const own = ownRefusal(error, locale)
  if (own) return own.message
  const t = translatorFor(locale)
  const status = (error as { status?: unknown } | null)?.status
  if (status === 401 || status === 403 || status === 404) return t('request.notAllowed')
  const refused = clientFault(error) || (typeof status === 'number' && status < 500)
  return t(refused ? 'request.badRequest' : 'error.text')
}

/** The field a refusal's reason belongs to (the portal's own refusals name one), if any. */
export const refusedField = (error: unknown, locale: string): string | undefined =>
  ownRefusal(error, locale)?.path

/** A change refused or failed, said in the member's language (`refusalReason`), at `field` when the form shows it there. */
export const refusedChange = (error: unknown, locale: string, field?: string): ActionFailure => ({
  ok: false,
  error: 'failure',
  reason: refusalReason(error, locale),
  ...(field === undefined ? {} : { field }),
})

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
  const field = refusedField(error, locale)
  if (field) return { ok: false, error: 'failure', reason: refusalReason(error, locale), field }
  if (!(error as Refusal).isPublic) payload.logger.error({ err: error }, what)
  return { ok: false, error: 'failure' }
}
