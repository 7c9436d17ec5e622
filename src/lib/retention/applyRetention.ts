import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { PayloadRequest, TaskConfig, Where } from 'payload'

import { recordAudit } from '@/lib/audit/record'

import { cutoff, type RetentionPeriods, retentionPeriods } from './periods'

/** Documents removed per kind in one run at most; a backlog goes in the following nights. */
const BATCH = 500

export type RetentionCounts = {
  idPhotos: number
  contactMessages: number
  consultations: number
  unverifiedAccounts: number
  dataExports: number
  sessionRecords: number
  auditEntries: number
}

const poolOf = (req: PayloadRequest) => (req.payload.db as unknown as PostgresAdapter).pool

/**
 * ID and licence photos that only certifications rejected or expired (and untouched since) before
 * `before` still show: no application under review or approved, no organisation, needs them.
 * Removed through Payload, so their files go too (disk or bucket); the certifications keep their
 * decision without the photo.
 */
async function removeIdPhotos(req: PayloadRequest, before: Date) {
  const { rows } = await poolOf(req).query<{ id: number }>(
    `SELECT d.id FROM certification_documents d
     WHERE EXISTS (SELECT 1 FROM certifications c
                   WHERE (c.student_student_id_photo_id = d.id OR c.organisation_licence_photo_id = d.id)
                     AND c.status IN ('rejected', 'expired') AND c.updated_at < $1)
       AND NOT EXISTS (SELECT 1 FROM certifications c
                       WHERE (c.student_student_id_photo_id = d.id OR c.organisation_licence_photo_id = d.id)
                         AND NOT (c.status IN ('rejected', 'expired') AND c.updated_at < $1))
       AND NOT EXISTS (SELECT 1 FROM organisations o WHERE o.licence_photo_id = d.id)
     ORDER BY d.id LIMIT ${BATCH}`,
    [before.toISOString()],
  )
  for (const { id } of rows)
    await req.payload.delete({ collection: 'certification-documents', id, req })
  return rows.length
}

/** Leads hold no files and run no hooks on removal: one statement each (their notes go by cascade). */
async function removeLeads(
  req: PayloadRequest,
  table: 'contact_messages' | 'consultations',
  before: Date,
) {
  const { rowCount } = await poolOf(req).query(
    `DELETE FROM ${table} WHERE id IN (SELECT id FROM ${table} WHERE created_at < $1 ORDER BY id LIMIT ${BATCH})`,
    [before.toISOString()],
  )
  return rowCount ?? 0
}

/**
 * The device and place of sessions that have expired, and of sign-ins whose second factor never
 * came (after a day): the sessions list shows open sessions only, so these are kept for nothing.
 */
async function removeSessionRecords(req: PayloadRequest, now: Date) {
  const { rowCount } = await poolOf(req).query(
    `DELETE FROM account_sessions WHERE id IN (SELECT id FROM account_sessions
       WHERE expires_at < $1 OR (state = 'second-factor-pending' AND created_at < $2)
       ORDER BY id LIMIT ${BATCH * 20})`,
    [now.toISOString(), cutoff(now, 1, 'days').toISOString()],
  )
  return rowCount ?? 0
}

/**
 * Removes up to a batch of `collection`'s documents matching `where` through Payload, one by one,
 * so their hooks run and their files go (disk or bucket).
 */
async function removeThroughPayload(
  req: PayloadRequest,
  collection: 'users' | 'data-exports',
  where: Where,
) {
  const { docs } = await req.payload.find({
    collection,
    where,
    depth: 0,
    limit: BATCH,
    pagination: false,
    select: {},
    req,
  })
  for (const { id } of docs) await req.payload.delete({ collection, id, req })
  return docs.length
}

/** The one change the audit trail's database rule lets through: deletes under this transaction's setting. */
async function removeAuditEntries(req: PayloadRequest, before: Date) {
  const client = await poolOf(req).connect()
  try {
    await client.query('BEGIN')
    await client.query(`SET LOCAL edubridge.audit_retention = 'on'`)
    const { rowCount } = await client.query(
      `DELETE FROM audit_entries WHERE id IN (SELECT id FROM audit_entries WHERE created_at < $1 ORDER BY id LIMIT ${BATCH * 20})`,
      [before.toISOString()],
    )
    await client.query('COMMIT')
    return rowCount ?? 0
  } catch (error) {
    await client.query('ROLLBACK')
    throw error
  } finally {
    client.release()
  }
}

/**
 * Removes what has been kept its full period at `now` (a test passes a later one), then records
 * the run and its counts in the audit trail.
 */
export async function applyRetention(
  req: PayloadRequest,
  now = new Date(),
  periods: RetentionPeriods = retentionPeriods(),
): Promise<RetentionCounts> {
  const leadsBefore = cutoff(now, periods.RETENTION_LEAD_MONTHS, 'months')
  const counts: RetentionCounts = {
    idPhotos: await removeIdPhotos(req, cutoff(now, periods.RETENTION_ID_PHOTO_DAYS, 'days')),
    contactMessages: await removeLeads(req, 'contact_messages', leadsBefore),
    consultations: await removeLeads(req, 'consultations', leadsBefore),
    // Accounts whose code was never entered: nothing was ever done with them.
    unverifiedAccounts: await removeThroughPayload(req, 'users', {
      and: [
        { emailVerified: { equals: false } },
        {
          createdAt: {
            less_than: cutoff(now, periods.RETENTION_UNVERIFIED_ACCOUNT_DAYS, 'days').toISOString(),
          },
        },
      ],
    }),
    // Archives of members' data past their day of removal (a week after they were built).
    dataExports: await removeThroughPayload(req, 'data-exports', {
      expiresAt: { less_than: now.toISOString() },
    }),
    sessionRecords: await removeSessionRecords(req, now),
    auditEntries: await removeAuditEntries(
      req,
      cutoff(now, periods.RETENTION_AUDIT_YEARS, 'years'),
    ),
  }
  await recordAudit(req, { event: 'retention-run', details: { ...counts, periods } })
  return counts
}

/** Runs every night on the job runner. */
export const applyRetentionTask: TaskConfig<'applyRetention'> = {
  slug: 'applyRetention',
  label: 'Remove personal data past its retention period',
  schedule: [{ cron: '0 4 * * *', queue: 'default' }],
  concurrency: () => 'apply-retention',
  handler: async ({ req }) => ({ output: await applyRetention(req) }),
}
