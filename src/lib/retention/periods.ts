import { z } from 'zod'

const whole = (fallback: number) => z.coerce.number().int().positive().default(fallback)

/**
 * How long each kind of personal data is kept once its purpose has ended (docs/PRIVACY.md →
 * Retention). Set by the operator in the environment, never in the admin: an account must not
 * be able to shorten the audit trail it is recorded in.
 */
const periodsSchema = z.object({
  /** ID and licence photos of certifications rejected or expired this long ago (untouched since). */
  RETENTION_ID_PHOTO_DAYS: whole(30),
  /** Contact messages and consultation requests, from their sending. */
  RETENTION_LEAD_MONTHS: whole(12),
  /** Accounts whose e-mail code was never entered, from their registration. */
  RETENTION_UNVERIFIED_ACCOUNT_DAYS: whole(30),
  /** Audit entries, from their writing (PIPL art. 56 asks for three years of impact records). */
  RETENTION_AUDIT_YEARS: whole(3),
})

export type RetentionPeriods = z.infer<typeof periodsSchema>

/** The periods from the environment; a value that is not a positive whole number stops the start with its name. */
export function retentionPeriods(env: Record<string, string | undefined> = process.env) {
  const given = Object.fromEntries(
    Object.keys(periodsSchema.shape).map((name) => [name, env[name] || undefined]),
  )
  const parsed = periodsSchema.safeParse(given)
  if (!parsed.success)
    throw new Error(
      `Retention periods must be positive whole numbers: ${parsed.error.issues.map((issue) => issue.path.join('.')).join(', ')}`,
    )
  return parsed.data
}

/** The moment before which something kept for this long is due. */
export function cutoff(now: Date, amount: number, unit: 'days' | 'months' | 'years'): Date {
  const due = new Date(now)
  if (unit === 'days') due.setUTCDate(due.getUTCDate() - amount)
  if (unit === 'months') due.setUTCMonth(due.getUTCMonth() - amount)
  if (unit === 'years') due.setUTCFullYear(due.getUTCFullYear() - amount)
  return due
}
