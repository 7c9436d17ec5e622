import type { Availability } from '@/payload-types'

import type { AvailabilityRules, Weekday } from './availabilityRules'

/** What the engine needs of an availability document (hours and days as the editor wrote them). */
export type AvailabilityInput = Pick<
  Availability,
  | 'timeZone'
  | 'weekly'
  | 'overrides'
  | 'bufferMinutes'
  | 'minimumNoticeHours'
  | 'horizonDays'
  | 'maxPerDay'
>

export const rulesOf = (availability: AvailabilityInput): AvailabilityRules => ({
  timeZone: availability.timeZone,
  weekly: (availability.weekly ?? []).map(({ weekday, start, end }) => ({
    weekday: Number(weekday) as Weekday,
    start,
    end,
  })),
  overrides: (availability.overrides ?? []).map(({ date, ranges }) => ({
    date,
    ranges: (ranges ?? []).map(({ start, end }) => ({ start, end })),
  })),
  bufferMinutes: availability.bufferMinutes ?? 0,
  minimumNoticeMinutes: (availability.minimumNoticeHours ?? 0) * 60,
  horizonDays: availability.horizonDays ?? 60,
  maxPerDay: availability.maxPerDay ?? null,
})
