import { TZDate } from '@date-fns/tz'

import type { AppLocale } from '@/i18n/locales'
import { dateTimeFormat } from '@/lib/intlFormatters'

/**
 * The booking page's calendar arithmetic and wording of times, pure: weeks of calendar days in a
 * time zone, the coach's free slots (UTC instants) grouped by the day they fall on there, and the
 * same instant said in the visitor's, the coach's and Beijing's time. Every wall time comes from
 * Intl.DateTimeFormat with `timeZone`; every zone's midnight from TZDate (no offsets of our own).
 */

/** How many weeks past the current one the page lets the visitor look ahead. */
export const MAX_WEEKS_AHEAD = 8

/** The zone Beijing time is read in. */
export const BEIJING = 'Asia/Shanghai'

/** The zones the switcher always offers (after the visitor's and the coach's own). */
export const COMMON_ZONES = [
  BEIJING,
  'Europe/London',
  'America/New_York',
  'Asia/Kolkata',
  'Australia/Sydney',
  'UTC',
] as const

const DAY_MS = 24 * 60 * 60 * 1000

/** The Intl locale the page's dates are written in: "Mon 30 Mar" in English, "3月30日 周一" in Chinese. */
const intlLocale = (locale: AppLocale) => (locale === 'zh' ? 'zh-CN' : 'en-GB')

const part = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) =>
  parts.find((p) => p.type === type)?.value ?? ''

/** The zone's canonical name as the runtime knows it (`Asia/Calcutta` and `Asia/Kolkata` are one), or null for no zone. */
export function canonicalZone(zone: string | null | undefined): string | null {
  if (!zone) return null
  try {
    return dateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone
  } catch {
    return null
  }
}

const isUtc = (zone: string) =>
  /^(Etc\/)?(UTC|UCT|GMT|Universal|Zulu)$/.test(canonicalZone(zone) ?? '')

/** The calendar day (YYYY-MM-DD) an instant falls on in a zone. */
export function dayIn(at: Date | number, zone: string): string {
  const parts = dateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at)
  return `${part(parts, 'year')}-${part(parts, 'month')}-${part(parts, 'day')}`
}

/** The calendar day `days` after `day` (dates only: no zone is involved). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, date) + days * DAY_MS).toISOString().slice(0, 10)
}

/** The instant a calendar day begins in a zone (a midnight skipped by a clock change: the day's first instant). */
export function startOfDayIn(day: string, zone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(new TZDate(year, month - 1, date, 0, 0, zone).getTime())
}

export type Week = {
  /** The first instant of the week's first day in the zone. */
  from: Date
  /** The first instant of the day after its last (a clock change makes a week an hour short or long). */
  to: Date
  /** Its seven calendar days, YYYY-MM-DD. */
  days: string[]
}

/** The seven days starting today (in `zone`) plus `offset` weeks. */
export function weekIn(zone: string, now: Date | number, offset: number): Week {
  const first = addDays(dayIn(now, zone), offset * 7)
  return {
    from: startOfDayIn(first, zone),
    to: startOfDayIn(addDays(first, 7), zone),
    days: Array.from({ length: 7 }, (_, i) => addDays(first, i)),
  }
}

/** Each of the days with the slots (ISO instants) that start on it in `zone`, in order; slots on other days are left out. */
export function slotsByDay(
  slots: readonly string[],
  zone: string,
  days: readonly string[],
): { day: string; slots: string[] }[] {
  const byDay = new Map(days.map((day) => [day, [] as string[]]))
  for (const slot of [...slots].sort((a, b) => Date.parse(a) - Date.parse(b)))
    byDay.get(dayIn(Date.parse(slot), zone))?.push(slot)
  return days.map((day) => ({ day, slots: byDay.get(day)! }))
}

/** How many weeks after the current one (in `zone`) a slot's day is: 0 this week, 1 the next… */
export function weekOffsetOf(slot: string, zone: string, now: Date | number): number {
  const days = (Date.parse(dayIn(Date.parse(slot), zone)) - Date.parse(dayIn(now, zone))) / DAY_MS
  return Math.floor(days / 7)
}

// A calendar day is written at its noon in UTC: the same date whatever the reader's zone.
const noonOf = (day: string) => Date.parse(`${day}T12:00:00Z`)

/** A day as a heading: "Mon 30 Mar" / "3月30日 周一". */
export function dayLabel(day: string, locale: AppLocale): string {
  const at = noonOf(day)
  if (locale === 'zh')
    return `${shortDate(day, locale)} ${dateTimeFormat('zh-CN', { timeZone: 'UTC', weekday: 'short' }).format(at)}`
  return dateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(at)
}

