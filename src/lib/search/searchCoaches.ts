import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

import { rowsOf, type SqlExecutor } from '@/lib/db/rows'
import { COUNT_CAP } from '@/lib/pagination'

import { KEEP_TOTALS_FROM, tidyKeptTotals } from './keptTotals'
import { textQuery } from './textQuery'
import { normalizeName } from './tokens'

/**
 * The three orders of the coach list:
 * - popular: most published reviews, then best rated;
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
  popular: sql`review_count DESC, rating DESC NULLS LAST`,
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
  /** Exact when `capped` is false; else COUNT_CAP, and there are more. */
  total: number
  capped: boolean
  /** Coaches per specialty for the same text; null when the text matches more than COUNT_CAP. */
  specialtyCounts: Record<number, number> | null
}

/**
 * How many times over the coaches a page's walk along the order's index looks through would hold
 * the matches it asks for, were the text's matches spread evenly along the order.
 */
const WALK_MARGIN = 4

type Kept = { total: number; capped: boolean; facets: Record<string, number> | null }

/**
 * Writes totals (`values`, from the statement's count `a`) counted in the same statement as the
 * version read here, so they are never newer than the version they are kept under. Requests
 * counting the same query at once all succeed: the first row wins, later ones of the same version
 * change nothing, and a row is never set back to an older version.
 */
const keep = (terms: string, specialtyId: number, values: SQL, when: SQL) => sql`
  INSERT INTO coach_search_totals (terms, specialty_id, version, total, capped, facets)
  SELECT ${terms}, ${specialtyId}, v.version, ${values} FROM coach_search_version v, a WHERE ${when}
  ON CONFLICT (terms, specialty_id) DO UPDATE SET
    version = EXCLUDED.version, total = EXCLUDED.total, capped = EXCLUDED.capped,
    facets = EXCLUDED.facets, computed_at = EXCLUDED.computed_at
  WHERE coach_search_totals.version < EXCLUDED.version
  RETURNING 1`

/** Ids of the specialties at least one published (searchable) coach has. */
export async function offeredSpecialtyIds(db: SqlExecutor): Promise<Set<number>> {
  const rows = await rowsOf<{ specialty_id: number }>(
    db,
    sql`SELECT specialty_id FROM coach_search_counts WHERE specialty_id > 0 AND coaches > 0`,
  )
  return new Set(rows.map((r) => r.specialty_id))
}

/**
 * Published coaches matching the query and specialty: one page of ids in the chosen order, the
 * total and per-specialty counts. Every part stops early, so the cost does not grow with the
 * catalogue: the list without a text query reads its counts from coach_search_counts (kept by a
 * trigger); a text's totals are counted up to COUNT_CAP, and those of broad texts are kept in
 * coach_search_totals until a coach changes what it is found by; the page of many matches walks
 * the order's index, fewer are sorted after one pass over them.
 */
