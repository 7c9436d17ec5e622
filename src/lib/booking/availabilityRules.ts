import { z } from 'zod'

export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7 // ISO: 1 Monday … 7 Sunday, in the coach's zone
export type TimeRange = { start: string; end: string } // 'HH:mm' wall-clock in the coach's zone; end may be '24:00'
export type WeeklyHours = { weekday: Weekday } & TimeRange
/** Empty ranges = day off; otherwise these ranges REPLACE that day's weekly hours. */
export type DateOverride = {
  date: string /* YYYY-MM-DD in the coach's zone */
  ranges: TimeRange[]
}
export type AvailabilityRules = {
  timeZone: string // IANA
  weekly: WeeklyHours[]
  overrides: DateOverride[]
  bufferMinutes: number // kept free after each session
  minimumNoticeMinutes: number
  horizonDays: number // slots start before now + horizonDays
  maxPerDay: number | null // sessions per coach-local day (counting existing bookings)
}
export type Busy = { start: Date; end: Date } // an existing booking's BLOCKED range: its start to its end PLUS the buffer that applied when it was booked
export type Slot = { start: Date; end: Date }

let zones: Set<string> | undefined

/**
 * The runtime's list holds one canonical name per zone, and ICU's canonical names are not always
 * IANA's (Node 20 lists 'Asia/Calcutta', not 'Asia/Kolkata'). So a correctly spelled alias that
 * resolves to a listed zone is accepted too; the casing check keeps 'asia/kolkata' out.
 */
export function isTimeZone(value: string): boolean {
  zones ??= new Set(Intl.supportedValuesOf('timeZone'))
  if (value === 'UTC' || zones.has(value)) return true
  if (!/^[A-Z][a-z]+(\/[A-Z][A-Za-z_+-]*)+$/.test(value)) return false
  try {
    return zones.has(new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone)
  } catch {
    return false
  }
}

const isDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)

const intIn = (min: number, max: number) =>
  z.int({ error: 'invalid-number' }).min(min, 'out-of-range').max(max, 'out-of-range')

const time = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'invalid-time')

// Zero-padded HH:mm strings compare correctly as strings.
const endAfterStart = ({ start, end }: TimeRange) => end > start
const endError = { message: 'end-before-start', path: ['end'] }

const timeRange = z.object({ start: time, end: time }).refine(endAfterStart, endError)

export const sessionDurationSchema = intIn(10, 480)

export const availabilityRulesSchema = z.object({
  timeZone: z.string().refine(isTimeZone, 'invalid-time-zone'),
  weekly: z
    .array(
      z
        .object({
          weekday: z.literal([1, 2, 3, 4, 5, 6, 7], 'invalid-weekday'),
          start: time,
          end: time,
        })
        .refine(endAfterStart, endError),
    )
    .max(70, 'out-of-range'),
  overrides: z
    .array(
      z.object({
        date: z.string().refine(isDate, 'invalid-date'),
        ranges: z.array(timeRange).max(24, 'out-of-range'),
      }),
    )
    .max(1000, 'out-of-range')
    .refine((list) => new Set(list.map((o) => o.date)).size === list.length, 'duplicate-date'),
  bufferMinutes: intIn(0, 240),
  minimumNoticeMinutes: intIn(0, 10080),
  horizonDays: intIn(1, 365),
  maxPerDay: intIn(1, 48).nullable(),
}) satisfies z.ZodType<AvailabilityRules>
