import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { drizzleFor } from '@/lib/db/transaction'

import type { Side } from './parties'

/**
 * One side of a conversation has read everything in it up to now: its unread count falls to zero
 * and it may be mailed again about the next burst. Written by the system for a party the caller
 * has checked (its own side only, never the other's).
 */
export async function markRead(req: PayloadRequest, conversation: number, side: Side) {
  const db = await drizzleFor(req)
  await db.execute(
    side === 'student'
      ? sql`UPDATE conversations SET student_read_at = now() WHERE id = ${conversation}`
      : sql`UPDATE conversations SET other_read_at = now() WHERE id = ${conversation}`,
  )
}
