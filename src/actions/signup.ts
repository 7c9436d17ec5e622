'use server'

import { z } from 'zod'

import {
  resendRegistrationCode,
  startRegistration,
  verifyRegistration,
} from '@/lib/accounts/registration'
import { signInJustVerified } from '@/actions/signIn'
import { clearSignupProgress, readSignupProgress, writeSignupProgress } from '@/data/signupProgress'
import { ActionRefusal, defineAction } from '@/actions/defineAction'
import { getSessionUser } from '@/data/session'
import { consumeAccountQuota } from '@/lib/http/rateLimit'
import {
  codeFormSchema,
  signupEmailStepSchema,
  signupNameStepSchema,
  signupPasswordStepSchema,
} from '@/lib/validation/registration'

/** Step 1 (/lifecycle/signup/reg): e-mail and role. */
export const saveSignupEmail = defineAction({
  name: 'saveSignupEmail',
  schema: signupEmailStepSchema,
  run: async (data) => {
    await writeSignupProgress({
      ...(await readSignupProgress()),
      ...data,
      email: data.email.toLowerCase(),
    })
    return { ok: true }
  },
})

/** Step 2 (/lifecycle/signup/name): first and last name. */
export const saveSignupName = defineAction({
  name: 'saveSignupName',
  schema: signupNameStepSchema,
  run: async (data) => {
    await writeSignupProgress({ ...(await readSignupProgress()), ...data })
    return { ok: true }
  },
})

/** Step 3 (/lifecycle/signup/passwd): the account is created unverified and its code mailed; it signs in once verified. */
export const saveSignupPassword = defineAction({
  name: 'saveSignupPassword',
  schema: signupPasswordStepSchema,
  run: async ({ password, acceptPolicies }, { payload, locale, ip }) => {
    const { email, role, firstName, lastName } = await readSignupProgress()
    if (!email || !role || !firstName || !lastName) return { ok: false, error: 'signupExpired' }
    await countTry(payload, 'sendCode', ip, email)
    const started = await startRegistration(
      payload,
      { email, role, firstName, lastName, password, acceptPolicies },
      locale,
    )
    if (!started.ok) return started
    // The progress cookie keeps the verification step across a reload; a taken address looks the same.
    await writeSignupProgress({ email, role, awaitingCode: true })
    return { ok: true }
  },
})

/** Step 4 (/lifecycle/signup/certify): the 6-digit code. */
export const verifySignupCode = defineAction({
  name: 'verifySignupCode',
  schema: codeFormSchema,
  run: async ({ code }, { payload, ip }) => {
    const email = await addressToVerify()
    await countTry(payload, 'checkCode', ip, email)
    const verified = await verifyRegistration(payload, email, code)
    if (!verified.ok) return verified
    // The account was created in this browser (its signed progress says so): the code signs it in.
    const progress = await readSignupProgress()
    if (progress.awaitingCode && progress.email === email)
      await signInJustVerified(payload, verified.userId)
    await clearSignupProgress()
    return { ok: true }
  },
})

/** "Resend": a new code for the address being verified, once the countdown is over. */
export const resendSignupCode = defineAction({
  name: 'resendSignupCode',
  schema: z.unknown(),
  run: async (_, { payload, locale, ip }) => {
    const email = await addressToVerify()
    await countTry(payload, 'sendCode', ip, email)
    const sent = await resendRegistrationCode(payload, email, locale)
    return sent.ok ? { ok: true, resendInSeconds: sent.resendInSeconds } : sent
  },
})

/** The address being verified: the signed-in member's, else the one entered in step 1. */
async function addressToVerify(): Promise<string> {
  const user = await getSessionUser()
  const progress = await readSignupProgress()
  const email = user
    ? user.emailVerified === false
      ? user.email
      : null
    : progress.awaitingCode
      ? progress.email
      : null
  if (!email) throw new ActionRefusal({ ok: false, error: 'signupExpired' })
  return email
}

/** These steps learn the address from the sign-up's progress, not the input: counted here, not by the wrapper. */
async function countTry(...[payload, name, ip, email]: Parameters<typeof consumeAccountQuota>) {
  const counted = await consumeAccountQuota(payload, name, ip, email)
  if (!counted.ok)
    throw new ActionRefusal({
      ok: false,
      error: 'rateLimited',
      retryAfterSeconds: counted.retryAfterSeconds,
    })
}
