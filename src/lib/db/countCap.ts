import { AsyncLocalStorage } from 'node:async_hooks'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { count } from 'drizzle-orm'
import type { Payload } from 'payload'

import { COUNT_CAP } from '@/lib/pagination'

type CountArgs = Parameters<PostgresAdapter['countDistinct']>[0]
type Joins = { type?: string; condition: unknown; table: unknown }[]

/*
 * One store per process, shared through globalThis: the web server (scripts/webServer.ts) and the
 * Next.js bundle each load their own copy of this module.
 */
const key = Symbol.for('edubridge.countCap')
const capped: AsyncLocalStorage<number> = ((globalThis as Record<symbol, unknown>)[key] ??=
  new AsyncLocalStorage<number>()) as AsyncLocalStorage<number>

/**
 * Runs `read` with every count it makes stopped after `cap` + 1 matches: a total above `cap`
 * means "more than `cap`". Public lists and clients' REST and GraphQL reads count this way, so a
 * page's cost does not grow with the catalogue; the admin's own views count exactly.
 */
export const withCountCap = <T>(read: () => Promise<T>, cap = COUNT_CAP) => capped.run(cap, read)

/**
 * Installed at start-up: inside withCountCap, Payload's counts (a find's totalDocs, count) read at
 * most cap + 1 distinct documents instead of all that match.
 */
export function capCounts(payload: Payload) {
  const adapter = payload.db as unknown as PostgresAdapter
  const exact = adapter.countDistinct.bind(adapter)
  // Joined by the document's own id or language, or along a relationship it holds: at most one
  // row per document. (A `join` field, which the portal does not use, would join the other
  // collection's table one-to-many: such a field must be added to this rule.)
  const collectionTables = new Set(
    Object.keys(payload.collections).map((slug) => slug.replaceAll('-', '_')),
  )
  const toOne = (joined: unknown) => {
    const name = (joined as Record<symbol, string>)[Symbol.for('drizzle:OriginalName')] ?? ''
    return name.endsWith('_locales') || collectionTables.has(name)
  }
  adapter.countDistinct = async (args: CountArgs) => {
    const cap = capped.getStore()
    // A count of one column's distinct values (not documents) stays Payload's own.
    if (cap === undefined || args.column) return exact(args)
    const table = adapter.tables[args.tableName]!
    const joins = args.joins as unknown as Joins
    // Payload's own query (its joins for related and localized fields, its where), cut at cap + 1.
    // Without a join that can repeat a document, no DISTINCT: the count then stops at the cap
    // instead of gathering every match first.
    const select = joins.every((join) => toOne(join.table))
      ? args.db.select({ id: table.id })
      : args.db.selectDistinct({ id: table.id })
    let matches = select.from(table).$dynamic()
    for (const { type, condition, table: joined } of joins)
      matches = (matches as unknown as Record<string, (t: unknown, c: unknown) => typeof matches>)[
        type ?? 'leftJoin'
      ]!(joined, condition)
    if (args.where) matches = matches.where(args.where)
    const [row] = await args.db.select({ n: count() }).from(matches.limit(cap + 1).as('matches'))
    return Number(row?.n ?? 0)
  }
}
