import { sql } from '@payloadcms/db-postgres'
import { decodeJwt } from 'jose'
import type { Payload, PayloadRequest } from 'payload'

import { drizzleFor } from '@/lib/db/transaction'
import { ipFromHeaders } from '@/lib/http/clientIp'

import { deviceLabel, storedUserAgent } from './device'
import { placeOf } from './place'

/** How long a password-only session waits for its second factor before it is no use. */
export const SECOND_FACTOR_WINDOW_MINUTES = 10

type Req = Pick<PayloadRequest, 'payload' | 'transactionID'>
type Account = { id: number; sessions?: { id: string; expiresAt: string | Date }[] | null }

/** The session id Payload signs into each token (its `sessions` row). */
export const sessionIdOf = (token: string): string | null => {
  try {
    const { sid } = decodeJwt(token)
    return typeof sid === 'string' ? sid : null
  } catch {
    return null
  }
}

/** Where a request comes from, as a sessions list shows it. */
export function whereFrom(headers: Pick<Headers, 'get'> | undefined) {
  const ipAddress = ipFromHeaders(headers)
  const place = placeOf(ipAddress)
  return {
    ipAddress: ipAddress === 'unknown' ? '' : ipAddress,
    country: place === 'local' ? 'local' : (place?.country ?? ''),
  }
}

/**
 * Keeps the device and place of a new sign-in beside Payload's own session row (which has only its
 * times). `held`: the session waits for a second factor, and until then Payload does not know it,
 * so its token opens nothing on any door (the admin, REST, GraphQL, the portal's pages).
 */
export async function recordSession(
  req: PayloadRequest,
  account: Account,
  token: string,
  held: boolean,
): Promise<void> {
  const sid = sessionIdOf(token)
  if (!sid) return
  const expiresAt = account.sessions?.find((session) => session.id === sid)?.expiresAt
  const userAgent = req.headers?.get('user-agent')
  await req.payload.create({
    collection: 'account-sessions',
    data: {
      owner: account.id,
      sid,
      state: held ? 'second-factor-pending' : 'active',
      expiresAt: new Date(expiresAt ?? Date.now()).toISOString(),
      lastSeenAt: new Date().toISOString(),
      device: deviceLabel(userAgent),
      userAgent: storedUserAgent(userAgent),
      ...whereFrom(req.headers),
    },
    req,
    overrideAccess: true,
  })
  if (held) await endPayloadSession(req, account.id, sid)
}

/** Removes one of Payload's session rows: its token stops opening anything at once. */
export async function endPayloadSession(req: Req, userId: number, sid: string): Promise<void> {
  const db = await drizzleFor(req)
  await db.execute(sql`DELETE FROM users_sessions WHERE _parent_id = ${userId} AND id = ${sid}`)
}

/**
 * A held session whose second factor was just given becomes a session Payload knows (the same
 * token now works). Only once: of two requests with a right code at the same moment, one releases.
 */
export async function releaseHeldSession(
  payload: Payload,
  userId: number,
  sid: string,
): Promise<boolean> {
  const db = await drizzleFor({ payload, transactionID: undefined })
  return db.transaction(async (tx) => {
    const released = await tx.execute(sql`
      UPDATE account_sessions SET state = 'active', last_seen_at = now()
      WHERE sid = ${sid} AND owner_id = ${userId} AND state = 'second-factor-pending'
        AND created_at > now() - make_interval(mins => ${SECOND_FACTOR_WINDOW_MINUTES})
      RETURNING created_at, expires_at`)
    const row = released.rows[0] as { created_at: string; expires_at: string } | undefined
    if (!row) return false
    await tx.execute(sql`
      INSERT INTO users_sessions (_order, _parent_id, id, created_at, expires_at)
      SELECT COALESCE(MAX(_order), 0) + 1, ${userId}, ${sid}, ${row.created_at}, ${row.expires_at}
      FROM users_sessions WHERE _parent_id = ${userId}`)
    return true
  })
}

/** The held session a request's token names, while its second factor may still be given. */
export async function heldSession(payload: Payload, userId: number, sid: string): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'account-sessions',
    where: {
      sid: { equals: sid },
      owner: { equals: userId },
      state: { equals: 'second-factor-pending' },
      createdAt: {
        greater_than: new Date(Date.now() - SECOND_FACTOR_WINDOW_MINUTES * 60_000).toISOString(),
      },
    },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** Ends every session of an account but `keep` (the one asking, if it is theirs). */
export async function endOtherSessions(req: Req, userId: number, keep?: string): Promise<void> {
  const db = await drizzleFor(req)
  await db.execute(
    keep
      ? sql`DELETE FROM users_sessions WHERE _parent_id = ${userId} AND id <> ${keep}`
      : sql`DELETE FROM users_sessions WHERE _parent_id = ${userId}`,
  )
}

/** Forgets one session's record (its session is ending). */
export async function forgetSession(req: Req, sid: string): Promise<void> {
  const db = await drizzleFor(req)
  await db.execute(sql`DELETE FROM account_sessions WHERE sid = ${sid}`)
}

/**
 * Forgets the records of sessions that ended (signed out, a new password, ended elsewhere): the
 * list shows open sessions only. Held sessions stay until their window closes (retention).
 */
export async function forgetEndedSessions(req: Req, userId: number): Promise<void> {
  const db = await drizzleFor(req)
  await db.execute(sql`
    DELETE FROM account_sessions WHERE owner_id = ${userId} AND state = 'active'
      AND sid NOT IN (SELECT id FROM users_sessions WHERE _parent_id = ${userId})`)
}

/** The record of the session a token names (hidden `sid`: found by the system for its account). */
export async function sessionRecordId(payload: Payload, sid: string): Promise<number | null> {
  const { docs } = await payload.find({
    collection: 'account-sessions',
    where: { sid: { equals: sid } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: {},
  })
  return docs[0]?.id ?? null
}
