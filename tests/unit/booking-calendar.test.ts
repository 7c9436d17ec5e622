import { describe, expect, it } from 'vitest'

import {
  besideTimes,
  dayIn,
  dayLabel,
  shortDate,
  slotsByDay,
  timeIn,
  weekIn,
  weekOffsetOf,
  zoneOptions,
} from '@/components/booking/slotCalendar'

const HOUR = 60 * 60 * 1000
const iso = (date: Date) => date.toISOString()

describe('the booking page’s weeks', () => {
  it('start today in the visitor’s zone and run seven calendar days, an hour short across spring-forward', () => {
    // London moves to BST at 01:00 UTC on Sunday 29 March 2026.
    const week = weekIn('Europe/London', Date.parse('2026-03-26T12:00:00Z'), 0)
    expect(iso(week.from)).toBe('2026-03-26T00:00:00.000Z')
    expect(iso(week.to)).toBe('2026-04-01T23:00:00.000Z')
    expect(week.to.getTime() - week.from.getTime()).toBe(7 * 24 * HOUR - HOUR)
    expect(week.days).toEqual([
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
    ])
  })

  it('are an hour long across fall-back, and a later week starts whole weeks on', () => {
    // New York goes back to EST at 06:00 UTC on Sunday 1 November 2026.
    const week = weekIn('America/New_York', Date.parse('2026-10-27T15:00:00Z'), 0)
    expect(iso(week.from)).toBe('2026-10-27T04:00:00.000Z')
    expect(iso(week.to)).toBe('2026-11-03T05:00:00.000Z')
    expect(week.to.getTime() - week.from.getTime()).toBe(7 * 24 * HOUR + HOUR)

    const next = weekIn('Asia/Shanghai', Date.parse('2026-03-06T20:00:00Z'), 1)
    expect(next.days[0]).toBe('2026-03-14') // already Saturday 7 March in Shanghai
    expect(iso(next.from)).toBe('2026-03-13T16:00:00.000Z')
    expect(iso(next.to)).toBe('2026-03-20T16:00:00.000Z')
  })

  it('begin on the day it is where the visitor is', () => {
    const now = Date.parse('2026-03-29T23:30:00Z')
    expect(dayIn(now, 'Europe/London')).toBe('2026-03-30')
    expect(dayIn(now, 'America/New_York')).toBe('2026-03-29')
    expect(dayIn(now, 'Asia/Kolkata')).toBe('2026-03-30')
  })

  it('say which week after this one a slot falls in', () => {
    const now = Date.parse('2026-03-26T12:00:00Z')
    expect(weekOffsetOf('2026-04-01T22:30:00.000Z', 'Europe/London', now)).toBe(0) // Wed 23:30 BST
    expect(weekOffsetOf('2026-04-01T23:30:00.000Z', 'Europe/London', now)).toBe(1) // Thu 00:30 BST
    expect(weekOffsetOf('2026-04-01T23:30:00.000Z', 'America/New_York', now)).toBe(0)
    expect(weekOffsetOf('2026-05-20T09:00:00.000Z', 'Asia/Shanghai', now)).toBe(7)
  })
})

describe('slots grouped by day', () => {
  it('put each slot on the day it starts in the zone shown, in order, leaving out other weeks', () => {
    const week = weekIn('Europe/London', Date.parse('2026-03-26T12:00:00Z'), 0)
    const slots = [
      '2026-03-29T23:30:00.000Z', // Mon 30 Mar 00:30 BST
      '2026-03-28T23:30:00.000Z', // Sat 28 Mar 23:30 GMT
      '2026-03-29T00:30:00.000Z', // Sun 29 Mar 00:30 GMT, before the change
      '2026-03-26T09:00:00.000Z',
      '2026-04-01T23:00:00.000Z', // Thu 2 Apr 00:00 BST: next week
    ]
    expect(slotsByDay(slots, 'Europe/London', week.days)).toEqual([
      { day: '2026-03-26', slots: ['2026-03-26T09:00:00.000Z'] },
      { day: '2026-03-27', slots: [] },
      { day: '2026-03-28', slots: ['2026-03-28T23:30:00.000Z'] },
      { day: '2026-03-29', slots: ['2026-03-29T00:30:00.000Z'] },
      { day: '2026-03-30', slots: ['2026-03-29T23:30:00.000Z'] },
      { day: '2026-03-31', slots: [] },
      { day: '2026-04-01', slots: [] },
    ])
  })

  it('move with the zone the visitor chooses', () => {
    const week = weekIn('Asia/Shanghai', Date.parse('2026-03-26T12:00:00Z'), 0)
    const grouped = slotsByDay(['2026-03-29T23:30:00.000Z'], 'Asia/Shanghai', week.days)
    expect(grouped.find((d) => d.slots.length)?.day).toBe('2026-03-30')
    expect(timeIn('2026-03-29T23:30:00.000Z', 'Asia/Shanghai', 'zh')).toBe('07:30')
  })
})

