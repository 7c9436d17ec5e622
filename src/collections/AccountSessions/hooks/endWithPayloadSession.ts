import type { CollectionBeforeDeleteHook } from 'payload'

import { relationId } from '@/lib/db/relationId'
import { endPayloadSession } from '@/lib/sessions/accountSessions'
import type { AccountSession } from '@/payload-types'

/**
 * Removing a session's record (the member's "sign out" there, REST, GraphQL) ends the session
 * itself, in the same transaction. Read raw: the session id is hidden from every reader.
 */
export const endWithPayloadSession: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const row = await req.payload.db.findOne<AccountSession>({
    collection: 'account-sessions',
    where: { id: { equals: id } },
    req,
  })
  const owner = row && relationId(row.owner)
  if (row && typeof owner === 'number') await endPayloadSession(req, owner, row.sid)
}
