import { TZDate, tz } from '@date-fns/tz'
import { format } from 'date-fns'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  availabilityRulesSchema,
  type AvailabilityRules,
  type Busy,
} from '@/lib/booking/availabilityRules'
import { blockedRange, isOfferedSlot, offeredSlots } from '@/lib/booking/slots'

const NY = 'America/New_York'
const LONDON = 'Europe/London'
const MINUTE = 60_000

const rules = (overrides: Partial<AvailabilityRules>): AvailabilityRules => ({
  timeZone: 'UTC',
  weekly: [],
  overrides: [],
  bufferMinutes: 0,
  minimumNoticeMinutes: 0,
  horizonDays: 365,
  maxPerDay: null,
  ...overrides,
})

/** A coach-local calendar day as [from, to). */
const localDay = (date: string, timeZone: string) => {
  const [y, m, d] = date.split('-').map(Number)
  return { from: new TZDate(y, m - 1, d, timeZone), to: new TZDate(y, m - 1, d + 1, timeZone) }
}

/** A coach-local wall time as an instant. */
const at = (date: string, time: string, timeZone: string) => {
  const [y, m, d] = date.split('-').map(Number)
  const [h, min] = time.split(':').map(Number)
  return new Date(new TZDate(y, m - 1, d, h, min, timeZone).getTime())
}

const startsOn = (
  date: string,
  r: AvailabilityRules,
  durationMinutes: number,
  extra: { now?: Date; busy?: Busy[] } = {},
) =>
  offeredSlots({
    rules: r,
    durationMinutes,
    ...localDay(date, r.timeZone),
    now: extra.now ?? new Date('2026-01-01T00:00:00Z'),
    busy: extra.busy ?? [],
  }).map((s) => s.start.toISOString())

describe('offeredSlots across DST (New York)', () => {
  const sundays = rules({ timeZone: NY, weekly: [{ weekday: 7, start: '09:00', end: '12:00' }] })

  it('follows the wall clock into EDT on 8 March 2026', () => {
    expect(startsOn('2026-03-08', sundays, 60)).toEqual([
      '2026-03-08T13:00:00.000Z',
      '2026-03-08T14:00:00.000Z',
      '2026-03-08T15:00:00.000Z',
    ])
    expect(startsOn('2026-03-01', sundays, 60)).toEqual([
      '2026-03-01T14:00:00.000Z',
      '2026-03-01T15:00:00.000Z',
      '2026-03-01T16:00:00.000Z',
    ])
  })

  it('follows the wall clock back to EST on 1 November 2026', () => {
    expect(startsOn('2026-11-01', sundays, 60)).toEqual([
      '2026-11-01T14:00:00.000Z',
      '2026-11-01T15:00:00.000Z',
      '2026-11-01T16:00:00.000Z',
    ])
  })

  it('steps in real time through the repeated hour: 00:00–03:00 holds four hours', () => {
    const night = rules({
      timeZone: NY,
      overrides: [{ date: '2026-11-01', ranges: [{ start: '00:00', end: '03:00' }] }],
    })
    expect(startsOn('2026-11-01', night, 60)).toEqual([
      '2026-11-01T04:00:00.000Z', // 00:00 EDT
      '2026-11-01T05:00:00.000Z', // 01:00 EDT
      '2026-11-01T06:00:00.000Z', // 01:00 EST
      '2026-11-01T07:00:00.000Z', // 02:00 EST
    ])
    // One 4-hour session fills the window exactly, so 03:00 local ends at 08:00Z.
    const [whole] = offeredSlots({
      rules: night,
      durationMinutes: 240,
      ...localDay('2026-11-01', NY),
      now: new Date('2026-01-01T00:00:00Z'),
      busy: [],
    })
    expect(whole.start.toISOString()).toBe('2026-11-01T04:00:00.000Z')
    expect(whole.end.toISOString()).toBe('2026-11-01T08:00:00.000Z')
    expect(startsOn('2026-11-01', night, 241)).toEqual([])
  })

  it('resolves a repeated wall time to its earlier (EDT) occurrence', () => {
    const r = rules({
      timeZone: NY,
      overrides: [{ date: '2026-11-01', ranges: [{ start: '01:30', end: '02:00' }] }],
    })
    // 01:30 EDT (05:30Z) to 02:00 EST (07:00Z) is 90 real minutes.
    expect(startsOn('2026-11-01', r, 30)).toEqual([
      '2026-11-01T05:30:00.000Z',
      '2026-11-01T06:00:00.000Z',
      '2026-11-01T06:30:00.000Z',
    ])
  })

  it('loses the skipped hour: 01:00 EST–04:00 EDT on 8 March is two real hours', () => {
    const r = rules({
      timeZone: NY,
      overrides: [{ date: '2026-03-08', ranges: [{ start: '01:00', end: '04:00' }] }],
    })
    expect(startsOn('2026-03-08', r, 60)).toEqual([
      '2026-03-08T06:00:00.000Z',
      '2026-03-08T07:00:00.000Z',
    ])
  })

  it('moves a wall time inside the spring-forward gap forward by the gap (TZDate)', () => {
    const r = (start: string) =>
      rules({
        timeZone: NY,
        overrides: [{ date: '2026-03-08', ranges: [{ start, end: '04:00' }] }],
      })
    // 02:30 does not exist: it becomes 03:30 EDT (07:30Z); 02:00 becomes 03:00 EDT (07:00Z).
    expect(startsOn('2026-03-08', r('02:30'), 30)).toEqual(['2026-03-08T07:30:00.000Z'])
    expect(startsOn('2026-03-08', r('02:00'), 60)).toEqual(['2026-03-08T07:00:00.000Z'])
  })
})

