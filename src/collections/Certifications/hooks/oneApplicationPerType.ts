import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeChangeHook } from 'payload'

import { relationId } from '@/lib/db/relationId'
import { drizzleFor } from '@/lib/db/transaction'
import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'
import { fieldRefusal } from '@/lib/validation/refusal'
import type { Certification } from '@/payload-types'

/**
 * One application per member and type, whatever the door (the form updates the member's one
 * application; REST, GraphQL or the admin could otherwise create a second). Checked under a lock
 * on the member and type, held until the new row commits: twenty creates at once make one.
 */
export const oneApplicationPerType: CollectionBeforeChangeHook<Certification> = async ({
  data,
  operation,
  req,
}) => {
  if (operation !== 'create') return data
  const owner = relationId(data.owner)
  if (!owner || !data.type) return data
  const db = await drizzleFor(req)
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext(${`certifications:${data.type}`}), ${owner})`,
  )
  const { totalDocs } = await req.payload.count({
    collection: 'certifications',
    where: { owner: { equals: owner }, type: { equals: data.type } },
    req,
    overrideAccess: true,
  })
  if (totalDocs > 0)
    throw fieldRefusal('certifications', [
      {
        path: 'type',
        message: translatorFor(requestLocale(req))('certify.errors.alreadyApplied'),
      },
    ])
  return data
}
