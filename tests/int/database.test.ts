import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { randomPageCost } from '@/lib/db/pool'

import { openForFile } from './openForFile'

let payload: Payload

openForFile([], (opened) => ({ payload } = opened))

type Sessions = Record<
  string,
  { db: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> } }
>

describe('database transactions', () => {
  it('a commit that fails is an error, never a silent success', async () => {
    const id = await payload.db.beginTransaction()
    const session = (payload.db as unknown as { sessions: Sessions }).sessions[String(id)]!
    // A deferred unique constraint is checked at COMMIT, which then fails.
    await session.db.execute(
      sql`CREATE TEMP TABLE commit_probe (x int UNIQUE DEFERRABLE INITIALLY DEFERRED) ON COMMIT DROP`,
    )
    await session.db.execute(sql`INSERT INTO commit_probe VALUES (1), (1)`)
    await expect(payload.db.commitTransaction(id!)).rejects.toThrow(/not committed/)
  })

  it('a commit that succeeds is confirmed', async () => {
    const id = await payload.db.beginTransaction()
    const session = (payload.db as unknown as { sessions: Sessions }).sessions[String(id)]!
    await session.db.execute(sql`SELECT 1`)
    await expect(payload.db.commitTransaction(id!)).resolves.toBeUndefined()
    const idle = (await (payload.db as unknown as PostgresAdapter).drizzle.execute(
      sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
    )) as { rows: { n: number }[] }
    expect(idle.rows[0]!.n).toBe(0)
  })
})

describe('the portal’s connections', () => {
  it('carry their limits and price reads out of order as for cached storage', async () => {
    const setting = async (name: string) => {
      const { rows } = (await payload.db.drizzle.execute(
        sql`SELECT current_setting(${name}) AS value`,
      )) as unknown as { rows: { value: string }[] }
      return rows[0]!.value
    }
    expect(await setting('random_page_cost')).toBe(String(randomPageCost))
    expect(await setting('statement_timeout')).toBe('30s')
  })
})