describe('offeredSlots in other zones', () => {
  const weekdays = rules({
    timeZone: LONDON,
    weekly: ([1, 2, 3, 4, 5] as const).map((weekday) => ({
      weekday,
      start: '10:00',
      end: '12:00',
    })),
  })

  it('London: Mondays around 29 March and 25 October 2026', () => {
    expect(startsOn('2026-03-23', weekdays, 60)).toEqual([
      '2026-03-23T10:00:00.000Z',
      '2026-03-23T11:00:00.000Z',
    ])
    expect(startsOn('2026-03-30', weekdays, 60)).toEqual([
      '2026-03-30T09:00:00.000Z',
      '2026-03-30T10:00:00.000Z',
    ])
    expect(startsOn('2026-10-19', weekdays, 60)).toEqual([
      '2026-10-19T09:00:00.000Z',
      '2026-10-19T10:00:00.000Z',
    ])
    expect(startsOn('2026-10-26', weekdays, 60)).toEqual([
      '2026-10-26T10:00:00.000Z',
      '2026-10-26T11:00:00.000Z',
    ])
  })

  it('a Shanghai student sees a London coach in Beijing time', () => {
    const slots = offeredSlots({
      rules: weekdays,
      durationMinutes: 60,
      ...localDay('2026-03-30', 'Asia/Shanghai'), // the student's Monday
      now: new Date('2026-01-01T00:00:00Z'),
      busy: [],
    })
    expect(slots.map((s) => s.start.toISOString())).toEqual([
      '2026-03-30T09:00:00.000Z',
      '2026-03-30T10:00:00.000Z',
    ])
    const beijing = (d: Date) => format(d, 'yyyy-MM-dd HH:mm', { in: tz('Asia/Shanghai') })
    expect(slots.map((s) => beijing(s.start))).toEqual(['2026-03-30 17:00', '2026-03-30 18:00'])
    expect(format(new TZDate(slots[0].start, LONDON), 'HH:mm')).toBe('10:00')
  })

  it('Kolkata (+05:30): 09:00–11:00 in 30-minute sessions', () => {
    const r = rules({
      timeZone: 'Asia/Kolkata',
      weekly: [{ weekday: 3, start: '09:00', end: '11:00' }],
    })
    expect(startsOn('2026-03-04', r, 30)).toEqual([
      '2026-03-04T03:30:00.000Z',
      '2026-03-04T04:00:00.000Z',
      '2026-03-04T04:30:00.000Z',
      '2026-03-04T05:00:00.000Z',
    ])
  })
})

