'use client'

import useSWR, { useSWRConfig } from 'swr'

import { fetchOrFail } from '@/components/browser/clientFailure'
import { swrOptions } from '@/components/browser/swr'
import type { Host } from '@/lib/booking/host'
import type { BookingKind } from '@/lib/enums'

import type { Week } from './slotCalendar'

/** What `GET /api/availabilities/slots` answers: the coach's zone, the session's length and the free starts (ISO, UTC). */
export type SlotsAnswer = { timeZone: string | null; minutes: number | null; slots: string[] }

/** The free slots the server rendered the page with, from the time of the request. */
export type FirstSlots = { from: string; to: string; slots: string[] }

export type SlotsKey = readonly [
  'booking-slots',
  Host['type'],
  number,
  BookingKind,
  string,
  string,
  number | null,
]

/**
 * A week of a host's (a coach's or a service manager's) slots for bookings of `kind` (a
 * package's sessions last their own length);
 * `moving`: the member's booking being moved, whose own time is free to them.
 */
export const slotsKey = (
  host: Host,
  kind: BookingKind,
  week: Pick<Week, 'from' | 'to'>,
  moving: number | null,
): SlotsKey => [
  'booking-slots',
  host.type,
  host.id,
  kind,
  week.from.toISOString(),
  week.to.toISOString(),
  moving,
]

/** One week of a host's free slots, asked fresh (never from a cache: a slot may be gone any second). */
export async function fetchSlots([
  ,
  type,
  id,
  kind,
  from,
  to,
  moving,
]: SlotsKey): Promise<SlotsAnswer> {
  const query = new URLSearchParams({
    [type === 'coach' ? 'coach' : 'serviceManager']: String(id),
    kind,
    from,
    to,
  })
  if (moving) query.set('except', String(moving))
  const response = await fetchOrFail(`/api/availabilities/slots?${query}`, { cache: 'no-store' })
  return (await response.json()) as SlotsAnswer
}

/**
 * Whether the server's slots hold all of the week: from before the week (or now, before which
 * nothing is offered) to its end.
 */
const covers = (first: FirstSlots, week: Pick<Week, 'from' | 'to'>, now: number) =>
  Date.parse(first.from) <= Math.max(week.from.getTime(), now) &&
  Date.parse(first.to) >= week.to.getTime()

/**
 * A week of the host's free slots: the ones the page came with while they hold the week (no
 * request on load), else fetched; asked again when the visitor comes back to the tab.
 */
export function useSlots(
  host: Host,
  kind: BookingKind,
  week: Week,
  first: FirstSlots & { now: string; timeZone: string; minutes: number },
  moving: number | null,
) {
  const fromPage = covers(first, week, Date.parse(first.now))
  return useSWR(slotsKey(host, kind, week, moving), fetchSlots, {
    ...swrOptions,
    fallbackData: fromPage
      ? { timeZone: first.timeZone, minutes: first.minutes, slots: first.slots }
      : undefined,
    revalidateIfStale: !fromPage,
    shouldRetryOnError: false,
  })
}

/** Fetches a week again and keeps the answer for it (after a refusal: the slot may have gone). */
export function useRefetchWeek(host: Host, kind: BookingKind, moving: number | null) {
  const { mutate } = useSWRConfig()
  return (week: Pick<Week, 'from' | 'to'>) => {
    const key = slotsKey(host, kind, week, moving)
    return mutate<SlotsAnswer>(key, fetchSlots(key), { revalidate: false })
  }
}
