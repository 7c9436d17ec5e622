import { sql } from '@payloadcms/db-postgres'

import type { SqlExecutor } from '@/lib/db/rows'

import type { RecommenderItem } from './item'

/*
 * The recommender's items live in one table, so every server process (and a separate worker)
 * shares them. A process keeps its own in-memory index and reads only rows written since its last
 * read: each row carries the id of the transaction that wrote it, and a read remembers the oldest
 * transaction still running at that moment, so a write that commits late is never skipped.
 * Removed items stay as rows without content until the next rebuild, for the same reason.
 */

/** Writes (or replaces) a matchable item. */
export async function saveItem(db: SqlExecutor, item: RecommenderItem) {
  await db.execute(sql`
    INSERT INTO recommender_items (key, item, removed, written_by)
    VALUES (${item.key}, ${JSON.stringify(item)}::jsonb, false, pg_current_xact_id())
    ON CONFLICT (key) DO UPDATE SET item = EXCLUDED.item, removed = false, written_by = EXCLUDED.written_by`)
}

/** Marks an item as no longer matchable (unpublished, hidden, closed or deleted). */
export async function removeItem(db: SqlExecutor, key: string) {
  await db.execute(sql`
    INSERT INTO recommender_items (key, item, removed, written_by)
    VALUES (${key}, NULL, true, pg_current_xact_id())
    ON CONFLICT (key) DO UPDATE SET item = NULL, removed = true, written_by = EXCLUDED.written_by`)
}

export type ItemChanges = {
  /** Pass this to the next read. */
  horizon: string
  saved: RecommenderItem[]
  removed: string[]
}

/** Items written since `horizon` (all of them when it is undefined). */
export async function readChanges(db: SqlExecutor, horizon?: string): Promise<ItemChanges> {
  const since = horizon ? sql`written_by >= ${horizon}::xid8` : sql`TRUE`
  const result = (await db.execute(sql`
    SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon,
      (SELECT coalesce(json_agg(json_build_object('key', key, 'item', item)), '[]')
        FROM recommender_items WHERE ${since}) AS rows`)) as {
    rows: { horizon: string; rows: { key: string; item: RecommenderItem | null }[] }[]
  }
  const row = result.rows[0]!
  return {
    horizon: row.horizon,
    saved: row.rows.flatMap((r) => (r.item ? [r.item] : [])),
    removed: row.rows.flatMap((r) => (r.item ? [] : [r.key])),
  }
}

/** The keys of the items the table holds (not removed). */
export async function heldKeys(db: SqlExecutor): Promise<string[]> {
  const result = (await db.execute(sql`SELECT key FROM recommender_items WHERE NOT removed`)) as {
    rows: { key: string }[]
  }
  return result.rows.map((row) => row.key)
}
