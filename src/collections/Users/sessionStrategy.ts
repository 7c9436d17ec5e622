import { JWTAuthentication, type AuthStrategy } from 'payload'

import { noteSessionSeen } from '@/lib/sessions/lastSeen'

/**
 * Payload's own session check (the token, and its session row), which also notes when and where
 * each session was last used for the member's sessions list. Custom strategies run before
 * Payload's, so this one answers for signed-in requests; Payload's runs again only for requests
 * this one found no account for (and finds none either).
 */
export const sessionStrategy: AuthStrategy = {
  name: 'session-last-seen',
  authenticate: async (args) => {
    const result = await JWTAuthentication({ ...args, strategyName: 'local-jwt' })
    const sid = (result.user as { _sid?: unknown } | null)?._sid
    if (typeof sid === 'string')
      await noteSessionSeen(args.payload, sid, args.headers).catch((error: unknown) =>
        args.payload.logger.warn({ err: error }, 'A session’s last use could not be noted'),
      )
    return result
  },
}