describe('date overrides', () => {
  const sundays = rules({ timeZone: NY, weekly: [{ weekday: 7, start: '09:00', end: '12:00' }] })
  const twoSundays = (r: AvailabilityRules) =>
    offeredSlots({
      rules: r,
      durationMinutes: 60,
      from: localDay('2026-03-01', NY).from,
      to: localDay('2026-03-15', NY).to,
      now: new Date('2026-01-01T00:00:00Z'),
      busy: [],
    }).map((s) => format(s.start, 'yyyy-MM-dd HH:mm', { in: tz(NY) }))

  it('an empty override is a day off, other days keep their weekly hours', () => {
    expect(twoSundays({ ...sundays, overrides: [{ date: '2026-03-08', ranges: [] }] })).toEqual([
      '2026-03-01 09:00',
      '2026-03-01 10:00',
      '2026-03-01 11:00',
      '2026-03-15 09:00',
      '2026-03-15 10:00',
      '2026-03-15 11:00',
    ])
  })

  it("an override's ranges (unsorted) replace the day's weekly hours", () => {
    const r = {
      ...sundays,
      overrides: [
        {
          date: '2026-03-08',
          ranges: [
            { start: '13:00', end: '14:00' },
            { start: '07:00', end: '08:00' },
          ],
        },
      ],
    }
    expect(twoSundays(r).filter((s) => s.startsWith('2026-03-08'))).toEqual([
      '2026-03-08 07:00',
      '2026-03-08 13:00',
    ])
  })

  it('an override opens a day without weekly hours', () => {
    const r = rules({
      timeZone: NY,
      overrides: [{ date: '2026-03-07', ranges: [{ start: '10:00', end: '11:00' }] }],
    })
    expect(startsOn('2026-03-07', r, 60)).toEqual(['2026-03-07T15:00:00.000Z'])
  })

  it('overlapping ranges do not duplicate starts', () => {
    const r = rules({
      timeZone: NY,
      overrides: [
        {
          date: '2026-03-08',
          ranges: [
            { start: '10:00', end: '12:00' },
            { start: '09:00', end: '11:00' },
          ],
        },
      ],
    })
    expect(startsOn('2026-03-08', r, 60)).toEqual([
      '2026-03-08T13:00:00.000Z',
      '2026-03-08T14:00:00.000Z',
      '2026-03-08T15:00:00.000Z',
    ])
  })
})

describe('buffers and existing bookings', () => {
  // Tuesday 10 March 2026, New York (EDT, UTC-4).
  const tuesdays = rules({
    timeZone: NY,
    weekly: [{ weekday: 2, start: '09:00', end: '13:00' }],
    bufferMinutes: 15,
  })
  const booking = blockedRange(
    { start: at('2026-03-10', '10:00', NY), end: at('2026-03-10', '11:00', NY) },
    15,
  )

  it('blockedRange adds the buffer after the session', () => {
    expect(booking.start.toISOString()).toBe('2026-03-10T14:00:00.000Z')
    expect(booking.end.toISOString()).toBe('2026-03-10T15:15:00.000Z')
  })

  it('60-minute sessions: 09:00 (blocked to 10:15), 10:00 and 11:00 are gone', () => {
    expect(startsOn('2026-03-10', tuesdays, 60, { busy: [booking] })).toEqual([
      '2026-03-10T16:00:00.000Z', // 12:00
    ])
  })

  it('30-minute sessions: exactly 09:00, 11:30, 12:00, 12:30 remain', () => {
    expect(startsOn('2026-03-10', tuesdays, 30, { busy: [booking] })).toEqual([
      '2026-03-10T13:00:00.000Z',
      '2026-03-10T15:30:00.000Z',
      '2026-03-10T16:00:00.000Z',
      '2026-03-10T16:30:00.000Z',
    ])
  })

  it('touching ranges on both sides are allowed', () => {
    // 45 + 15 buffer: 09:00 is blocked to exactly 10:00; 11:15 starts exactly at the busy end.
    expect(startsOn('2026-03-10', tuesdays, 45, { busy: [booking] })).toEqual([
      '2026-03-10T13:00:00.000Z', // 09:00
      '2026-03-10T15:15:00.000Z', // 11:15
      '2026-03-10T16:00:00.000Z', // 12:00
    ])
  })
})

