/*
 * The coach's hours form's sizes and bounds, without zod: the form's page loads these at once and
 * its schema (availabilityForm.ts) only when it is first checked.
 */

/** The bounds of each session and booking rule: the collection's fields, this form and its inputs. */
export const ruleBounds = {
  consultationMinutes: { min: 10, max: 480 },
  sessionMinutes: { min: 10, max: 480 },
  bufferMinutes: { min: 0, max: 240 },
  minimumNoticeHours: { min: 0, max: 168 },
  horizonDays: { min: 1, max: 365 },
  maxPerDay: { min: 1, max: 48 },
  changeDeadlineHours: { min: 0, max: 168 },
} as const
export type RuleName = keyof typeof ruleBounds

/** The most lines of weekly hours, dates that differ, and hours on one date. */
export const listLimits = { weekly: 50, overrides: 200, ranges: 10 } as const

/** A saved end of hours as the form's time box shows it (24:00 as midnight, 00:00). */
export const formEnd = (end: string) => (end === '24:00' ? '00:00' : end)
