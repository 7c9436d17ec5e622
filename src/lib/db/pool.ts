import type { PostgresAdapter, postgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { noteDatabaseFailure } from './health'

/**
 * Connections per process unless DATABASE_POOL_MAX says: 20, fewer when many web processes share
 * the database, so that all of them stay within 80 of PostgreSQL's default 100 connections.
 */
export const defaultPoolSize = (processes: number) =>
  Math.min(20, Math.max(5, Math.floor(80 / processes)))

/** The planner's price of a page read out of order, as for solid-state or cached storage. */
export const randomPageCost = 1.1

/**
 * The pool's limits, so the database connection can never be lost for good: a bounded size, a
 * connection wait that fails within 3 s (the page or form then says the service is unavailable),
 * and server-side limits on every connection so a stuck statement or an abandoned transaction is
 * ended by PostgreSQL itself. Broken connections are dropped by the pool, never handed out again.
 * `processes`: how many web processes of this server share the database.
 */
export const databasePoolOptions = (
  connectionString: string,
  processes: number,
): Parameters<typeof postgresAdapter>[0]['pool'] => ({
  connectionString,
  max: Number(process.env.DATABASE_POOL_MAX) || defaultPoolSize(processes),
  connectionTimeoutMillis: 3000,
  idleTimeoutMillis: 30_000,
  keepAlive: true,
  statement_timeout: 30_000,
  idle_in_transaction_session_timeout: 60_000,
  // PostgreSQL's default prices a page read out of order as four sequential ones, a disk
  // without SSD's figure: with the portal's tables in memory it chose to read 10,000 rows of a
  // list in table order over the list's own index (bench/RESULTS.md, issue 34).
  options: `-c random_page_cost=${randomPageCost}`,
})

type Pool = PostgresAdapter['pool']
type Connect = Pool['connect']

/**
 * Logs connections the server dropped (restart, failover: unhandled, that would crash the web
 * server; the pool reconnects on next use) and reports every connection that could not be had,
 * which makes the web server answer 503 for a few seconds instead of an error page.
 */
export function watchDatabasePool(payload: Payload) {
  const pool = (payload.db as unknown as PostgresAdapter).pool
  if (!pool) return
  const dropped = (error: Error) => {
    noteDatabaseFailure()
    payload.logger.warn({ err: error }, 'PostgreSQL dropped a connection')
  }
  pool.on('error', dropped)
  // The pool listens to a client's errors only while it is idle: a connection cut while in use
  // (between two statements of a transaction) would otherwise be an uncaught exception.
  pool.on('connect', (client) => client.on('error', dropped))
  const connect = pool.connect.bind(pool) as (
    callback?: (...args: unknown[]) => void,
  ) => Promise<unknown> | void
  pool.connect = ((callback?: (error: Error | undefined, ...rest: unknown[]) => void) => {
    if (callback) {
      return connect((error: unknown, ...rest: unknown[]) => {
        if (error) noteDatabaseFailure()
        callback(error as Error | undefined, ...rest)
      })
    }
    return (connect() as Promise<unknown>).catch((error: unknown) => {
      noteDatabaseFailure()
      throw error
    })
  }) as Connect
}
