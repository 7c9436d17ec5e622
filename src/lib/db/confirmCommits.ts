import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

type Session = { db: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> } }
type Adapter = PostgresAdapter & {
  sessions: Record<string, Session>
  commitTransaction: (id?: number | string | Promise<number | string>) => Promise<void>
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows

/**
 * Payload's PostgreSQL adapter swallows a failed COMMIT (the database went away while committing):
 * the operation then returns the document as if it were stored, and a form would report success
 * for a submission that is not in the database. Installed at start-up, this asks PostgreSQL for
 * the transaction's fate after each commit and throws unless it committed. (If the database goes
 * away between the commit and that question, a stored change is reported as failed: the visitor
 * may send it again, but nothing is ever reported stored that is not.)
 */
export function confirmCommits(payload: Payload) {
  const adapter = payload.db as unknown as Adapter
  const commit = adapter.commitTransaction.bind(adapter)
  adapter.commitTransaction = async (incomingID) => {
    const id = await incomingID
    const session = id === undefined ? undefined : adapter.sessions[String(id)]
    if (!session) return commit(id)
    const xid = rowsOf(await session.db.execute(sql`SELECT pg_current_xact_id()::text AS xid`))[0]
      ?.xid as string
    await commit(id)
    const status = rowsOf(
      await adapter.drizzle.execute(sql`SELECT pg_xact_status(${xid}::xid8) AS status`),
    )[0]?.status
    if (status !== 'committed')
      throw new Error(`The transaction was not committed (${String(status)})`)
  }
}
