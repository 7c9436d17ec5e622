import type { Payload } from 'payload'

import { currentIndex } from './liveIndex'
import type { ResultList, RecommenderProfile } from './profile'
import { rank, type RankedItem } from './rank'

/** How many items of each list a result set keeps: the page shows 5 and "show more" the rest. */
export const KEPT_PER_LIST = 20

export type Recommendations = {
  lists: Record<ResultList, RankedItem[]>
}

/** The best items of each list for a profile, against every item published until now (read through `db` when given). */
export async function recommend(
  payload: Payload,
  profile: RecommenderProfile,
  now = new Date(),
  db?: Parameters<typeof currentIndex>[1],
): Promise<Recommendations> {
  return {
    lists: rank(await currentIndex(payload, db), profile, now, KEPT_PER_LIST),
  }
}
