import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, TaskConfig } from 'payload'

/** How long an uploaded ID or licence photo may wait for the application that shows it. */
const GRACE_MS = 24 * 60 * 60 * 1000

/**
 * Deletes (record and files) the certification photos that neither an application nor an
 * organisation (its approved licence) shows a day after their upload: sent with a save that then
 * failed, or replaced since. Members' ID documents are kept
 * no longer than they are needed. Likewise a conversation's files no message was sent with.
 */
export async function removeOrphanedDocuments(payload: Payload, now = new Date()): Promise<number> {
  const pool = (payload.db as unknown as PostgresAdapter).pool
  const { rows } = await pool.query<{ id: number }>(
    `SELECT d.id FROM certification_documents d
     WHERE d.created_at < $1
       AND NOT EXISTS (SELECT 1 FROM certifications c WHERE c.student_student_id_photo_id = d.id OR c.organisation_licence_photo_id = d.id)
       AND NOT EXISTS (SELECT 1 FROM organisations o WHERE o.licence_photo_id = d.id)
     ORDER BY d.id LIMIT 500`,
    [new Date(now.getTime() - GRACE_MS).toISOString()],
  )
  for (const { id } of rows) await payload.delete({ collection: 'certification-documents', id })
  // Files attached in a conversation and then taken off before the message was sent.
  const { rows: unsent } = await pool.query<{ id: number }>(
    `SELECT a.id FROM message_attachments a
     WHERE a.created_at < $1
       AND NOT EXISTS (SELECT 1 FROM messages_rels r WHERE r.message_attachments_id = a.id)
     ORDER BY a.id LIMIT 500`,
    [new Date(now.getTime() - GRACE_MS).toISOString()],
  )
  for (const { id } of unsent) await payload.delete({ collection: 'message-attachments', id })
  return rows.length + unsent.length
}

/** Runs every night on the job runner. */
export const removeOrphanedDocumentsTask: TaskConfig<'removeOrphanedDocuments'> = {
  slug: 'removeOrphanedDocuments',
  label: 'Remove certification photos no application shows and files no message sent',
  schedule: [{ cron: '30 3 * * *', queue: 'default' }],
  concurrency: () => 'remove-orphaned-documents',
  handler: async ({ req }) => ({ output: { removed: await removeOrphanedDocuments(req.payload) } }),
}
