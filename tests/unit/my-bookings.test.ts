import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import {
  changeDeadlineHours,
  changeWindow,
  DEFAULT_CHANGE_DEADLINE_HOURS,
} from '@/lib/booking/changeWindow'
import { displayTimeZone, zonedMoment, zonedRange } from '@/lib/booking/zonedTime'

import en from '../../messages/en.json'
import zh from '../../messages/zh.json'

const english = createTranslator({ locale: 'en', messages: en, namespace: 'dashboard.bookings' })
const chinese = createTranslator({ locale: 'zh', messages: zh, namespace: 'dashboard.bookings' })

const startsAt = '2026-03-30T09:00:00.000Z'

describe('the coach’s change deadline', () => {
  it('is the availability’s hours, as the bookings’ guard reads them', () => {
    expect(changeDeadlineHours({ changeDeadlineHours: 48 })).toBe(48)
    expect(changeDeadlineHours({ changeDeadlineHours: 0 })).toBe(0)
  })

  it('is 24 hours without an availability', () => {
    expect(DEFAULT_CHANGE_DEADLINE_HOURS).toBe(24)
    expect(changeDeadlineHours(null)).toBe(24)
    expect(changeDeadlineHours(undefined)).toBe(24)
  })
})

describe('whether a booking can still be changed', () => {
  it('allows a booked session up to the deadline, that instant included', () => {
    const deadline = new Date('2026-03-29T09:00:00.000Z')
    expect(changeWindow({ status: 'confirmed', startsAt }, 24, new Date(deadline))).toEqual({
      changeable: true,
      deadline,
    })
    expect(
      changeWindow({ status: 'confirmed', startsAt }, 24, new Date('2026-03-20T00:00:00Z')),
    ).toEqual({ changeable: true, deadline })
  })

  it('refuses once the deadline has passed, or the session has started', () => {
    expect(
      changeWindow({ status: 'confirmed', startsAt }, 24, new Date('2026-03-29T09:00:00.001Z'))
        .changeable,
    ).toBe(false)
    expect(
      changeWindow({ status: 'confirmed', startsAt }, 0, new Date('2026-03-30T09:05:00Z'))
        .changeable,
    ).toBe(false)
  })

  it('counts from the start with a coach’s own deadline', () => {
    const { deadline } = changeWindow({ status: 'confirmed', startsAt }, 48, new Date(0))
    expect(deadline.toISOString()).toBe('2026-03-28T09:00:00.000Z')
  })

  it('refuses a session that is no longer booked, however early', () => {
    for (const status of ['held', 'no-show', 'cancelled'] as const)
      expect(changeWindow({ status, startsAt }, 24, new Date(0)).changeable).toBe(false)
  })
})

describe('the zone a booking’s times are shown in', () => {
  it('is the student’s when it is a real zone', () => {
    expect(displayTimeZone('Europe/London', 'zh')).toBe('Europe/London')
  })

  it('is China’s in Chinese and UTC in English otherwise', () => {
    expect(displayTimeZone(null, 'zh')).toBe('Asia/Shanghai')
    expect(displayTimeZone(undefined, 'en')).toBe('UTC')
    expect(displayTimeZone('Mars/Olympus', 'en')).toBe('UTC')
  })
})

describe('a session’s times in its zone', () => {
  const when = (t: typeof english, from: string, to: string, zone: string, locale: 'en' | 'zh') => {
    const { date, start, end, endDate } = zonedRange(from, to, zone, locale)
    return endDate
      ? t('whenAcross', { date, start, endDate, end, zone })
      : t('when', { date, start, end, zone })
  }

  it('says the day, the start and end and the zone, in each language', () => {
    const end = '2026-03-30T09:30:00.000Z'
    expect(when(english, startsAt, end, 'Asia/Shanghai', 'en')).toBe(
      'Mon, Mar 30, 2026, 17:00–17:30 (Asia/Shanghai)',
    )
    expect(when(chinese, startsAt, end, 'Asia/Shanghai', 'zh')).toBe(
      '2026年3月30日周一 17:00–17:30（Asia/Shanghai 时间）',
    )
    expect(when(english, startsAt, end, 'UTC', 'en')).toBe('Mon, Mar 30, 2026, 09:00–09:30 (UTC)')
  })

  it('follows the zone’s clock change: the same UTC time an hour later in summer', () => {
    // New York moves to summer time at 02:00 on Sunday 8 March 2026.
    expect(
      when(english, '2026-03-07T14:00:00Z', '2026-03-07T14:30:00Z', 'America/New_York', 'en'),
    ).toBe('Sat, Mar 7, 2026, 09:00–09:30 (America/New_York)')
    expect(
      when(english, '2026-03-08T14:00:00Z', '2026-03-08T14:30:00Z', 'America/New_York', 'en'),
    ).toBe('Sun, Mar 8, 2026, 10:00–10:30 (America/New_York)')
    // London on Sunday 29 March 2026.
    expect(
      when(chinese, '2026-03-29T09:00:00Z', '2026-03-29T10:00:00Z', 'Europe/London', 'zh'),
    ).toBe('2026年3月29日周日 10:00–11:00（Europe/London 时间）')
  })

  it('shows an hour’s session across the change as the clocks read it', () => {
    expect(
      when(english, '2026-03-08T06:30:00Z', '2026-03-08T07:30:00Z', 'America/New_York', 'en'),
    ).toBe('Sun, Mar 8, 2026, 01:30–03:30 (America/New_York)')
  })

  it('gives the end’s date too when the session goes past midnight there', () => {
    expect(
      when(english, '2026-03-30T15:45:00Z', '2026-03-30T16:15:00Z', 'Asia/Shanghai', 'en'),
    ).toBe('Mon, Mar 30, 2026, 23:45 – Tue, Mar 31, 2026, 00:15 (Asia/Shanghai)')
    expect(
      when(chinese, '2026-03-30T15:45:00Z', '2026-03-30T16:15:00Z', 'Asia/Shanghai', 'zh'),
    ).toBe('2026年3月30日周一 23:45 至 2026年3月31日周二 00:15（Asia/Shanghai 时间）')
  })

  it('keeps a session that ends at midnight on its own day', () => {
    expect(
      when(english, '2026-03-30T15:30:00Z', '2026-03-30T16:00:00Z', 'Asia/Shanghai', 'en'),
    ).toBe('Mon, Mar 30, 2026, 23:30–00:00 (Asia/Shanghai)')
  })

  it('words the deadline with its hours, one and more', () => {
    const deadline = (t: typeof english, locale: 'en' | 'zh', hours: number) =>
      t.markup('changeUntil', {
        ...zonedMoment('2026-03-29T09:00:00Z', 'Asia/Shanghai', locale),
        hours,
        deadline: (text) => `[${text}]`,
      })
    expect(deadline(english, 'en', 1)).toBe(
      'You can reschedule or cancel until [Sun, Mar 29, 2026, 17:00] (1 hour before it starts).',
    )
    expect(deadline(english, 'en', 24)).toBe(
      'You can reschedule or cancel until [Sun, Mar 29, 2026, 17:00] (24 hours before it starts).',
    )
    expect(deadline(chinese, 'zh', 24)).toBe(
      '您可在 [2026年3月29日周日 17:00] 前改期或取消（开始前 24 小时截止）。',
    )
  })
})
