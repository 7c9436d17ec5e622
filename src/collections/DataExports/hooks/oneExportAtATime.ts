import { sql } from '@payloadcms/db-postgres'
import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { relationId } from '@/lib/db/relationId'
import { drizzleFor } from '@/lib/db/transaction'
import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'

/**
 * A member has one archive being prepared at a time, whatever the door and however many requests
 * arrive at once: counted under a lock on the member, held until the new row commits. A new one
 * always starts empty and preparing; only the builder gives it a file.
 */
export const oneExportAtATime: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const t = translatorFor(requestLocale(req))
  if (req.file) throw new APIError(t('dataExport.noUpload'), 400, undefined, true)
  const owner = relationId(data.owner as number | { id: number })
  const db = await drizzleFor(req)
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('data-exports'), ${owner})`)
  const { totalDocs } = await req.payload.count({
    collection: 'data-exports',
    where: { owner: { equals: owner }, status: { equals: 'preparing' } },
    req,
    overrideAccess: true,
  })
  if (totalDocs > 0) throw new APIError(t('dataExport.alreadyPreparing'), 409, undefined, true)
  return { ...data, status: 'preparing', expiresAt: null }
}
