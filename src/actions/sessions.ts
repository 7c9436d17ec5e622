'use server'

import { z } from 'zod'

import { defineAction } from '@/actions/defineAction'
import { asMember } from '@/lib/actions/changeAsMember'
import { sessionRecordId } from '@/lib/sessions/accountSessions'
import { documentId } from '@/lib/validation/documentId'

const currentSid = (user: object) => (user as { _sid?: string })._sid

/**
 * /user/security/sessions, "Sign out" on one session: removed as the member (only their own
 * sessions can be), which ends it on every door at once.
 */
export const endSession = defineAction({
  name: 'endSession',
  schema: z.object({ id: documentId }),
  member: true,
  run: async ({ id }, context) => {
    // By `where`: another member's id (or one already gone) removes nothing, and is no error.
    await asMember(context).delete({
      collection: 'account-sessions',
      where: { id: { equals: id } },
    })
    return { ok: true }
  },
})

/** "Sign out everywhere else": every session of the member but this browser's. */
export const endOtherSessions = defineAction({
  name: 'endOtherSessions',
  schema: z.object({}),
  member: true,
  run: async (_input, context) => {
    const sid = currentSid(context.user)
    const current = sid ? await sessionRecordId(context.payload, sid) : null
    // Without this browser's own record there is no "else": nothing is ended rather than everything.
    if (!current) return { ok: false, error: 'failure' }
    await asMember(context).delete({
      collection: 'account-sessions',
      where: { id: { not_equals: current } },
    })
    return { ok: true }
  },
})
