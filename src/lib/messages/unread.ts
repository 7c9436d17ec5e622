import { sql } from '@payloadcms/db-postgres'

import { type SqlExecutor, rowsOf } from '@/lib/db/rows'

/** The conversations an account is in, each with its side's last reading (SQL, for the counts below). */
const mine = (account: number, coaches: number[]) => sql`
  SELECT id, student_read_at AS read_at FROM conversations WHERE student_id = ${account}
  UNION ALL
  SELECT id, other_read_at FROM conversations
  WHERE organisation_owner_id = ${account}
     OR coach_id = ANY(${`{${coaches.join(',')}}`}::int[])`

/** Messages from the other side the account has not read yet, in all its conversations. */
export async function unreadMessages(db: SqlExecutor, account: number, coaches: number[]) {
  const [row] = await rowsOf<{ unread: number }>(
    db,
    sql`
    WITH mine AS (${mine(account, coaches)})
    SELECT count(*)::int AS unread FROM mine
    JOIN messages m ON m.conversation_id = mine.id
    WHERE m.sender_id IS DISTINCT FROM ${account}
      AND (mine.read_at IS NULL OR m.created_at > mine.read_at)`,
  )
  return row?.unread ?? 0
}

/** The same, per conversation (the inbox's counts). */
export async function unreadByConversation(db: SqlExecutor, account: number, coaches: number[]) {
  const rows = await rowsOf<{ id: number; unread: number }>(
    db,
    sql`
    WITH mine AS (${mine(account, coaches)})
    SELECT mine.id, count(m.id)::int AS unread FROM mine
    JOIN messages m ON m.conversation_id = mine.id
    WHERE m.sender_id IS DISTINCT FROM ${account}
      AND (mine.read_at IS NULL OR m.created_at > mine.read_at)
    GROUP BY mine.id`,
  )
  return new Map(rows.map((row) => [row.id, row.unread]))
}
