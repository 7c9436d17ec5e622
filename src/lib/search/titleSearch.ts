import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

import { rowsOf, type SqlExecutor } from '@/lib/db/rows'
import { cappedTotal, COUNT_CAP } from '@/lib/pagination'

import { KEEP_TOTALS_FROM, tidyKeptTotals } from './keptTotals'
import { textQuery } from './textQuery'
import { cjkTokens, latinWords } from './tokens'

/**
 * The collections the site-wide search finds by their titles, and the localized columns (in
 * every language) a document is found by. Coaches have an index of their own (coach_search).
 */
export const titledCollections = {
  universities: ['name', 'city'],
  articles: ['title'],
  offerings: ['title'],
  jobs: ['title'],
} as const
export type TitledCollection = keyof typeof titledCollections

/**
 * The ready-made lexemes of a document's titles: its latin words as written (so a stop word such
 * as "for" in a query still matches) and the single characters and bigrams of its Chinese, which
 * Postgres' parser cannot make. The English stems come from Postgres itself.
 */
export const titleLexemes = (text: string) => [
  ...new Set([...latinWords(text), ...cjkTokens(text)]),
]

/**
 * Who may find a document of each collection, and where it comes in its list. `findable` is the
 * public part of the collection's read access (src/access/publishedOrEditor.ts, listingReaders.ts)
 * with only published listings (closed ones keep their page but are not offered any more); the
 * documents found are read again through Payload with the visitor's access, so the index can only
 * leave something out, never show more. `rank` orders a list ascending: best ranked university
 * first, newest article and listing first, those without a ranking or date last.
 */
const indexed: Record<TitledCollection, { join: SQL; findable: SQL; rank: SQL }> = {
  universities: {
    join: sql``,
    findable: sql`d._status = 'published'`,
    rank: sql`coalesce(d.world_ranking::double precision, 'Infinity')`,
  },
  articles: {
    join: sql``,
    findable: sql`d._status = 'published'`,
    rank: sql`coalesce(-extract(epoch FROM d.published_at)::double precision, 'Infinity')`,
  },
  offerings: {
    join: sql`LEFT JOIN organisations o ON o.id = d.organisation_id`,
    findable: sql`d.status = 'published' AND d.hidden IS NOT TRUE AND coalesce(o.certified, false)`,
    rank: sql`coalesce(-extract(epoch FROM d.published_at)::double precision, 'Infinity')`,
  },
  jobs: {
    join: sql`LEFT JOIN organisations o ON o.id = d.organisation_id`,
    findable: sql`d.status = 'published' AND d.hidden IS NOT TRUE AND coalesce(o.certified, false)`,
    rank: sql`coalesce(-extract(epoch FROM d.published_at)::double precision, 'Infinity')`,
  },
}

/** Documents indexed per statement when a whole collection is indexed. */
const BATCH = 2000

/**
 * Writes the title_search rows of the documents `ids` (of every document of the collection when
 * omitted) as they are stored: their titles in all languages, whether the public may find them
 * and their place in the list; a document that no longer exists loses its row. Run in the writing
 * request's transaction, it sees what that request wrote.
 */
export async function indexTitles(db: SqlExecutor, collection: TitledCollection, ids?: number[]) {
  const { join, findable, rank } = indexed[collection]
  const text = sql.join(
    titledCollections[collection].map((column) => sql`coalesce(l.${sql.identifier(column)}, '')`),
    sql` || ' ' || `,
  )
  const only = ids ? sql`AND d.id = ANY(${sql.param(ids)}::integer[])` : sql``
  if (ids) await unindexTitles(db, collection, ids)
  for (let after = 0; ;) {
    const rows = await rowsOf<{ id: number; text: string; findable: boolean; rank: number }>(
      db,
      sql`SELECT d.id, string_agg(${text}, ' ') AS text, bool_and(${findable}) AS findable,
            min(${rank}) AS rank
          FROM ${sql.identifier(collection)} d
          JOIN ${sql.identifier(`${collection}_locales`)} l ON l._parent_id = d.id ${join}
          WHERE d.id > ${after} ${only}
          GROUP BY d.id ORDER BY d.id LIMIT ${BATCH}`,
    )
    if (rows.length === 0) return
    const docs = rows.map((row) => ({ ...row, lexemes: titleLexemes(row.text) }))
    // Stripped of positions: the lists' own orders rank the matches, and small vectors scan fast.
    await db.execute(sql`
      INSERT INTO title_search (collection, doc_id, doc, findable, rank)
      SELECT ${collection}, d.id,
        strip(to_tsvector('english', d.text))
          || array_to_tsvector(ARRAY(SELECT jsonb_array_elements_text(d.lexemes))),
        -- JSON has no infinity: an unranked document's rank comes back as null.
        d.findable, coalesce(d.rank, 'Infinity')
      FROM jsonb_to_recordset(${JSON.stringify(docs)}::jsonb)
        AS d(id integer, text text, lexemes jsonb, findable boolean, rank double precision)
      ON CONFLICT (collection, doc_id) DO UPDATE
        SET doc = EXCLUDED.doc, findable = EXCLUDED.findable, rank = EXCLUDED.rank`)
    if (rows.length < BATCH) return
    after = rows.at(-1)!.id
  }
}

/** Every document of every titled collection indexed again (a new database, after a bulk import). */
export async function indexAllTitles(db: SqlExecutor) {
  for (const collection of Object.keys(titledCollections) as TitledCollection[])
    await indexTitles(db, collection)
}

