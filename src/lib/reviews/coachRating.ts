import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { drizzleFor } from '@/lib/db/transaction'

/**
 * A coach's star rating and review count, computed from their published reviews and written to
 * the profile, to its search row and to its versions (so an editor's next save keeps them): what
 * the cards, the search's "popular" order and the recommender read. Under a lock on the coach, in the change's
 * transaction: two reviews published at once count each other.
 */
export async function refreshCoachRating(req: PayloadRequest, coach: number): Promise<void> {
  const db = await drizzleFor(req)
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('coach-rating'), ${coach})`)
  await db.execute(sql`
    WITH summary AS (
      SELECT count(*)::int AS n, round(avg(rating)::numeric, 2) AS average
      FROM reviews WHERE coach_id = ${coach} AND status = 'published'
    )
    UPDATE coaches SET rating = summary.average, review_count = summary.n
    FROM summary WHERE coaches.id = ${coach}`)
  await db.execute(sql`
    UPDATE coach_search SET rating = c.rating, review_count = c.review_count
    FROM coaches c WHERE c.id = ${coach} AND coach_search.coach_id = c.id`)
  await db.execute(sql`
    UPDATE _coaches_v SET version_rating = c.rating, version_review_count = c.review_count
    FROM coaches c WHERE c.id = ${coach} AND _coaches_v.parent_id = c.id`)
}
