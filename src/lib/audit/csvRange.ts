import { z } from 'zod'

const day = /^\d{4}-\d{2}-\d{2}$/
const isDay = (value: string) =>
  day.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)

/**
 * The days an audit export covers, both included, as UTC calendar days (the entries' own times
 * are UTC in the file). Messages are keys in `audit.csv` of the catalogues.
 */
export const auditCsvRangeSchema = z
  .object({
    from: z.string().refine(isDay, 'invalidDay'),
    to: z.string().refine(isDay, 'invalidDay'),
  })
  .refine(({ from, to }) => from <= to, { message: 'fromAfterTo', path: ['to'] })

export type AuditCsvRange = z.infer<typeof auditCsvRangeSchema>

/** The range as a `createdAt` filter: from the first day's start to the end of the last. */
export function createdWithin({ from, to }: AuditCsvRange) {
  const end = new Date(`${to}T00:00:00Z`)
  end.setUTCDate(end.getUTCDate() + 1)
  return {
    createdAt: {
      greater_than_equal: `${from}T00:00:00.000Z`,
      less_than: end.toISOString(),
    },
  }
}