/** A day without its weekday, as the ends of a week: "30 Mar" / "3月30日". */
export function shortDate(day: string, locale: AppLocale): string {
  return dateTimeFormat(intlLocale(locale), {
    timeZone: 'UTC',
    day: 'numeric',
    month: locale === 'zh' ? 'long' : 'short',
  }).format(noonOf(day))
}

/** The wall time of an instant in a zone, 24-hour: "17:00". */
export function timeIn(at: Date | number | string, zone: string, locale: AppLocale): string {
  return dateTimeFormat(intlLocale(locale), {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(typeof at === 'string' ? Date.parse(at) : at)
}

/** The whole date of an instant in a zone: "Monday 30 March 2026" / "2026年3月30日星期一". */
export function fullDateIn(at: Date | number | string, zone: string, locale: AppLocale): string {
  return dateTimeFormat(intlLocale(locale), { timeZone: zone, dateStyle: 'full' }).format(
    typeof at === 'string' ? Date.parse(at) : at,
  )
}

const cityOf = (zone: string) => (zone.split('/').pop() ?? zone).replace(/_/g, ' ')

/** A zone's name as people say it: "United Kingdom Time" / "英国时间", "UTC"; its city when Intl has no name for it. */
export function zoneName(zone: string, locale: AppLocale, at: Date | number): string {
  if (isUtc(zone)) return 'UTC'
  const name = part(
    dateTimeFormat(intlLocale(locale), {
      timeZone: zone,
      timeZoneName: 'longGeneric',
    }).formatToParts(at),
    'timeZoneName',
  )
  return !name || /^(GMT|UTC)/.test(name) ? cityOf(zone) : name
}

/** The zone's offset from UTC at that instant: "GMT+1", "GMT+5:30". */
export function zoneOffset(zone: string, at: Date | number): string {
  return part(
    dateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' }).formatToParts(at),
    'timeZoneName',
  )
}

/**
 * The switcher's choices: the zones given (the visitor's first), each once however it is spelled
 * and without the ones the runtime does not know, named with their offset at `at`
 * ("United Kingdom Time (GMT+1)"); two with the same name are told apart by their city.
 */
export function zoneOptions(
  zones: readonly (string | null | undefined)[],
  locale: AppLocale,
  at: Date | number,
): { value: string; label: string }[] {
  const seen = new Set<string>()
  const kept: string[] = []
  for (const zone of zones) {
    const canonical = canonicalZone(zone)
    if (!zone || !canonical || seen.has(canonical)) continue
    seen.add(canonical)
    kept.push(zone)
  }
  const names = kept.map((zone) => zoneName(zone, locale, at))
  return kept.map((zone, i) => {
    if (isUtc(zone)) return { value: zone, label: 'UTC' }
    const shared = names.filter((name) => name === names[i]).length > 1
    const name = shared ? `${names[i]} · ${cityOf(zone)}` : names[i]!
    const offset = zoneOffset(zone, at)
    return { value: zone, label: locale === 'zh' ? `${name}（${offset}）` : `${name} (${offset})` }
  })
}

/** An instant's wall time in another zone, with the day when it is not the visitor's day. */
export type OtherTime = { time: string; day: string | null }

export type BesideTimes = {
  /** The visitor's whole date and time. */
  date: string
  time: string
  /** The coach's time, when it reads differently from the visitor's. */
  coach: (OtherTime & { zone: string }) | null
  /** Beijing time on the Chinese pages, when it reads differently from both. */
  beijing: OtherTime | null
}

/**
 * A slot as the visitor reads it in `viewer`, with the coach's wall time beside it when the
 * coach's zone shows another time or day, and, on the Chinese pages, Beijing time when it differs
 * from both ("17:00 your time · 10:00 United Kingdom Time (coach) · 北京时间 00:00 (Tue 31 Mar)").
 */
export function besideTimes(
  slot: string,
  { viewer, coach, locale }: { viewer: string; coach: string; locale: AppLocale },
): BesideTimes {
  const at = Date.parse(slot)
  const own = { day: dayIn(at, viewer), time: timeIn(at, viewer, locale) }
  const other = (zone: string): OtherTime | null => {
    const day = dayIn(at, zone)
    const time = timeIn(at, zone, locale)
    if (day === own.day && time === own.time) return null
    return { time, day: day === own.day ? null : dayLabel(day, locale) }
  }
  const coachTime = other(coach)
  const beijing = locale === 'zh' ? other(BEIJING) : null
  const sameAsCoach =
    beijing && coachTime && beijing.time === coachTime.time && beijing.day === coachTime.day
  return {
    date: fullDateIn(at, viewer, locale),
    time: own.time,
    coach: coachTime && { ...coachTime, zone: zoneName(coach, locale, at) },
    beijing: sameAsCoach ? null : beijing,
  }
}
