import type { Endpoint } from 'payload'

import { coachProfilesOf } from '@/lib/booking/coachProfiles'
import { unreadMessages } from '@/lib/messages/unread'

/**
 * GET /api/conversations/unread: how many messages wait unread for the signed-in account, for the
 * header's badge (polled). Never cached: it is the account's own.
 */
export const unreadCount: Endpoint = {
  path: '/unread',
  method: 'get',
  handler: async (req) => {
    const headers = { 'Cache-Control': 'private, no-store' }
    if (!req.user) return Response.json({ unread: 0 }, { status: 401, headers })
    const unread = await unreadMessages(
      req.payload.db.drizzle,
      req.user.id,
      await coachProfilesOf(req),
    )
    return Response.json({ unread }, { headers })
  },
}
