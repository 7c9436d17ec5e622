import type { ItemFacts } from './item'

const DAY = 86_400_000

/** An item's dates as day numbers (days since 1970) and its start month, read once per item. */
export type FactDays = {
  start?: number
  /** The last day: the end, or the start when there is no end. */
  last?: number
  deadline?: number
  published?: number
  startMonth?: number
}

const dayOf = (iso: string | null | undefined) =>
  iso ? Math.floor(new Date(iso).getTime() / DAY) : undefined

const cache = new WeakMap<ItemFacts, FactDays>()

/** The facts' dates, parsed on first use: ranking reads them for every item on every request. */
export function factDays(facts: ItemFacts): FactDays {
  let days = cache.get(facts)
  if (!days) {
    days = {
      start: dayOf(facts.startDate),
      last: dayOf(facts.endDate ?? facts.startDate),
      deadline: dayOf(facts.deadline),
      published: facts.publishedAt ? new Date(facts.publishedAt).getTime() / DAY : undefined,
      startMonth: facts.startDate ? new Date(facts.startDate).getUTCMonth() + 1 : undefined,
    }
    cache.set(facts, days)
  }
  return days
}

/** Today as a day number. */
export const dayNumber = (now: Date) => Math.floor(now.getTime() / DAY)