describe('days and times as the page writes them', () => {
  it('write a day as "Mon 30 Mar" and "3月30日 周一"', () => {
    expect(dayLabel('2026-03-30', 'en')).toBe('Mon 30 Mar')
    expect(dayLabel('2026-03-30', 'zh')).toBe('3月30日 周一')
    expect(shortDate('2026-04-05', 'en')).toBe('5 Apr')
    expect(shortDate('2026-04-05', 'zh')).toBe('4月5日')
  })

  it('write times on the 24-hour clock of the zone', () => {
    expect(timeIn('2026-03-30T09:00:00.000Z', 'Europe/London', 'en')).toBe('10:00')
    expect(timeIn('2026-03-30T09:00:00.000Z', 'Asia/Kolkata', 'en')).toBe('14:30')
    expect(timeIn('2026-03-30T09:00:00.000Z', 'UTC', 'zh')).toBe('09:00')
  })
})

describe('the coach’s time beside the visitor’s', () => {
  it('is given when the coach’s zone reads otherwise', () => {
    expect(
      besideTimes('2026-03-30T09:00:00.000Z', {
        viewer: 'Asia/Kolkata',
        coach: 'Europe/London',
        locale: 'en',
      }),
    ).toEqual({
      date: 'Monday, 30 March 2026',
      time: '14:30',
      coach: { time: '10:00', day: null, zone: 'United Kingdom Time' },
      beijing: null,
    })
  })

  it('follows each zone’s own clock change (New York and London four hours apart for three weeks)', () => {
    const options = { viewer: 'America/New_York', coach: 'Europe/London', locale: 'en' } as const
    // New York is on EDT from 8 March, London on GMT until 29 March.
    expect(besideTimes('2026-03-20T14:00:00.000Z', options)).toMatchObject({
      time: '10:00',
      coach: { time: '14:00', day: null },
    })
    expect(besideTimes('2026-03-30T14:00:00.000Z', options)).toMatchObject({
      time: '10:00',
      coach: { time: '15:00', day: null },
    })
  })

  it('names the day when it is another day there, and adds Beijing time on the Chinese pages', () => {
    expect(
      besideTimes('2026-03-30T17:00:00.000Z', {
        viewer: 'Europe/Berlin',
        coach: 'America/New_York',
        locale: 'zh',
      }),
    ).toEqual({
      date: '2026年3月30日星期一',
      time: '19:00',
      coach: { time: '13:00', day: null, zone: '北美东部时间' },
      beijing: { time: '01:00', day: '3月31日 周二' },
    })
  })

  it('is left out when it reads the same, and Beijing time when it is the visitor’s or the coach’s', () => {
    const slot = '2026-03-30T01:00:00.000Z'
    expect(
      besideTimes(slot, { viewer: 'Europe/London', coach: 'Europe/London', locale: 'zh' }),
    ).toMatchObject({ time: '02:00', coach: null, beijing: { time: '09:00', day: null } })
    expect(
      besideTimes(slot, { viewer: 'Asia/Shanghai', coach: 'Europe/London', locale: 'zh' }),
    ).toMatchObject({ time: '09:00', coach: { time: '02:00' }, beijing: null })
    expect(
      besideTimes(slot, { viewer: 'Europe/London', coach: 'Asia/Shanghai', locale: 'zh' }),
    ).toMatchObject({ coach: { time: '09:00', day: null }, beijing: null })
    expect(
      besideTimes(slot, { viewer: 'Europe/London', coach: 'Europe/London', locale: 'en' }),
    ).toMatchObject({ coach: null, beijing: null })
  })
})

describe('the zone switcher’s choices', () => {
  const at = Date.parse('2026-03-30T09:00:00Z')

  it('list each zone once, however spelled, without unknown ones, with the offset of the week', () => {
    expect(
      zoneOptions(
        ['Asia/Calcutta', undefined, 'Europe/London', 'Asia/Kolkata', 'Nowhere/Town', 'UTC'],
        'en',
        at,
      ),
    ).toEqual([
      { value: 'Asia/Calcutta', label: 'India Standard Time (GMT+5:30)' },
      { value: 'Europe/London', label: 'United Kingdom Time (GMT+1)' },
      { value: 'UTC', label: 'UTC' },
    ])
  })

  it('tell apart two zones of the same name by their city', () => {
    expect(zoneOptions(['America/Toronto', 'America/New_York'], 'zh', at)).toEqual([
      { value: 'America/Toronto', label: '北美东部时间 · Toronto（GMT-4）' },
      { value: 'America/New_York', label: '北美东部时间 · New York（GMT-4）' },
    ])
  })
})
