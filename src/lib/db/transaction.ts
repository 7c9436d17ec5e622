import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

/** The Drizzle handle of the request's transaction (so raw SQL sees its uncommitted rows), else the pool. */
export async function drizzleFor(req: Pick<PayloadRequest, 'payload' | 'transactionID'>) {
  const adapter = req.payload.db as unknown as PostgresAdapter
  const id = req.transactionID ? await req.transactionID : undefined
  return (id !== undefined && adapter.sessions?.[id]?.db) || adapter.drizzle
}
