import { type AppLocale, localeIso } from '@/i18n/locales'

import { dateTimeFormat } from '@/lib/intlFormatters'

import { isTimeZone } from './availabilityRules'

/** The zone a booking's times are shown in when it names none: China's for Chinese, else UTC. */
export const fallbackTimeZone: Record<AppLocale, string> = { en: 'UTC', zh: 'Asia/Shanghai' }

/** The zone to show a booking's times in: the student's own when it is a real zone, else the fallback. */
export const displayTimeZone = (zone: string | null | undefined, locale: AppLocale): string =>
  zone && isTimeZone(zone) ? zone : fallbackTimeZone[locale]

const dateFormat = (locale: AppLocale, timeZone: string) =>
  dateTimeFormat(localeIso[locale], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  })

const timeFormat = (locale: AppLocale, timeZone: string) =>
  dateTimeFormat(localeIso[locale], {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  })

/** An instant's date ("Mon, Mar 30, 2026" / "2026年3月30日周一") and 24-hour time ("17:00") in a zone. */
export function zonedMoment(at: string | Date, timeZone: string, locale: AppLocale) {
  const instant = new Date(at)
  return {
    date: dateFormat(locale, timeZone).format(instant),
    time: timeFormat(locale, timeZone).format(instant),
  }
}

/**
 * A session's times in a zone, as a message puts them together ("{date}, {start}–{end} ({zone})"):
 * `endDate` only when it ends on another day there (a session across midnight; one that ends at
 * midnight ends on its own day, "23:30–00:00").
 */
export function zonedRange(
  startsAt: string | Date,
  endsAt: string | Date,
  timeZone: string,
  locale: AppLocale,
) {
  const start = zonedMoment(startsAt, timeZone, locale)
  const end = zonedMoment(endsAt, timeZone, locale)
  const lastDate = dateFormat(locale, timeZone).format(new Date(new Date(endsAt).getTime() - 1))
  return {
    date: start.date,
    start: start.time,
    end: end.time,
    endDate: lastDate === start.date ? null : end.date,
    zone: timeZone,
  }
}

/** An instant as one text in a zone: "Mon, Mar 30, 2026 17:00 (Asia/Shanghai)" (a deadline in a mail). */
export function momentText(at: string | Date, timeZone: string, locale: AppLocale): string {
  const { date, time } = zonedMoment(at, timeZone, locale)
  return locale === 'zh' ? `${date} ${time}（${timeZone}）` : `${date} ${time} (${timeZone})`
}

/** A session as one text in a zone: "Mon, Mar 30, 2026, 17:00–17:30 (Asia/Shanghai)" (mails). */
export function sessionText(
  startsAt: string | Date,
  endsAt: string | Date,
  timeZone: string,
  locale: AppLocale,
): string {
  const { date, start, end, endDate } = zonedRange(startsAt, endsAt, timeZone, locale)
  const range = `${start}–${endDate ? `${endDate} ` : ''}${end}`
  return locale === 'zh' ? `${date} ${range}（${timeZone}）` : `${date}, ${range} (${timeZone})`
}
