'use server'

import { headers } from 'next/headers'
import type { PayloadRequest } from 'payload'

import { defineAction, refuseIfRateLimited } from '@/actions/defineAction'
import { forgotPasswordSchema, resetPasswordSchema } from '@/lib/validation/passwordReset'

/**
 * "Forgot your password?": the same operation as REST and GraphQL (limits, the portal's own mail
 * in the member's language, an answer that takes as long for an unknown address).
 */
export const requestPasswordReset = defineAction({
  name: 'requestPasswordReset',
  schema: forgotPasswordSchema,
  run: async ({ email }, { payload, locale }) => {
    try {
      await payload.forgotPassword({
        collection: 'users',
        data: { email: email.toLowerCase() },
        context: { mailLocale: locale },
        req: { headers: (await headers()) as PayloadRequest['headers'] },
      })
    } catch (error) {
      refuseIfRateLimited(error)
      throw error
    }
    return { ok: true }
  },
})

/** The new password from the mailed link; other sessions of the account end. */
export const resetPassword = defineAction({
  name: 'resetPassword',
  schema: resetPasswordSchema,
  run: async ({ token, password }, { payload }) => {
    const answer = await payload
      .resetPassword({ collection: 'users', data: { token, password }, overrideAccess: true })
      .catch(() => null)
    if (!answer) return { ok: false, error: 'resetInvalid' }
    const id = (answer.user as { id?: number } | undefined)?.id
    if (id !== undefined) await payload.update({ collection: 'users', id, data: { sessions: [] } })
    return { ok: true }
  },
})
