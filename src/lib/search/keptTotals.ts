import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

import type { SqlExecutor } from '@/lib/db/rows'

/**
 * Totals of a search that matches more documents than this are kept (coach_search_totals,
 * title_search_totals) until what its documents are found by changes; fewer are as quick to count
 * again as to look up.
 */
export const KEEP_TOTALS_FROM = 2_000
/** Kept totals of a search beyond this many (the oldest first) are deleted, however many are asked. */
export const KEPT_TOTALS_MAX = 5_000

/**
 * Deletes a search's kept totals that are `stale` (counted at an older version) and the oldest
 * beyond KEPT_TOTALS_MAX, a bounded number at a time; rows another request is writing are
 * skipped, never waited for. `table` has a `computed_at` column (coach_search_totals,
 * title_search_totals).
 */
export const tidyKeptTotals = (
  db: SqlExecutor,
  table: 'coach_search_totals' | 'title_search_totals',
  stale: SQL,
) => {
  const kept = sql.identifier(table)
  return db.execute(sql`
    DELETE FROM ${kept} WHERE ctid IN (
      SELECT ctid FROM ${kept}
      WHERE ${stale}
        OR computed_at < (SELECT computed_at FROM ${kept}
                          ORDER BY computed_at DESC OFFSET ${KEPT_TOTALS_MAX - 1} LIMIT 1)
      LIMIT 1000 FOR UPDATE SKIP LOCKED
    )`)
}
