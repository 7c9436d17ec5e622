import { sql } from '@payloadcms/db-postgres'

import { type SqlExecutor, rowsOf } from '@/lib/db/rows'
import { type ReviewCriterion, reviewCriteria } from '@/lib/enums'

/** What a coach's page shows above the reviews: the average, the count, the stars' spread and each criterion. */
export type ReviewSummary = {
  count: number
  /** To two decimals, as stored on the coach (the pages show one). */
  average: number | null
  /** Reviews with 5, 4, 3, 2 and 1 stars, in that order. */
  distribution: { stars: 1 | 2 | 3 | 4 | 5; count: number }[]
  criteria: { criterion: ReviewCriterion; average: number | null }[]
}

/** One pass over a coach's published reviews (the partial index on coach and status serves it). */
export async function reviewSummary(db: SqlExecutor, coach: number): Promise<ReviewSummary> {
  const [row] = await rowsOf<{
    count: number
    average: string | null
    by_stars: Record<string, number> | null
    expertise: string | null
    clarity: string | null
    helpfulness: string | null
  }>(
    db,
    sql`
    SELECT count(*)::int AS count, round(avg(rating)::numeric, 2) AS average,
           (SELECT jsonb_object_agg(stars, n) FROM (
              SELECT rating::int AS stars, count(*)::int AS n FROM reviews
              WHERE coach_id = ${coach} AND status = 'published' GROUP BY 1) s) AS by_stars,
           round(avg(criteria_expertise)::numeric, 1) AS expertise,
           round(avg(criteria_clarity)::numeric, 1) AS clarity,
           round(avg(criteria_helpfulness)::numeric, 1) AS helpfulness
    FROM reviews WHERE coach_id = ${coach} AND status = 'published'`,
  )
  const number = (value: string | null | undefined) => (value == null ? null : Number(value))
  return {
    count: row?.count ?? 0,
    average: number(row?.average),
    distribution: ([5, 4, 3, 2, 1] as const).map((stars) => ({
      stars,
      count: row?.by_stars?.[stars] ?? 0,
    })),
    criteria: reviewCriteria.map(({ value }) => ({
      criterion: value,
      average: number(row?.[value]),
    })),
  }
}