describe('notice, horizon and daily cap', () => {
  const r = rules({
    timeZone: NY,
    weekly: [
      { weekday: 2, start: '09:00', end: '13:00' },
      { weekday: 3, start: '07:00', end: '10:00' },
    ],
  })
  const now = new Date('2026-03-10T12:30:00Z') // Tuesday 08:30 EDT

  it('minimum notice is inclusive: 90 minutes from 08:30 still offers 10:00', () => {
    expect(startsOn('2026-03-10', { ...r, minimumNoticeMinutes: 90 }, 60, { now })).toEqual([
      '2026-03-10T14:00:00.000Z',
      '2026-03-10T15:00:00.000Z',
      '2026-03-10T16:00:00.000Z',
    ])
  })

  it('a slot starting exactly at now + horizon is excluded', () => {
    const noon = new Date('2026-03-10T12:00:00Z')
    expect(startsOn('2026-03-11', { ...r, horizonDays: 1 }, 60, { now: noon })).toEqual([
      '2026-03-11T11:00:00.000Z', // 07:00 EDT; 12:00Z is the horizon itself
    ])
  })

  it('maxPerDay counts existing bookings per coach-local day', () => {
    const busy = [
      { start: at('2026-03-10', '09:00', NY), end: at('2026-03-10', '10:00', NY) },
      { start: at('2026-03-10', '11:00', NY), end: at('2026-03-10', '12:00', NY) },
    ]
    const from = new Date('2026-03-01T00:00:00Z')
    expect(startsOn('2026-03-10', { ...r, maxPerDay: 2 }, 60, { now: from, busy })).toEqual([])
    expect(startsOn('2026-03-11', { ...r, maxPerDay: 2 }, 60, { now: from, busy })).toHaveLength(3)
    expect(startsOn('2026-03-10', { ...r, maxPerDay: 3 }, 60, { now: from, busy })).toEqual([
      '2026-03-10T14:00:00.000Z',
      '2026-03-10T16:00:00.000Z',
    ])
  })

  it('a booking late on Monday evening (already Tuesday in UTC) does not fill Tuesday', () => {
    const monday = { start: at('2026-03-09', '23:00', NY), end: at('2026-03-09', '23:30', NY) }
    expect(monday.start.toISOString()).toBe('2026-03-10T03:00:00.000Z')
    const from = new Date('2026-03-01T00:00:00Z')
    expect(
      startsOn('2026-03-10', { ...r, maxPerDay: 1 }, 60, { now: from, busy: [monday] }),
    ).toHaveLength(4)
  })
})

describe('isOfferedSlot', () => {
  const r = rules({ timeZone: NY, weekly: [{ weekday: 2, start: '09:00', end: '13:00' }] })
  const busy = [{ start: at('2026-03-10', '10:00', NY), end: at('2026-03-10', '11:00', NY) }]
  const offered = (start: Date) =>
    isOfferedSlot({
      rules: r,
      durationMinutes: 60,
      now: new Date('2026-03-01T00:00:00Z'),
      busy,
      start,
    })

  it('agrees with the listing', () => {
    expect(offered(at('2026-03-10', '09:00', NY))).toBe(true)
    expect(offered(at('2026-03-10', '12:00', NY))).toBe(true)
    expect(offered(at('2026-03-10', '09:01', NY))).toBe(false)
    expect(offered(at('2026-03-10', '10:00', NY))).toBe(false) // busy
    expect(offered(at('2026-03-10', '13:00', NY))).toBe(false) // window ends
    expect(offered(at('2026-03-11', '09:00', NY))).toBe(false) // no Wednesday hours
  })
})

