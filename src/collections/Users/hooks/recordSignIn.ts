import type { CollectionAfterLoginHook } from 'payload'

import { afterSignIn } from '@/lib/accounts/afterSignIn'
import { PASSWORD_CHECK } from '@/lib/accounts/passwordCheck'
import { isStaff } from '@/lib/auth/roles'
import { hasSecondFactor } from '@/lib/secondFactor/store'
import { endPayloadSession, recordSession, sessionIdOf } from '@/lib/sessions/accountSessions'
import type { User } from '@/payload-types'

/**
 * Every password sign-in, whatever the door. Staff, and members who turned two-step sign-in on,
 * get a held session: nothing opens until the second factor is given
 * (src/lib/secondFactor/signInStep.ts). A password asked again inside the portal (to delete the
 * account, download data) is a check, not a sign-in: its session ends at once.
 */
export const recordSignIn: CollectionAfterLoginHook = async ({ req, token, user }) => {
  if (req.context[PASSWORD_CHECK] === true) {
    const sid = sessionIdOf(token)
    if (sid) await endPayloadSession(req, user.id, sid)
    return user
  }
  const held = isStaff(user) || (await hasSecondFactor(req.payload, user.id))
  await recordSession(req, user, token, held)
  if (held) req.context.secondFactorHeld = true
  else await afterSignIn(req, user as User)
  return user
}
