import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/**
 * Jobs a runner claimed and never finished (it crashed or lost the database mid-run) stay marked
 * "processing", and Payload never picks those again: after `staleAfterSeconds` they are put back.
 * Running one twice is safe: every mail is claimed by its idempotency key, the expiry is idempotent.
 */
export async function releaseStaleJobs(
  payload: Payload,
  staleAfterSeconds: number,
): Promise<number> {
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  const result = await db.execute(sql`
    UPDATE payload_jobs SET processing = false, updated_at = now()
     WHERE processing AND completed_at IS NULL AND updated_at < now() - make_interval(secs => ${staleAfterSeconds})`)
  return (result as { rowCount?: number | null }).rowCount ?? 0
}
