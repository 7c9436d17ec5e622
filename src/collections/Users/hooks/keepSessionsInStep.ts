import type { CollectionAfterChangeHook, CollectionAfterLogoutHook } from 'payload'

import {
  endOtherSessions,
  forgetEndedSessions,
  forgetSession,
} from '@/lib/sessions/accountSessions'
import type { User } from '@/payload-types'

/**
 * A new sign-in address ends every other session, as a new password does (Payload does that one);
 * the records of ended sessions go with them. The session that made the change stays.
 */
export const keepSessionsInStep: CollectionAfterChangeHook<User> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || req.context.lastLogin === true) return doc
  const own =
    req.user?.collection === 'users' && req.user.id === doc.id
      ? (req.user as { _sid?: string })._sid
      : undefined
  if (previousDoc?.email && previousDoc.email !== doc.email)
    await endOtherSessions(req, doc.id, own)
  await forgetEndedSessions(req, doc.id)
  return doc
}

/**
 * Signing out forgets the session's record. (Payload calls this before it removes the session;
 * "all sessions" leaves the others' records, which the next read of the list forgets.)
 */
export const forgetSignedOutSession: CollectionAfterLogoutHook = async ({ req }) => {
  const sid = (req.user as { _sid?: string } | null)?._sid
  if (sid) await forgetSession(req, sid)
}
