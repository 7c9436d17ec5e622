import { z } from 'zod'

import { valuesOf, weekdays } from '@/lib/enums'
import { documentId } from '@/lib/validation/documentId'

import { listLimits, type RuleName, ruleBounds } from './availabilityLimits'

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

/** The hours saved: the form's values and whose they are (a coach profile or a service manager). */
export const saveAvailabilitySchema = availabilityFormSchema.and(
  z
    .object({ coach: documentId.optional(), serviceManager: documentId.optional() })
    .refine(
      ({ coach, serviceManager }) => (coach === undefined) !== (serviceManager === undefined),
      { error: 'badCharacters' },
    ),
)
