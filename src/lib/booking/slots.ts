import { TZDate, tz } from '@date-fns/tz'
import { format } from 'date-fns'

import type { AvailabilityRules, Busy, Slot, TimeRange } from './availabilityRules'

export type { Busy, Slot }

export type SlotQuery = {
  rules: AvailabilityRules
  durationMinutes: number
  from: Date // only slots with from <= start < to
  to: Date
  now: Date
  busy: Busy[]
}

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/** What a booking keeps others out of: the session plus the buffer in force when it was made. */
export function blockedRange(slot: Slot, bufferMinutes: number): Busy {
  return { start: slot.start, end: new Date(slot.end.getTime() + bufferMinutes * MINUTE) }
}

/**
 * A wall time on a coach-local calendar date, as an instant. TZDate resolves a wall time that
 * does not exist (spring-forward gap) FORWARD by the gap's length — New York 02:30 on 8 Mar 2026
 * is 03:30 EDT (07:30Z) — and a repeated one (fall-back) to its EARLIER occurrence — New York
 * 01:30 on 1 Nov 2026 is 01:30 EDT (05:30Z).
 */
function instant(date: Date, time: string, timeZone: string): number {
  const [hours, minutes] = time.split(':').map(Number)
  const day = date.getUTCDate() + (hours === 24 ? 1 : 0) // '24:00' is the next local day's start
  return new TZDate(
    date.getUTCFullYear(),
    date.getUTCMonth(),
    day,
    hours % 24,
    minutes,
    timeZone,
  ).getTime()
}

// Calendar dates only (no instants), so UTC fields serve as plain year/month/day storage.
function localDate(at: number, timeZone: string): Date {
  const zoned = new TZDate(at, timeZone)
  return new Date(Date.UTC(zoned.getFullYear(), zoned.getMonth(), zoned.getDate()))
}

const dayKey = (date: Date) => date.toISOString().slice(0, 10)

function windowsOn(date: Date, rules: AvailabilityRules): TimeRange[] {
  const override = rules.overrides.find((o) => o.date === dayKey(date))
  if (override) return override.ranges
  const weekday = date.getUTCDay() || 7
  return rules.weekly.filter((w) => w.weekday === weekday)
}

export function offeredSlots({ rules, durationMinutes, from, to, now, busy }: SlotQuery): Slot[] {
  const { timeZone } = rules
  const step = durationMinutes * MINUTE
  // Notice and horizon narrow the range first, which also bounds the days walked below.
  const lo = Math.max(from.getTime(), now.getTime() + rules.minimumNoticeMinutes * MINUTE)
  const hi = Math.min(to.getTime(), now.getTime() + rules.horizonDays * DAY)
  if (!(step > 0) || lo >= hi) return []

  // A coach-local day is full once its existing bookings reach the cap; new slots don't count.
  const booked = new Map<string, number>()
  for (const b of busy) {
    const key = format(b.start, 'yyyy-MM-dd', { in: tz(timeZone) })
    booked.set(key, (booked.get(key) ?? 0) + 1)
  }
  const blockedBy = (start: number) =>
    busy.some(
      (b) =>
        start < b.end.getTime() && b.start.getTime() < start + step + rules.bufferMinutes * MINUTE,
    )

  const starts = new Set<number>() // overlapping windows yield the same start more than once
  const last = localDate(hi, timeZone).getTime() + DAY
  for (let day = localDate(lo, timeZone).getTime() - DAY; day <= last; day += DAY) {
    const date = new Date(day)
    if (rules.maxPerDay !== null && (booked.get(dayKey(date)) ?? 0) >= rules.maxPerDay) continue
    for (const range of windowsOn(date, rules)) {
      const end = instant(date, range.end, timeZone)
      // Steps are real elapsed time: across a fall-back change a window holds an hour more,
      // across a spring-forward change an hour less.
      for (let start = instant(date, range.start, timeZone); start + step <= end; start += step) {
        if (start >= lo && start < hi && !blockedBy(start)) starts.add(start)
      }
    }
  }
  return [...starts]
    .sort((a, b) => a - b)
    .map((start) => ({ start: new Date(start), end: new Date(start + step) }))
}

/**
 * Whether `start` is one of the slots offered. It asks offeredSlots itself, so the booking path
 * can never accept a start that the listing would not show, nor refuse one it shows.
 */
export function isOfferedSlot(input: Omit<SlotQuery, 'from' | 'to'> & { start: Date }): boolean {
  const { start, ...query } = input
  const to = new Date(start.getTime() + 1)
  return offeredSlots({ ...query, from: start, to }).some(
    (s) => s.start.getTime() === start.getTime(),
  )
}
