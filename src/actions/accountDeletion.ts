'use server'

import { headers } from 'next/headers'

import { defineAction } from '@/actions/defineAction'
import { passwordMatches } from '@/actions/signIn'
import { refusedCodeError } from '@/lib/accounts/codeRules'
import { consumeCode, forgetCode, issueCode } from '@/lib/accounts/verificationCodes'
import { codeMail } from '@/lib/mail/accountMail'
import { mailBrand } from '@/lib/mail/brand'
import { scheduleAccountDeletion } from '@/lib/privacy/accountDeletion'
import { accountDeletionSchema, deletionCodeSchema } from '@/lib/validation/accountDeletion'

/** /user/security/delete-account, first half: the password, then a 6-digit code to the account's own address. */
export const sendDeletionCode = defineAction({
  name: 'sendDeletionCode',
  schema: deletionCodeSchema,
  member: true,
  run: async ({ password }, { payload, locale, user }) => {
    if (!(await passwordMatches(payload, user.email, password)))
      return { ok: false, error: 'currentPasswordWrong' }
    const target = { purpose: 'account-deletion', email: user.email } as const
    const issued = await issueCode(payload, { ...target, userId: user.id })
    if (!issued.ok)
      return { ok: false, error: 'tooSoon', retryAfterSeconds: issued.retryAfterSeconds }
    try {
      await payload.sendEmail(
        codeMail(
          user.email,
          issued.code,
          'account-deletion',
          locale,
          await mailBrand(payload, locale),
        ),
      )
    } catch (error) {
      await forgetCode(payload, target)
      throw error
    }
    return { ok: true, resendInSeconds: 60 }
  },
})

/**
 * Second half: the password again and the code schedule the erasure in seven days, end every
 * session (this browser's too) and tell the member how to keep the account.
 */
export const requestAccountDeletion = defineAction({
  name: 'requestAccountDeletion',
  schema: accountDeletionSchema,
  member: true,
  quota: () => ({ name: 'checkCode' }),
  run: async ({ password, code }, { payload, locale, user }) => {
    if (!(await passwordMatches(payload, user.email, password)))
      return { ok: false, error: 'currentPasswordWrong' }
    const { result, userId } = await consumeCode(
      payload,
      { purpose: 'account-deletion', email: user.email },
      code,
    )
    if (result === 'missing') return { ok: false, error: 'sendFirst' }
    if (result !== 'ok' || userId !== user.id)
      return { ok: false, error: refusedCodeError(result === 'ok' ? 'missing' : result) }
    // Every session ends in the database, so this browser's cookie opens nothing any more. It is
    // left in place: removing a cookie makes Next render the dashboard again at once, which would
    // send the member to the sign-in page before they read when their account goes.
    const deleteOn = await scheduleAccountDeletion(payload, user, locale, await headers())
    return { ok: true, deleteOn: deleteOn.toISOString() }
  },
})