export async function searchCoaches(
  db: SqlExecutor,
  params: CoachSearchParams,
): Promise<CoachSearchResult> {
  const { terms, tsquery: text } = textQuery(params.q ?? '')
  const offset = (params.page - 1) * params.perPage
  const specialtyId = params.specialtyId ?? 0
  const bySpecialty = specialtyId
    ? sql`specialty_ids @> ARRAY[${specialtyId}]::integer[]`
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

  // Same terms, same matches: "Chen  Wei" and "chen wei" share their kept totals.
  const key = JSON.stringify(terms)
  // A coach whose whole name is the query comes first, whatever the order.
  const exactName = sql`exact_names && ARRAY[${normalizeName(params.q ?? '')}]::text[]`

  // The version and the totals kept at it, in one statement: a change after it cannot slip between.
  const kept = await rowsOf<Kept & { specialty_id: number | null; catalogue: number }>(
    db,
    sql`SELECT (SELECT coaches FROM coach_search_counts WHERE specialty_id = 0) AS catalogue,
          t.specialty_id, t.total, t.capped, t.facets
        FROM coach_search_version v
        LEFT JOIN coach_search_totals t
          ON t.terms = ${key} AND t.specialty_id IN (0, ${specialtyId}) AND t.version = v.version`,
  )
  const catalogue = kept[0]?.catalogue ?? 0
  type Pass = { n: number; ids: number[] | null; total: number | null; facets: Kept['facets'] }
  /**
   * One pass over at most COUNT_CAP + 1 matches of `where`: how many, and when that is all of them,
   * the page (of those also matching `within`), their number and the facets (unless `keptAs` is a
   * specialty). With `countFirst` they are counted first and passed over only when there are no
   * more than COUNT_CAP (a count alone is about twice as fast, a count and a pass half as fast).
   * The totals are kept under `keptAs` when more than `keepFrom` matched, in the same statement.
   */
  const onePass = async (
    where: SQL,
    within: SQL,
    { keptAs, keepFrom, countFirst }: { keptAs: number; keepFrom: number; countFirst: boolean },
  ) => {
    const upTo = (value: SQL) => sql`CASE WHEN a.n <= ${COUNT_CAP} THEN ${value} END`
    const facets = keptAs
      ? sql`NULL::jsonb`
      : sql`(SELECT coalesce(jsonb_object_agg(s, n), '{}') FROM
          (SELECT s, count(*)::int AS n FROM m, unnest(m.specialty_ids) AS s GROUP BY s) c)`
    const matches = sql`
      SELECT coach_id, specialty_ids, ${exactName} AS exact, review_count, rating, years, former_officer, lowest_price
      FROM coach_search WHERE ${where}`
    const [row] = await rowsOf<Pass & { wrote: number }>(
      db,
      sql`
      WITH ${
        countFirst
          ? sql`a AS (
              SELECT count(*)::int AS n
              FROM (SELECT 1 FROM coach_search WHERE ${where} LIMIT ${COUNT_CAP + 1}) c
            ),
            m AS MATERIALIZED (${matches}),`
          : sql`m AS MATERIALIZED (${matches} LIMIT ${COUNT_CAP + 1}),
            a AS (SELECT count(*)::int AS n FROM m),`
      }
      f AS (SELECT ${upTo(facets)} AS facets FROM a),
      w AS (${keep(key, keptAs, sql`least(a.n, ${COUNT_CAP}), a.n > ${COUNT_CAP}, (SELECT facets FROM f)`, sql`a.n > ${keepFrom}`)})
      SELECT a.n,
        ${upTo(sql`(SELECT coalesce(json_agg(coach_id), '[]') FROM
          (SELECT coach_id FROM m WHERE ${within} ORDER BY exact DESC, ${order}
           LIMIT ${params.perPage} OFFSET ${offset}) page)`)} AS ids,
        ${upTo(sql`(SELECT count(*)::int FROM m WHERE ${within})`)} AS total,
        (SELECT facets FROM f) AS facets,
        (SELECT count(*)::int FROM w) AS wrote
      FROM a`,
    )
    if (row!.wrote > 0)
      await tidyKeptTotals(
        db,
        'coach_search_totals',
        sql`version < (SELECT version FROM coach_search_version)`,
      )
    return row!
  }
  const result = (ids: number[], total: number, capped: boolean, facets: Kept['facets']) => ({
    ids,
    total,
    capped,
    specialtyCounts: facets ? toCounts(facets) : null,
  })

  let ofText: Kept | undefined = kept.find((k) => k.specialty_id === 0)
  if (!ofText) {
    // Not kept: up to COUNT_CAP matches are ranked, totalled and faceted in one pass (facets ignore
    // the specialty filter, so every option shows what choosing it would give); a broad text's
    // totals are kept for the next request. Counted first only where more than COUNT_CAP can match.
    const pass = await onePass(sql`doc @@ (${text})`, bySpecialty, {
      keptAs: 0,
      keepFrom: KEEP_TOTALS_FROM,
      countFirst: catalogue > COUNT_CAP,
    })
    if (pass.n <= COUNT_CAP) return result(pass.ids!, pass.total!, false, pass.facets)
    ofText = { total: COUNT_CAP, capped: true, facets: null }
  }
  const matching = sql`doc @@ (${text}) AND ${bySpecialty}`

  // The total: the text's; within a specialty, from the text's facets (which hold every
  // specialty's total), or kept. A broad text within a specialty not kept yet: one pass over its
  // matches there, like the text's own, kept whatever it finds (the text alone matched more than
  // COUNT_CAP).
  let { total, capped } = ofText
  if (specialtyId && !ofText.capped) {
    total = ofText.facets?.[specialtyId] ?? 0
  } else if (specialtyId) {
    const ofSpecialty = kept.find((k) => k.specialty_id === specialtyId)
    if (ofSpecialty) ({ total, capped } = ofSpecialty)
    else {
      const pass = await onePass(matching, sql`TRUE`, {
        keptAs: specialtyId,
        keepFrom: -1,
        countFirst: false,
      })
      if (pass.n <= COUNT_CAP) return result(pass.ids!, pass.n, false, null)
      ;[total, capped] = [COUNT_CAP, true]
    }
  }

  // The page. Where fewer coaches along the order's index than the text has matches would hold
  // the page (WALK_MARGIN times over, were the matches spread evenly: a text matching one coach in
  // forty looks through 160 per match asked for), the page is looked for there first, exact names
  // first (at most 100 of them), then the rest among those coaches. Where matches gather at one
  // end of the order (a word common among the least booked) they are not there, and a walk would
  // pass over a large part of the catalogue: then, as for rarer texts, every match is taken from
  // the text index and sorted.
  const columns = sql`coach_id, review_count, rating, years, former_officer, lowest_price`
  const wanted = offset + params.perPage
  const depth = Math.ceil((WALK_MARGIN * wanted * catalogue) / Math.max(total, 1))
  const found = (ids: { coach_id: number }[]) =>
    result(
      ids.map((r) => r.coach_id),
      total,
      capped,
      ofText.capped ? null : ofText.facets,
    )
  if (capped || depth < total) {
    const walk = await rowsOf<{ coach_id: number; walked: number }>(
      db,
      sql`
        SELECT coach_id, count(*) FILTER (WHERE rest = 1) OVER () AS walked FROM (
          (SELECT ${columns}, 0 AS rest FROM coach_search WHERE ${matching} AND ${exactName}
           ORDER BY ${order} LIMIT 100)
          UNION ALL
          (SELECT ${columns}, 1 AS rest FROM (
             SELECT ${columns}, doc, exact_names, specialty_ids FROM coach_search
             ORDER BY ${order} LIMIT ${depth}
           ) first WHERE ${matching} AND NOT ${exactName}
           ORDER BY ${order} LIMIT ${wanted})
        ) u ORDER BY rest, ${order} LIMIT ${params.perPage} OFFSET ${offset}`,
    )
    // Filled, or the walk went through the whole catalogue (a page past the last match).
    if (Number(walk[0]?.walked ?? 0) >= wanted || depth >= catalogue) return found(walk)
  }
  const page = await rowsOf<{ coach_id: number }>(
    db,
    sql`
      WITH m AS MATERIALIZED (
        SELECT ${columns}, ${exactName} AS exact FROM coach_search WHERE ${matching}
      )
      SELECT coach_id FROM m ORDER BY exact DESC, ${order} LIMIT ${params.perPage} OFFSET ${offset}`,
  )
  return found(page)
}

const toCounts = (facets: Record<string, number>) =>
  Object.fromEntries(Object.entries(facets).map(([id, n]) => [Number(id), Number(n)]))