/** An organisation's listings, findable or not as its standing now makes them. */
export async function indexOrganisationTitles(db: SqlExecutor, organisationId: number) {
  // In the order the search's version rows are taken (title_search_version), so that two
  // writers at once wait for each other instead of deadlocking.
  for (const collection of ['jobs', 'offerings'] as const) {
    const rows = await rowsOf<{ id: number }>(
      db,
      sql`SELECT id FROM ${sql.identifier(collection)} WHERE organisation_id = ${organisationId}`,
    )
    if (rows.length)
      await indexTitles(
        db,
        collection,
        rows.map((row) => row.id),
      )
  }
}

/** Takes documents out of the index (they were deleted). */
export const unindexTitles = (db: SqlExecutor, collection: TitledCollection, ids: number[]) =>
  db.execute(
    sql`DELETE FROM title_search WHERE collection = ${collection} AND doc_id = ANY(${sql.param(ids)}::integer[])`,
  )

export type TitleMatches = { ids: number[]; total: number; capped: boolean }

/**
 * How many of the first documents in a list's order the page of a search looks through, per
 * document asked for, before it asks the title index for every match: a term in at least one
 * title in a hundred fills its page there.
 */
export const WALK_PER_HIT = 100

/**
 * The first `limit` findable documents of a collection whose titles (in any language) hold every
 * term of `query`, in the list's order, and how many there are (counted up to COUNT_CAP, see
 * countTitled; without `count`, not counted: the total is then the number found).
 *
 * PostgreSQL cannot tell how common a search's terms are, and both of its ways to the page go
 * wrong at 100,000 titles: walking the list's order passes over the whole collection for a term
 * that is rare or absent; taking every match from the title index and sorting them reads tens of
 * thousands of rows for a common one. So the page is looked for along the order first, a bounded
 * number of titles deep; only when they hold fewer than `limit` matches (a rare term: few matches)
 * are the matches taken from the index and sorted.
 */
export async function findTitled(
  db: SqlExecutor,
  collection: TitledCollection,
  query: string,
  limit: number,
  { count = true }: { count?: boolean } = {},
): Promise<TitleMatches> {
  const { terms, tsquery } = textQuery(query)
  if (!tsquery) return { ids: [], total: 0, capped: false }
  // The collection is written into the statement (it is one of four names): each collection's
  // partial indexes serve only statements that name it.
  const findable = sql`FROM title_search
    WHERE collection = ${sql.raw(`'${collection}'`)} AND findable`
  const matching = sql`${findable} AND doc @@ (${tsquery})`
  const page = async () => {
    const walked = await rowsOf<{ doc_id: number }>(
      db,
      sql`SELECT doc_id FROM (
            SELECT doc_id, rank, doc ${findable} ORDER BY rank, doc_id LIMIT ${limit * WALK_PER_HIT}
          ) first WHERE doc @@ (${tsquery}) ORDER BY rank, doc_id LIMIT ${limit}`,
    )
    if (walked.length === limit) return walked
    // Materialized, the matches are taken from the title index whatever PostgreSQL guesses.
    return rowsOf<{ doc_id: number }>(
      db,
      sql`WITH m AS MATERIALIZED (SELECT doc_id, rank ${matching})
          SELECT doc_id FROM m ORDER BY rank, doc_id LIMIT ${limit}`,
    )
  }
  const [found, counted] = await Promise.all([
    page(),
    count ? countTitled(db, collection, JSON.stringify(terms), matching) : null,
  ])
  const ids = found.map((row) => row.doc_id)
  return { ids, ...(counted ?? cappedTotal(ids.length)) }
}

/**
 * How many documents `matching` finds, up to COUNT_CAP: kept in title_search_totals (under the
 * query's `terms`) when more than KEEP_TOTALS_FROM, until the collection's titles change. The
 * version is read in the same statement as the count it is kept under, so a total counted before
 * a change is never shown after it; requests counting the same query at once all succeed (the
 * first row wins, and a row is never set back to an older version).
 */
async function countTitled(
  db: SqlExecutor,
  collection: TitledCollection,
  terms: string,
  matching: SQL,
): Promise<{ total: number; capped: boolean }> {
  const [kept] = await rowsOf<{ total: number | null; capped: boolean | null }>(
    db,
    sql`SELECT t.total, t.capped FROM title_search_version v
        LEFT JOIN title_search_totals t
          ON t.collection = v.collection AND t.terms = ${terms} AND t.version = v.version
        WHERE v.collection = ${collection}`,
  )
  if (kept?.total != null) return { total: kept.total, capped: Boolean(kept.capped) }
  const [counted] = await rowsOf<{ n: number; wrote: number }>(
    db,
    sql`WITH a AS (SELECT count(*)::int AS n FROM (SELECT 1 ${matching} LIMIT ${COUNT_CAP + 1}) c),
        w AS (
          INSERT INTO title_search_totals (collection, terms, version, total, capped)
          SELECT v.collection, ${terms}, v.version, least(a.n, ${COUNT_CAP}), a.n > ${COUNT_CAP}
          FROM title_search_version v, a
          WHERE v.collection = ${collection} AND a.n > ${KEEP_TOTALS_FROM}
          ON CONFLICT (collection, terms) DO UPDATE SET
            version = EXCLUDED.version, total = EXCLUDED.total, capped = EXCLUDED.capped,
            computed_at = EXCLUDED.computed_at
          WHERE title_search_totals.version < EXCLUDED.version
          RETURNING 1
        )
        SELECT a.n, (SELECT count(*)::int FROM w) AS wrote FROM a`,
  )
  if (counted!.wrote > 0)
    await tidyKeptTotals(
      db,
      'title_search_totals',
      sql`version < (SELECT v.version FROM title_search_version v
                     WHERE v.collection = title_search_totals.collection)`,
    )
  return cappedTotal(counted!.n)
}
