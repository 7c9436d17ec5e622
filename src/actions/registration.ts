'use server'

import { z } from 'zod'

import { startRegistration, verifyRegistration } from '@/lib/accounts/registration'
import { signInQuietly } from '@/actions/signIn'
import { defineAction } from '@/actions/defineAction'
import { emailSchema } from '@/lib/validation/login'
import { passwordSchema } from '@/lib/validation/password'
import { codeSchema, registerSchema } from '@/lib/validation/registration'

/** /my-account-register "Send code": the whole form is checked again, then the account waits for its code. */
export const sendRegistrationCode = defineAction({
  name: 'sendRegistrationCode',
  schema: registerSchema,
  quota: ({ email }) => ({ name: 'sendCode', email }),
  run: async (data, { payload, locale }) => {
    const started = await startRegistration(payload, data, locale)
    return started.ok ? { ok: true, resendInSeconds: started.resendInSeconds } : started
  },
})

/** /my-account-register "Register": a right code verifies the account and signs the member in. */
export const completeRegistration = defineAction({
  name: 'completeRegistration',
  schema: z.object({ email: emailSchema, password: passwordSchema, code: codeSchema }),
  quota: ({ email }) => ({ name: 'checkCode', email }),
  run: async ({ email, password, code }, { payload }) => {
    const verified = await verifyRegistration(payload, email, code)
    if (!verified.ok) return verified
    return { ok: true, signedIn: await signInQuietly(email, password) }
  },
})
