import type { SQL } from 'drizzle-orm'

/** What runs raw SQL: the pool's Drizzle handle, or a request's transaction (drizzleFor). */
export type SqlExecutor = { execute: (query: SQL) => Promise<unknown> }

/** The rows a statement returns. */
export const rowsOf = async <R>(db: SqlExecutor, query: SQL) =>
  ((await db.execute(query)) as { rows: R[] }).rows
