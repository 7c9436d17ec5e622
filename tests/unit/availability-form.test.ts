import { describe, expect, it } from 'vitest'

import { availabilityFormSchema } from '@/lib/booking/availabilityForm'
import { formEnd } from '@/lib/booking/availabilityLimits'

/** A coach's hours as the dashboard's form sends them. */
const valid = {
  timeZone: 'Europe/London',
  weekly: [{ weekday: '1', start: '09:00', end: '12:00' }],
  overrides: [{ date: '2027-01-01', ranges: [] }],
  consultationMinutes: 30,
  sessionMinutes: 60,
  bufferMinutes: 15,
  minimumNoticeHours: 12,
  horizonDays: 60,
  maxPerDay: null,
  changeDeadlineHours: 24,
}

const issues = (input: object) => {
  const parsed = availabilityFormSchema.safeParse(input)
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}:${i.message}`)
}

describe('the coach’s hours form', () => {
  it('accepts hours, a day off and no daily limit', () => {
    expect(issues(valid)).toEqual([])
  })

  it('reads hours ending at 00:00 as ending at midnight, and shows 24:00 back as 00:00', () => {
    const parsed = availabilityFormSchema.parse({
      ...valid,
      weekly: [{ weekday: '6', start: '18:00', end: '00:00' }],
    })
    expect(parsed.weekly[0]!.end).toBe('24:00')
    expect(formEnd('24:00')).toBe('00:00')
    expect(formEnd('17:30')).toBe('17:30')
  })

  it('words each refusal with its field, as the slot engine checks the hours', () => {
    expect(issues({ ...valid, timeZone: 'Mars/Olympus' })).toEqual(['timeZone:timeZone'])
    expect(issues({ ...valid, weekly: [{ weekday: '1', start: '12:00', end: '09:00' }] })).toEqual([
      'weekly.0.end:endBeforeStart',
    ])
    expect(issues({ ...valid, weekly: [{ weekday: '8', start: '09:00', end: '10:00' }] })).toEqual([
      'weekly.0.weekday:outOfRange',
    ])
    expect(issues({ ...valid, overrides: [{ date: '2027-02-30', ranges: [] }] })).toEqual([
      'overrides.0.date:date',
    ])
    expect(
      issues({
        ...valid,
        overrides: [
          { date: '2027-01-01', ranges: [] },
          { date: '2027-01-01', ranges: [] },
        ],
      }),
    ).toEqual(['overrides:duplicateDate'])
    expect(issues({ ...valid, bufferMinutes: 241, maxPerDay: 0, horizonDays: 1.5 })).toEqual([
      'bufferMinutes:outOfRange',
      'horizonDays:outOfRange',
      'maxPerDay:outOfRange',
    ])
  })
})
