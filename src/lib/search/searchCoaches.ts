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

/** Totals are exact up to this many; beyond it the list says "more than 10,000". */
export const COUNT_CAP = 10_000

export type CoachSearchResult = {
  ids: number[]
  /** Exact when `capped` is false; else COUNT_CAP, and there are more. */
  total: number
  capped: boolean
  /** Coaches per specialty for the same text; null when the text matches more than COUNT_CAP. */
  specialtyCounts: Record<number, number> | null
}

type Executor = { execute: (query: SQL) => Promise<unknown> }
const rowsOf = async <R>(db: Executor, query: SQL) =>
  ((await db.execute(query)) as { rows: R[] }).rows

/** One term as a tsquery: English stem or prefix for latin words; all bigrams for Chinese. */
const termQuery = (term: QueryTerm): SQL =>
  term.kind === 'latin'
    ? sql`(to_tsquery('english', ${term.word}) || to_tsquery('simple', ${`${term.word}:*`}))`
    : sql`${term.tokens.map((t) => `'${t}'`).join(' & ')}::tsquery`

/** How many rows match, counted no further than COUNT_CAP + 1. */
const cappedCount = (where: SQL) =>
  sql`(SELECT count(*) FROM (SELECT 1 FROM coach_search WHERE ${where} LIMIT ${COUNT_CAP + 1}) c)`

/**
 * Published coaches matching the query and specialty: one page of ids in the chosen order, the
 * total and per-specialty counts. Every part stops early, so the cost does not grow with the
 * catalogue: the page walks the order's index, totals count up to COUNT_CAP, and the list without
 * a text query reads its counts from coach_search_counts (kept by a trigger).
 */
export async function searchCoaches(
  db: Executor,
  params: CoachSearchParams,
): Promise<CoachSearchResult> {
  const terms = queryTerms(params.q ?? '')
  const text = terms.length ? sql.join(terms.map(termQuery), sql` && `) : null
  const offset = (params.page - 1) * params.perPage
  const bySpecialty = params.specialtyId
    ? sql`specialty_ids @> ARRAY[${params.specialtyId}]::integer[]`
    : sql`TRUE`
  const order = sql`${orderBy[params.sort]}, coach_id`

  if (!text) {
    const [ids, counts] = await Promise.all([
      rowsOf<{ coach_id: number }>(
        db,
        sql`SELECT coach_id FROM coach_search WHERE ${bySpecialty} ORDER BY ${order} LIMIT ${params.perPage} OFFSET ${offset}`,
      ),
      rowsOf<{ specialty_id: number; coaches: number }>(
        db,
        sql`SELECT specialty_id, coaches FROM coach_search_counts WHERE coaches > 0`,
      ),
    ])
    const byId = Object.fromEntries(counts.map((c) => [c.specialty_id, c.coaches]))
    const { 0: all = 0, ...specialtyCounts } = byId
    return {
      ids: ids.map((r) => r.coach_id),
      total: params.specialtyId ? (byId[params.specialtyId] ?? 0) : all,
      capped: false,
      specialtyCounts,
    }
  }

  // A coach whose whole name is the query comes first, whatever the order.
  const exactName = sql`exact_names && ARRAY[${normalizeName(params.q ?? '')}]::text[]`
  const [{ text_total }] = (await rowsOf<{ text_total: string }>(
    db,
    sql`SELECT ${cappedCount(sql`doc @@ (${text})`)} AS text_total`,
  )) as [{ text_total: string }]
  if (Number(text_total) <= COUNT_CAP) {
    // At most COUNT_CAP matches: one pass over them gives the page, the exact total and the facets
    // (which ignore the specialty filter, so every option shows what choosing it would give).
    const [row] = await rowsOf<{ ids: number[]; total: string; facets: Record<string, number> }>(
      db,
      sql`
      WITH m AS MATERIALIZED (
        SELECT coach_id, specialty_ids, ${exactName} AS exact, bookings, rating, years, former_officer, lowest_price
        FROM coach_search WHERE doc @@ (${text})
      ),
      f AS (SELECT * FROM m WHERE ${bySpecialty})
      SELECT
        (SELECT coalesce(json_agg(coach_id), '[]') FROM
          (SELECT coach_id FROM f ORDER BY exact DESC, ${order} LIMIT ${params.perPage} OFFSET ${offset}) page) AS ids,
        (SELECT count(*) FROM f) AS total,
        (SELECT coalesce(json_object_agg(s, n), '{}') FROM
          (SELECT s, count(*) AS n FROM m, unnest(m.specialty_ids) AS s GROUP BY s) facets) AS facets`,
    )
    return {
      ids: row!.ids,
      total: Number(row!.total),
      capped: false,
      specialtyCounts: Object.fromEntries(
        Object.entries(row!.facets).map(([id, n]) => [Number(id), Number(n)]),
      ),
    }
  }
  // More: the page walks the order's index (a common word fills it at once), exact names first,
  // and the total is counted no further than COUNT_CAP; no per-specialty counts.
  const matching = sql`doc @@ (${text}) AND ${bySpecialty}`
  const [head] = await rowsOf<{ exact: number[]; total: string }>(
    db,
    sql`SELECT
      (SELECT coalesce(json_agg(coach_id), '[]') FROM
        (SELECT coach_id FROM coach_search WHERE ${matching} AND ${exactName} ORDER BY ${order} LIMIT 100) e) AS exact,
      ${params.specialtyId ? cappedCount(matching) : sql`${Number(text_total)}`} AS total`,
  )
  const exact = head!.exact
  const fromExact = exact.slice(offset, offset + params.perPage)
  const rest =
    fromExact.length < params.perPage
      ? await rowsOf<{ coach_id: number }>(
          db,
          sql`SELECT coach_id FROM coach_search WHERE ${matching} AND NOT ${exactName}
              ORDER BY ${order} LIMIT ${params.perPage - fromExact.length} OFFSET ${Math.max(0, offset - exact.length)}`,
        )
      : []
  const total = Number(head!.total)
  return {
    ids: [...fromExact, ...rest.map((r) => r.coach_id)],
    total: Math.min(total, COUNT_CAP),
    capped: total > COUNT_CAP,
    specialtyCounts: null,
  }
}
