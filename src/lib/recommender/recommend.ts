import type { Payload } from 'payload'

import { currentIndex } from './liveIndex'
import type { RecommenderProfile, ResultList } from './profile'
import { rank, type RankedItem } from './rank'

/** How many items of each list a result set keeps: the page shows 5 and "show more" the rest. */
export const KEPT_PER_LIST = 20

export type Recommendations = {
  lists: Record<ResultList, RankedItem[]>
  /** How many items each list ranked in all. */
  counts: Record<ResultList, number>
  rankedAt: string
}

const lists = ['offerings', 'jobs', 'coaches', 'universities'] as const

/** The best items of each list for a profile, against every item published until now. */
export async function recommend(
  payload: Payload,
  profile: RecommenderProfile,
  now = new Date(),
): Promise<Recommendations> {
  const ranked = rank(await currentIndex(payload), profile, now)
  return {
    lists: Object.fromEntries(
      lists.map((l) => [l, ranked[l].slice(0, KEPT_PER_LIST)]),
    ) as Recommendations['lists'],
    counts: Object.fromEntries(
      lists.map((l) => [l, ranked[l].length]),
    ) as Recommendations['counts'],
    rankedAt: now.toISOString(),
  }
}
