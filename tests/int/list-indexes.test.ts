import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, describe, expect, it, vi } from 'vitest'

import { jobListRead, offeringListRead } from '@/data/listings'
import { readListPage } from '@/data/listPage'

import { openForFile } from './openForFile'

// Outside Next there is no cache to keep reads in: each read goes to the database.
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  unstable_cache: <T>(read: T) => read,
}))

/*
 * The public lists' reads can be answered from the indexes migration 20261202_050000 made for
 * them (bench:scale times them at 100,000 rows). A partial index serves a query only while the
 * query's where implies the index's: a change of `publicListing` or of a list's order that loses
 * it would leave deep pages reading every skipped row again, with nothing else failing.
 * The demo's tables are small enough for PostgreSQL to prefer reading them whole or through any
 * index: each plan is asked for with the index alone beside the primary key.
 */

let payload: Payload
openForFile([], (opened) => ({ payload } = opened))

type Statement = { text: string; values: unknown[] }

/** The statements `read` sends, in order. */
async function statementsOf(read: () => Promise<unknown>) {
  const sent: Statement[] = []
  const query = pg.Client.prototype.query
  const recording = function (this: pg.Client, ...args: unknown[]) {
    const [config, values] = args
    const text = typeof config === 'string' ? config : (config as { text?: string }).text
    const given = (config as { values?: unknown[] }).values ?? values
    if (text) sent.push({ text, values: Array.isArray(given) ? given : [] })
    return (query as (...args: unknown[]) => unknown).apply(this, args)
  }
  pg.Client.prototype.query = recording as typeof query
  try {
    await read()
  } finally {
    pg.Client.prototype.query = query
  }
  return sent
}

const explainer = new pg.Client({ connectionString: process.env.DATABASE_URL })
const connected = explainer.connect()
afterAll(() => explainer.end())

/**
 * The plan PostgreSQL makes for `statement` with `table`'s other indexes gone and sequential scans
 * priced out (inside a transaction that is rolled back): the table's primary key then competes
 * with `index` alone, and `index` wins wherever its where allows it to serve the statement.
 */
async function planOf({ text, values }: Statement, table: string, index: string) {
  await connected
  await explainer.query('BEGIN')
  try {
    const { rows: others } = await explainer.query<{ name: string }>(
      `SELECT i.relname AS name FROM pg_index x
         JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
        WHERE t.relname = $1 AND i.relname <> $2 AND NOT x.indisprimary`,
      [table, index],
    )
    for (const { name } of others) await explainer.query(`DROP INDEX "${name}"`)
    await explainer.query('SET LOCAL enable_seqscan = off')
    const { rows } = await explainer.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, values)
    return rows.map((row) => row['QUERY PLAN']).join('\n')
  } finally {
    await explainer.query('ROLLBACK')
  }
}

const findStatement = (sent: Statement[], pattern: RegExp) => {
  const found = sent.find((s) => pattern.test(s.text))
  expect(found, `no statement matches ${pattern}`).toBeDefined()
  return found!
}

describe('the public lists at any size', () => {
  it('walk the listings anyone may see in the list’s order along the index made for them, to any page', async () => {
    const offers = await statementsOf(() =>
      readListPage(payload, offeringListRead('overseas-study', {}, 'en', 3)),
    )
    const offerPage = findStatement(offers, /^select distinct "offerings"\."id".* offset /)
    expect(await planOf(offerPage, 'offerings', 'offerings_public_order_idx')).toMatch(
      /Scan (?:using|on) offerings_public_order_idx/,
    )

    const jobs = await statementsOf(() => readListPage(payload, jobListRead({}, 'zh', 3)))
    const jobPage = findStatement(jobs, /^select distinct "jobs"\."id".* offset /)
    expect(await planOf(jobPage, 'jobs', 'jobs_public_order_idx')).toMatch(
      /Scan (?:using|on) jobs_public_order_idx/,
    )
  })
})
