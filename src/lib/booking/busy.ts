import { sql } from '@payloadcms/db-postgres'

import { rowsOf, type SqlExecutor } from '@/lib/db/rows'

import type { Busy } from './availabilityRules'
import type { Host } from './host'
import { hostColumn } from './hostSql'

/**
 * A host's booked time that overlaps [from, to): each booking that holds its time (every status
 * but cancelled) from its start to its end plus the buffer kept when it was booked. One booking
 * may be left out (the one being moved).
 */
export async function busyTimes(
  db: SqlExecutor,
  host: Host,
  from: Date,
  to: Date,
  except?: number,
): Promise<Busy[]> {
  const rows = await rowsOf<{ starts_at: Date | string; blocked_until: Date | string }>(
    db,
    sql`SELECT starts_at, blocked_until FROM bookings
        WHERE ${hostColumn(host)} = ${host.id} AND status <> 'cancelled'
          AND starts_at < ${to.toISOString()} AND blocked_until > ${from.toISOString()}
          AND id <> ${except ?? 0}
        ORDER BY starts_at`,
  )
  return rows.map((row) => ({ start: new Date(row.starts_at), end: new Date(row.blocked_until) }))
}
