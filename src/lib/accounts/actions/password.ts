'use server'

import { headers } from 'next/headers'
import type { PayloadRequest } from 'payload'

import { getPayloadClient } from '@/lib/payload'
import { fieldIssues } from '@/lib/validation/issues'
import { forgotPasswordSchema, resetPasswordSchema } from '@/lib/validation/passwordReset'

import { type ActionResult, currentLocale } from './results'

/**
 * "Forgot your password?": the same operation as REST and GraphQL (limits, the portal's own mail
 * in the member's language, an answer that takes as long for an unknown address).
 */
export async function requestPasswordReset(input: unknown): Promise<ActionResult> {
  const parsed = forgotPasswordSchema.safeParse(input)
  if (!parsed.success) return { ok: false, error: 'invalid', fields: fieldIssues(parsed.error) }
  const payload = await getPayloadClient()
  try {
    await payload.forgotPassword({
      collection: 'users',
      data: { email: parsed.data.email.toLowerCase() },
      context: { mailLocale: await currentLocale() },
      req: { headers: (await headers()) as PayloadRequest['headers'] },
    })
  } catch (error) {
    const { status, data } = error as { status?: number; data?: { retryAfterSeconds?: number } }
    if (status === 429) return { ok: false, error: 'rateLimited', retryAfterSeconds: data?.retryAfterSeconds ?? 60 }
    payload.logger.error({ err: error }, 'Password reset could not be sent')
    return { ok: false, error: 'failure' }
  }
  return { ok: true }
}

/** The new password from the mailed link; other sessions of the account end. */
export async function resetPassword(input: unknown): Promise<ActionResult | { ok: false; error: 'resetInvalid' }> {
  const parsed = resetPasswordSchema.safeParse(input)
  if (!parsed.success) return { ok: false, error: 'invalid', fields: fieldIssues(parsed.error) }
  const payload = await getPayloadClient()
  try {
    const { user } = await payload.resetPassword({ collection: 'users', data: { token: parsed.data.token, password: parsed.data.password }, overrideAccess: true })
    const id = (user as { id?: number } | undefined)?.id
    if (id !== undefined) await payload.update({ collection: 'users', id, data: { sessions: [] } })
    return { ok: true }
  } catch {
    return { ok: false, error: 'resetInvalid' }
  }
}
