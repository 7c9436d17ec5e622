import { ValidationError } from 'payload'

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

/** Whether an error is one of the portal's own refusals (already in the request's language). */
export const isPortalRefusal = (error: unknown): error is ValidationError =>
  (error as { portalRefusal?: unknown } | null)?.portalRefusal === true
