import { APIError, ValidationError } from 'payload'

type FieldMessage = { path: string; message: string }

/**
 * A hook's refusal of some fields, already in the request's language. Payload's own message would
 * be "The following field is invalid: student.major" in English whatever the language: the admin
 * toasts it and callers show it as the reason, so it carries the field messages themselves.
 */
export function fieldRefusal(collection: string, errors: FieldMessage[]): ValidationError {
  const error = new ValidationError({ collection, errors })
  error.message = errors.map((e) => e.message).join(' ')
  return Object.assign(error, { portalRefusal: true })
}

/**
 * A hook's refusal of the whole change (not of one field), already in the request's language,
 * with its HTTP status (409: the time was just taken): forms show its message as the reason.
 */
export function changeRefusal(message: string, status: number) {
  const error = Object.assign(new APIError(message, status, null, true), { portalRefusal: true })
  error.name = changeRefusalName
  return error
}
const changeRefusalName = 'PortalRefusal'

/** Payload's `loggingLevels` for the portal's refusals: logged as information, not as faults (they are answers). */
export const refusalLoggingLevels: Record<string, 'info'> = { [changeRefusalName]: 'info' }

/** Whether an error is one of the portal's own refusals (already in the request's language). */
export const isPortalRefusal = (error: unknown): error is ValidationError =>
  (error as { portalRefusal?: unknown } | null)?.portalRefusal === true
