import type { AfterErrorHook } from 'payload'

import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'

/**
 * PostgreSQL's answers that mean the values a client sent could not be used: class 22 (data
 * exception: text where a number belongs, a NUL character, a negative offset, a value out of
 * range) and integrity violations (a reference to nothing, a duplicate, a failed check).
 */
const clientSqlState = /^(?:22[0-9A-Z]{3}|23503|23505|23514)$/

type Fault = 'badRequest' | 'notFound' | null

/** Whether an error (or one it wraps) was caused by what the client sent, and how to answer it. */
export function clientFault(error: unknown): Fault {
  for (
    let current = error, depth = 0;
    current && typeof current === 'object' && depth < 6;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && clientSqlState.test(code)) return 'badRequest'
    // A file asked for by a name that is not stored (or a name that leaves its folder).
    if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'ERR_INVALID_ARG_VALUE')
      return 'notFound'
  }
  return null
}

/**
 * Payload answers 500 for anything it did not expect, including a database refusing the values a
 * client sent. Those become 400 (or 404 for a missing file) with a message in the request's
 * language; the details stay in the server log, never in the answer.
 */
export const answerClientFaults: AfterErrorHook = ({ error, req }) => {
  const fault = clientFault(error)
  if (!fault) return
  req.payload.logger.warn(
    { err: error, path: req.pathname },
    'Refused a request the database could not use',
  )
  const t = translatorFor(requestLocale(req))
  const message = fault === 'notFound' ? t('notFound.text') : t('request.badRequest')
  return {
    status: fault === 'notFound' ? 404 : 400,
    response: { errors: [{ message }] },
    graphqlResult: { message },
  }
}
