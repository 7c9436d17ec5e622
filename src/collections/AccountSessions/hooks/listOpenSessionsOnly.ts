import type { CollectionBeforeOperationHook } from 'payload'

import { forgetEndedSessions } from '@/lib/sessions/accountSessions'

/**
 * Before an account reads its sessions (any door), the records of sessions that ended without a
 * hook to say so (all signed out at once, expired, ended by an admin) are forgotten: the list
 * shows open sessions only.
 */
export const listOpenSessionsOnly: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation === 'read' && typeof req.user?.id === 'number')
    await forgetEndedSessions(req, req.user.id)
  return args
}
