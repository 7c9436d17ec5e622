import type { z } from 'zod'

/** Problems only a hand-made request has: a value of the wrong kind, or none of a field's options. */
const handMade = new Set(['invalid_type', 'invalid_union', 'invalid_value'])

/**
 * Parse options for a form's input on the server. Zod words a problem the schema gives no key for
 * in English; for a value no field can send that is `badCharacters` (every form has the key).
 * Whatever a person can type still needs its own key in the schema (else it shows as raw text).
 */
export const formInput: z.core.ParseContext<z.core.$ZodIssue> = {
  error: (issue) => (handMade.has(issue.code) ? 'badCharacters' : undefined),
}

/**
 * The first problem of each field, as the form itself shows it (message keys of its schema). A
 * problem with the input as a whole (not an object at all) is no field's: the form is just invalid.
 */
export function fieldIssues(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues)
    if (issue.path.length > 0) fields[String(issue.path[0])] ??= issue.message
  return fields
}
