import type { z } from 'zod'

/** The first problem of each field, as the form itself shows it (message keys of `validation`). */
export function fieldIssues(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) fields[String(issue.path[0])] ??= issue.message
  return fields
}
