'use server'

import { headers } from 'next/headers'
import { createLocalReq, type Payload } from 'payload'

import { defineAction } from '@/actions/defineAction'
import { passwordMatches } from '@/actions/signIn'
import { consumeAccountQuota } from '@/lib/http/rateLimit'
import { isStaff } from '@/lib/auth/roles'
import { recordAudit } from '@/lib/audit/record'
import { giveSecondFactor, secondFactorQuotaKey } from '@/lib/secondFactor/signInStep'
import {
  checkCode,
  confirmEnrolment,
  removeSecondFactor,
  replaceRecoveryCodes,
} from '@/lib/secondFactor/store'
import {
  authenticatorCodeSchema,
  secondFactorSchema,
  turnOffSecondFactorSchema,
  unlockRecoveryCodesSchema,
} from '@/lib/validation/secondFactor'
import type { User } from '@/payload-types'

/**
 * /my-account-login/second-factor: the app's code or a recovery code finishes this browser's
 * sign-in (staff without an authenticator confirm its enrolment with the first code and get their
 * recovery codes, shown once). Limits and the audit trail are the REST door's
 * (src/lib/secondFactor/signInStep.ts).
 */
export const completeSignIn = defineAction({
  name: 'completeSignIn',
  schema: secondFactorSchema,
  run: async (input, { payload }) => giveSecondFactor(payload, await headers(), input),
})

/** The audit trail's request: this member, from this browser's address. */
const auditRequest = async (payload: Payload, user: User) =>
  createLocalReq({ req: { headers: await headers() }, user }, payload)

/** Counts a try at the account's second-factor limit; answers the refusal when over it. */
async function countTry(payload: Payload, ip: string, id: number) {
  const quota = await consumeAccountQuota(payload, 'secondFactor', ip, secondFactorQuotaKey(id))
  return quota.ok
    ? null
    : ({ ok: false, error: 'rateLimited', retryAfterSeconds: quota.retryAfterSeconds } as const)
}

const codeRefusal = (check: 'wrong' | 'reused') =>
  ({
    ok: false,
    error: check === 'reused' ? 'secondFactorReused' : 'secondFactorWrong',
  }) as const

/**
 * /user/security/two-step, "Turn on": the first code from the app confirms the authenticator
 * shown on the page; the recovery codes come back once. From then on every sign-in asks for a code.
 */
export const turnOnSecondFactor = defineAction({
  name: 'turnOnSecondFactor',
  schema: authenticatorCodeSchema,
  member: true,
  run: async ({ code }, { payload, ip, user }) => {
    const refused = await countTry(payload, ip, user.id)
    if (refused) return refused
    const { check, recoveryCodes } = await confirmEnrolment(payload, user.id, code)
    if (check !== 'accepted') return codeRefusal(check)
    await recordAudit(await auditRequest(payload, user), {
      event: 'second-factor-enrolled',
      member: user.id,
      target: { collection: 'users', id: user.id },
    })
    return { ok: true, recoveryCodes }
  },
})

/**
 * "Turn off" (members only: staff must keep it), with the password and a code from the app, so a
 * session left open is not enough.
 */
export const turnOffSecondFactor = defineAction({
  name: 'turnOffSecondFactor',
  schema: turnOffSecondFactorSchema,
  member: true,
  run: async ({ password, code }, { payload, ip, user }) => {
    if (isStaff(user)) return { ok: false, error: 'secondFactorRequired' }
    if (!(await passwordMatches(payload, user.email, password)))
      return { ok: false, error: 'currentPasswordWrong' }
    const refused = await countTry(payload, ip, user.id)
    if (refused) return refused
    const check = await checkCode(payload, user.id, code)
    if (check !== 'accepted') return codeRefusal(check)
    await removeSecondFactor(payload, user.id)
    await recordAudit(await auditRequest(payload, user), {
      event: 'second-factor-removed',
      member: user.id,
      target: { collection: 'users', id: user.id },
    })
    return { ok: true }
  },
})

/** "New recovery codes", with the password: the old ten stop working, the new ten are shown once. */
export const renewRecoveryCodes = defineAction({
  name: 'renewRecoveryCodes',
  schema: unlockRecoveryCodesSchema,
  member: true,
  run: async ({ password }, { payload, user }) => {
    if (!(await passwordMatches(payload, user.email, password)))
      return { ok: false, error: 'currentPasswordWrong' }
    return { ok: true, recoveryCodes: await replaceRecoveryCodes(payload, user.id) }
  },
})
