import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { afterSignIn } from '@/lib/accounts/afterSignIn'
import { recordAudit } from '@/lib/audit/record'
import { ipFromHeaders } from '@/lib/http/clientIp'
import { consumeAccountQuota, forgetAccountTries } from '@/lib/http/rateLimit'
import { heldSession, releaseHeldSession } from '@/lib/sessions/accountSessions'
import { signedSession } from '@/lib/sessions/tokenSession'
import type { User } from '@/payload-types'

import { checkCode, confirmEnrolment, hasSecondFactor, spendRecoveryCode } from './store'

export type SecondFactorInput = { code: string } | { recoveryCode: string }

export type SecondFactorOutcome =
  | { ok: true; recoveryCodes: string[] }
  | { ok: false; error: 'secondFactorWrong' | 'secondFactorReused' | 'secondFactorExpired' }
  | { ok: false; error: 'rateLimited'; retryAfterSeconds: number }

/** The per-account key of the second-factor limit (an account, not an address, is being guessed). */
export const secondFactorQuotaKey = (userId: number) => `account-${userId}`

/**
 * The second step of a sign-in, on every door (the portal's page, the admin's redirect to it,
 * REST): the session the request's token names has given its password and waits (10 minutes at
 * most). A code from the app, or one recovery code, opens it; an account of staff that has no
 * authenticator yet confirms its enrolment with its first code (and gets its recovery codes).
 * Tries are limited per account and per network; every wrong code is in the audit trail.
 */
export async function giveSecondFactor(
  payload: Payload,
  headers: Headers,
  input: SecondFactorInput,
): Promise<SecondFactorOutcome> {
  const session = await signedSession(payload, headers)
  if (!session || !(await heldSession(payload, session.userId, session.sid)))
    return { ok: false, error: 'secondFactorExpired' }
  const { userId, sid } = session
  const quota = await consumeAccountQuota(
    payload,
    'secondFactor',
    ipFromHeaders(headers),
    secondFactorQuotaKey(userId),
  )
  if (!quota.ok)
    return { ok: false, error: 'rateLimited', retryAfterSeconds: quota.retryAfterSeconds }

  const req = (await createLocalReq({ req: { headers } }, payload)) as PayloadRequest
  const audit = (
    event: 'second-factor-failed' | 'second-factor-enrolled' | 'recovery-code-used',
    details?: Record<string, unknown>,
  ) =>
    recordAudit(req, {
      event,
      actor: userId,
      member: userId,
      target: { collection: 'users', id: userId },
      details,
    })

  let recoveryCodes: string[] = []
  let check: 'accepted' | 'wrong' | 'reused'
  const method = 'recoveryCode' in input ? 'recovery-code' : 'code'
  if ('recoveryCode' in input) {
    check = (await spendRecoveryCode(payload, userId, input.recoveryCode)) ? 'accepted' : 'wrong'
  } else if (await hasSecondFactor(payload, userId)) {
    check = await checkCode(payload, userId, input.code)
  } else {
    ;({ check, recoveryCodes } = await confirmEnrolment(payload, userId, input.code))
    if (check === 'accepted') await audit('second-factor-enrolled')
  }
  if (check !== 'accepted') {
    await audit('second-factor-failed', { method, reason: check })
    return { ok: false, error: check === 'reused' ? 'secondFactorReused' : 'secondFactorWrong' }
  }
  if (method === 'recovery-code') await audit('recovery-code-used')
  await forgetAccountTries(payload, 'secondFactor', secondFactorQuotaKey(userId))
  if (!(await releaseHeldSession(payload, userId, sid)))
    return { ok: false, error: 'secondFactorExpired' }
  const user = await payload.findByID({ collection: 'users', id: userId, depth: 0, req })
  await afterSignIn(req, user as User)
  return { ok: true, recoveryCodes }
}
