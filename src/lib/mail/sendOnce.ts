import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/** A claim older than this whose mail was never marked sent belonged to a runner that died. */
const claimExpiresAfterSeconds = 300

/** Raised when another runner holds the claim right now: the job is retried later and then finds the mail sent. */
export class MailInFlightError extends Error {}

/**
 * Sends a mail at most once per idempotency key, even when two runners run the same job (Payload's
 * job claim is a read then an update, without a lock). The key is claimed by a unique insert
 * before sending and marked sent after; a failed send gives the claim back so a retry can send.
 * A crash after the SMTP server accepted the mail but before it was marked sent repeats that one
 * mail once the claim expires: delivery is at least once, with de-duplication.
 */
export async function sendOnce(
  payload: Payload,
  key: string,
  send: () => Promise<unknown>,
): Promise<'sent' | 'already sent'> {
  // The pool, not a request's transaction: a claim must be visible to every runner at once.
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  const claimed = (await db.execute(sql`
    INSERT INTO mail_deliveries (key) VALUES (${key})
    ON CONFLICT (key) DO UPDATE SET claimed_at = now()
      WHERE mail_deliveries.sent_at IS NULL AND mail_deliveries.claimed_at < now() - make_interval(secs => ${claimExpiresAfterSeconds})
    RETURNING key`)) as { rows: unknown[] }
  if (claimed.rows.length === 0) {
    const existing = (await db.execute(
      sql`SELECT sent_at FROM mail_deliveries WHERE key = ${key}`,
    )) as { rows: { sent_at: Date | null }[] }
    if (existing.rows[0]?.sent_at) return 'already sent'
    throw new MailInFlightError(`Mail ${key} is being sent by another runner`)
  }
  try {
    await send()
  } catch (error) {
    await db.execute(sql`DELETE FROM mail_deliveries WHERE key = ${key} AND sent_at IS NULL`)
    throw error
  }
  await db.execute(sql`UPDATE mail_deliveries SET sent_at = now() WHERE key = ${key}`)
  return 'sent'
}

/** Mail jobs retry from 5 s, doubling, for about six hours: SMTP down for a while loses nothing. */
export const mailRetries = { attempts: 12, backoff: { type: 'exponential', delay: 5_000 } } as const
