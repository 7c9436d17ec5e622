import type { z } from 'zod'

/**
 * The first problem of each field, as the form itself shows it (message keys of its schema). A
 * problem with the input as a whole (not an object at all) is no field's: the form is just invalid.
 */
export function fieldIssues(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) if (issue.path.length > 0) fields[String(issue.path[0])] ??= issue.message
  return fields
}
