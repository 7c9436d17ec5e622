import { z } from 'zod'

import { valuesOf, weekdays } from '@/lib/enums'
import { documentId } from '@/lib/validation/documentId'

import { availabilityRulesSchema } from './availabilityRules'
import { rulesOf } from './rulesOf'

/** The `availability.errors` key that words each of the rules' refusals (availabilityRules.ts). */
export const ruleErrorKeys = {
  'invalid-time-zone': 'timeZone',
  'invalid-time': 'time',
  'end-before-start': 'endBeforeStart',
  'invalid-date': 'date',
  'duplicate-date': 'duplicateDate',
} as const
export type RuleErrorKey = (typeof ruleErrorKeys)[keyof typeof ruleErrorKeys] | 'outOfRange'

export const ruleErrorKey = (code: string): RuleErrorKey =>
  ruleErrorKeys[code as keyof typeof ruleErrorKeys] ?? 'outOfRange'

/** The document's name for a rule's path (notice in hours, as the coach enters it). */
export const documentPath = (path: PropertyKey[]) =>
  path
    .map((part) => (part === 'minimumNoticeMinutes' ? 'minimumNoticeHours' : String(part)))
    .join('.')

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

const whole = (rule: RuleName) =>
  z
    .number({ error: 'outOfRange' })
    .int('outOfRange')
    .min(ruleBounds[rule].min, 'outOfRange')
    .max(ruleBounds[rule].max, 'outOfRange')
const wallTime = z.string({ error: 'time' }).max(5, 'time')
/**
 * A time box shows midnight as 00:00 and cannot show 24:00: hours that end at 00:00 end at the
 * day's end, as the engine writes it (`formHours` shows 24:00 back as 00:00).
 */
const endTime = wallTime.transform((end) => (end === '00:00' ? '24:00' : end))
const range = z.object({ start: wallTime, end: endTime })

/** A saved end of hours as the form's time box shows it (24:00 as midnight, 00:00). */
export const formEnd = (end: string) => (end === '24:00' ? '00:00' : end)

/**
 * A coach's hours as the dashboard's form sends them, shaped as the availability document: the
 * sizes are the collection's, and the hours, dates and zone are checked by the slot engine's own
 * rules (availabilityRulesSchema), worded by `availability.errors`.
 */
export const availabilityFormSchema = z
  .object({
    timeZone: z.string({ error: 'timeZone' }).max(64, 'timeZone'),
    weekly: z
      .array(range.extend({ weekday: z.enum(valuesOf(weekdays), 'outOfRange') }))
      .max(listLimits.weekly, 'outOfRange'),
    overrides: z
      .array(
        z.object({
          date: z.string().max(10, 'date'),
          ranges: z.array(range).max(listLimits.ranges, 'outOfRange'),
        }),
      )
      .max(listLimits.overrides, 'outOfRange'),
    consultationMinutes: whole('consultationMinutes'),
    sessionMinutes: whole('sessionMinutes'),
    bufferMinutes: whole('bufferMinutes'),
    minimumNoticeHours: whole('minimumNoticeHours'),
    horizonDays: whole('horizonDays'),
    maxPerDay: whole('maxPerDay').nullable(),
    changeDeadlineHours: whole('changeDeadlineHours'),
  })
  .superRefine((availability, context) => {
    const checked = availabilityRulesSchema.safeParse(rulesOf(availability))
    if (checked.success) return
    for (const issue of checked.error.issues)
      context.addIssue({
        code: 'custom',
        path: documentPath(issue.path).split('.'),
        message: ruleErrorKey(issue.message),
      })
  })
export type AvailabilityForm = z.infer<typeof availabilityFormSchema>

/** The coach's hours saved: the form's values and the coach profile they are for. */
export const saveAvailabilitySchema = availabilityFormSchema.and(z.object({ coach: documentId }))
