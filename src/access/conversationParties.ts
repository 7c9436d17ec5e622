import type { Access } from 'payload'

import { hasRole } from '@/lib/auth/roles'
import { conversationsOf } from '@/lib/messages/parties'

/**
 * Allows the conversation's own parties (its student, the coach's account, the organisation's
 * owner) and, for a conversation one of them reported, admins (to judge the report). Nobody else:
 * not editors, not reviewers.
 */
export const conversationParties =
  (prefix = ''): Access =>
  async ({ req }) => {
    const parties = await conversationsOf(req, prefix)
    if (!hasRole(req.user, 'admin')) return parties
    const reported = { [`${prefix}reportedAt`]: { exists: true } }
    return parties ? { or: [parties, reported] } : reported
  }
