import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleFor } from '@/lib/db/transaction'

import { whereFrom } from './accountSessions'

/** A session's "last seen" is kept to the minute: one small write a minute per session at most. */
const EVERY_MS = 60_000
const MAX_REMEMBERED = 10_000
const writtenAt = new Map<string, number>()

/** Notes that a session was used just now, and from where (its place as last seen). */
export async function noteSessionSeen(
  payload: Payload,
  sid: string,
  headers: Pick<Headers, 'get'>,
): Promise<void> {
  const now = Date.now()
  if ((writtenAt.get(sid) ?? 0) > now - EVERY_MS) return
  if (writtenAt.size >= MAX_REMEMBERED) writtenAt.clear()
  writtenAt.set(sid, now)
  const { ipAddress, country } = whereFrom(headers)
  const db = await drizzleFor({ payload, transactionID: undefined })
  await db.execute(sql`
    UPDATE account_sessions SET last_seen_at = now(),
      ip_address = COALESCE(NULLIF(${ipAddress}, ''), ip_address),
      country = COALESCE(NULLIF(${country}, ''), country)
    WHERE sid = ${sid} AND state = 'active'`)
}
