import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

import { normalizeName, queryTerms, type QueryTerm } from './tokens'

/**
 * The three orders of the coach list:
 * - popular: most consultations booked, then best rated;
 * - professional: former admissions officers first, then most years of experience, then rating;
 * - budget: lowest starting package price first, then rating.
 * Whatever the order, a coach whose whole name equals the query comes first; the text itself only
 * filters (a relevance score would cost more than it adds once one of these orders decides).
 */
export const coachSorts = ['popular', 'professional', 'budget'] as const
export type CoachSort = (typeof coachSorts)[number]
export const isCoachSort = (value: unknown): value is CoachSort =>
  coachSorts.includes(value as CoachSort)

const orderBy: Record<CoachSort, SQL> = {
  popular: sql`bookings DESC, rating DESC NULLS LAST`,
  professional: sql`former_officer DESC, years DESC NULLS LAST, rating DESC NULLS LAST`,
  budget: sql`lowest_price ASC NULLS LAST, rating DESC NULLS LAST`,
}

export type CoachSearchParams = {
  q?: string
  sort: CoachSort
  specialtyId?: number
  page: number
  perPage: number
}
export type CoachSearchResult = {
  ids: number[]
  total: number
  specialtyCounts: Record<number, number>
}

type Executor = { execute: (query: SQL) => Promise<unknown> }

/** One term as a tsquery: English stem or prefix for latin words; all bigrams for Chinese. */
const termQuery = (term: QueryTerm): SQL =>
  term.kind === 'latin'
    ? sql`(to_tsquery('english', ${term.word}) || to_tsquery('simple', ${`${term.word}:*`}))`
    : sql`${term.tokens.map((t) => `'${t}'`).join(' & ')}::tsquery`

/** Published coaches matching the query and specialty, one page of ids in the chosen order, the total, and per-specialty counts. */
export async function searchCoaches(
  db: Executor,
  params: CoachSearchParams,
): Promise<CoachSearchResult> {
  const terms = queryTerms(params.q ?? '')
  const query = terms.length ? sql.join(terms.map(termQuery), sql` && `) : null
  const matchText = query ? sql`doc @@ (${query})` : sql`TRUE`
  const exactName = normalizeName(params.q ?? '')
  const bySpecialty = params.specialtyId
    ? sql`specialty_ids @> ARRAY[${params.specialtyId}]::integer[]`
    : sql`TRUE`
  const offset = (params.page - 1) * params.perPage

  const exact = query ? sql`exact_names && ARRAY[${exactName}]::text[]` : sql`FALSE`

  // One pass over the matching rows feeds the page, the total and the facet counts (the text
  // match is the expensive part, so it runs once). Facets ignore the specialty filter, so every
  // option shows what choosing it would give.
  const result = (await db.execute(sql`
    WITH m AS MATERIALIZED (
      SELECT coach_id, specialty_ids, ${exact} AS exact, bookings, rating, years, former_officer, lowest_price
      FROM coach_search WHERE ${matchText}
    ),
    f AS (SELECT * FROM m WHERE ${bySpecialty})
    SELECT
      (SELECT coalesce(json_agg(coach_id), '[]') FROM
        (SELECT coach_id FROM f ORDER BY exact DESC, ${orderBy[params.sort]}, coach_id LIMIT ${params.perPage} OFFSET ${offset}) page) AS ids,
      (SELECT count(*) FROM f) AS total,
      (SELECT coalesce(json_object_agg(s, n), '{}') FROM
        (SELECT s, count(*) AS n FROM m, unnest(m.specialty_ids) AS s GROUP BY s) facets) AS facets`)) as {
    rows: { ids: number[]; total: string; facets: Record<string, number> }[]
  }
  const row = result.rows[0]!
  return {
    ids: row.ids,
    total: Number(row.total),
    specialtyCounts: Object.fromEntries(
      Object.entries(row.facets).map(([id, n]) => [Number(id), Number(n)]),
    ),
  }
}