describe('offeredSlots properties', () => {
  const hhmm = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
  const range = fc
    .tuple(fc.integer({ min: 0, max: 1440 }), fc.integer({ min: 0, max: 1440 }))
    .filter(([a, b]) => a !== b)
    .map(([a, b]) => ({ start: hhmm(Math.min(a, b)), end: hhmm(Math.max(a, b)) }))

  it('returns sorted, unique, in-range, unblocked slots that isOfferedSlot confirms', () => {
    fc.assert(
      fc.property(
        fc.record({
          timeZone: fc.constantFrom(NY, LONDON, 'Asia/Kolkata', 'Australia/Lord_Howe', 'UTC'),
          base: fc.constantFrom(
            '2026-03-05',
            '2026-03-26',
            '2026-04-02',
            '2026-10-22',
            '2026-10-29',
          ),
          weekly: fc.array(
            fc.tuple(fc.integer({ min: 1, max: 7 }), range).map(([weekday, t]) => ({
              weekday: weekday as 1 | 2 | 3 | 4 | 5 | 6 | 7,
              ...t,
            })),
            { minLength: 1, maxLength: 8 },
          ),
          durationMinutes: fc.integer({ min: 10, max: 240 }),
          bufferMinutes: fc.integer({ min: 0, max: 60 }),
          minimumNoticeMinutes: fc.integer({ min: 0, max: 1440 }),
          horizonDays: fc.integer({ min: 1, max: 30 }),
          maxPerDay: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
          fromOffset: fc.integer({ min: -1440, max: 7 * 1440 }),
          span: fc.integer({ min: 1, max: 4 * 1440 }),
          busy: fc.array(
            fc.tuple(fc.integer({ min: 0, max: 10 * 1440 }), fc.integer({ min: 10, max: 300 })),
            { maxLength: 8 },
          ),
        }),
        (p) => {
          const now = new Date(`${p.base}T00:00:00Z`)
          const plus = (d: Date, minutes: number) => new Date(d.getTime() + minutes * MINUTE)
          const from = plus(now, p.fromOffset)
          const to = plus(from, p.span)
          const busy = p.busy.map(([offset, length]) => ({
            start: plus(now, offset),
            end: plus(now, offset + length),
          }))
          const query = {
            rules: rules({
              timeZone: p.timeZone,
              weekly: p.weekly,
              bufferMinutes: p.bufferMinutes,
              minimumNoticeMinutes: p.minimumNoticeMinutes,
              horizonDays: p.horizonDays,
              maxPerDay: p.maxPerDay,
            }),
            durationMinutes: p.durationMinutes,
            now,
            busy,
          }
          const slots = offeredSlots({ ...query, from, to })
          const starts = new Set(slots.map((s) => s.start.getTime()))
          expect(starts.size).toBe(slots.length)
          slots.forEach((slot, i) => {
            if (i > 0) expect(slot.start.getTime()).toBeGreaterThan(slots[i - 1].start.getTime())
            expect(slot.start >= from && slot.start < to).toBe(true)
            expect(slot.end.getTime() - slot.start.getTime()).toBe(p.durationMinutes * MINUTE)
            const blocked = blockedRange(slot, p.bufferMinutes)
            for (const b of busy) expect(blocked.start < b.end && b.start < blocked.end).toBe(false)
          })
          for (const slot of slots.slice(0, 40)) {
            expect(isOfferedSlot({ ...query, start: slot.start })).toBe(true)
            for (const shifted of [plus(slot.start, 1), plus(slot.start, -1)]) {
              if (shifted < from || shifted >= to) continue
              expect(isOfferedSlot({ ...query, start: shifted })).toBe(
                starts.has(shifted.getTime()),
              )
            }
          }
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('availabilityRulesSchema', () => {
  const valid: AvailabilityRules = {
    timeZone: NY,
    weekly: [
      { weekday: 1, start: '09:00', end: '12:00' },
      { weekday: 7, start: '20:00', end: '24:00' },
    ],
    overrides: [
      { date: '2026-12-25', ranges: [] },
      { date: '2028-02-29', ranges: [{ start: '00:00', end: '01:00' }] },
    ],
    bufferMinutes: 15,
    minimumNoticeMinutes: 720,
    horizonDays: 60,
    maxPerDay: null,
  }
  const issues = (value: unknown) => {
    const result = availabilityRulesSchema.safeParse(value)
    return (result.error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`)
  }

  it('accepts a valid object, UTC, and IANA aliases the runtime lists canonically', () => {
    expect(issues(valid)).toEqual([])
    expect(issues({ ...valid, timeZone: 'UTC', maxPerDay: 3 })).toEqual([])
    expect(issues({ ...valid, timeZone: 'Asia/Kolkata' })).toEqual([])
    expect(issues({ ...valid, timeZone: 'Asia/Shanghai' })).toEqual([])
  })

  it('rejects with stable codes', () => {
    expect(issues({ ...valid, timeZone: 'Mars/Olympus' })).toEqual(['timeZone:invalid-time-zone'])
    expect(issues({ ...valid, timeZone: 'america/new_york' })).toEqual([
      'timeZone:invalid-time-zone',
    ])
    expect(issues({ ...valid, weekly: [{ weekday: 1, start: '09:00', end: '25:00' }] })).toEqual([
      'weekly.0.end:invalid-time',
    ])
    expect(issues({ ...valid, weekly: [{ weekday: 1, start: '24:00', end: '24:00' }] })).toEqual([
      'weekly.0.end:end-before-start',
    ])
    expect(
      issues({
        ...valid,
        overrides: [{ date: '2026-01-05', ranges: [{ start: '12:00', end: '09:00' }] }],
      }),
    ).toEqual(['overrides.0.ranges.0.end:end-before-start'])
    expect(issues({ ...valid, overrides: [{ date: '2026-02-30', ranges: [] }] })).toEqual([
      'overrides.0.date:invalid-date',
    ])
    expect(issues({ ...valid, bufferMinutes: -5 })).toEqual(['bufferMinutes:out-of-range'])
    expect(issues({ ...valid, weekly: [{ weekday: 0, start: '09:00', end: '10:00' }] })).toEqual([
      'weekly.0.weekday:invalid-weekday',
    ])
    expect(issues({ ...valid, horizonDays: 366, maxPerDay: 0 })).toEqual([
      'horizonDays:out-of-range',
      'maxPerDay:out-of-range',
    ])
  })
})
