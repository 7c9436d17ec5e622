'use server'

import { z } from 'zod'

import { ACCOUNT_FLOW } from '@/lib/accounts/accountFlow'
import { refusedCodeError } from '@/lib/accounts/codeRules'
import { passwordMatches } from '@/actions/signIn'
import { consumeCode, forgetCode, issueCode } from '@/lib/accounts/verificationCodes'
import { asMember, changeAsMember } from '@/lib/actions/changeAsMember'
import { defineAction, parseWith } from '@/actions/defineAction'
import { relationId } from '@/lib/db/relationId'
import { codeMail, emailChangedMail, emailInUseMail } from '@/lib/mail/accountMail'
import { mailBrand } from '@/lib/mail/brand'
import { localizedPath, siteUrl } from '@/lib/seo/metadata'
import { imageProblem } from '@/lib/uploads/imageCheck'
import { uploadOf } from '@/lib/uploads/uploadOf'
import {
  emailChangeCodeSchema,
  emailChangeSchema,
  memberSections,
  passwordChangeSchema,
} from '@/lib/validation/member'

/** Saves one dashboard form of the signed-in member, as that member (their own access rules apply). */
export const updateMember = defineAction({
  name: 'updateMember',
  schema: z.string(),
  member: true,
  run: async (section, context, input: unknown) => {
    // Only the sections there are ("constructor" and the like are no form).
    if (!Object.hasOwn(memberSections, section)) return { ok: false, error: 'failure' }
    const values = parseWith(memberSections[section as keyof typeof memberSections], input)
    const data = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, value === '' ? null : value]),
    )
    await asMember(context).update({ collection: 'users', id: context.user.id, data })
    return { ok: true }
  },
})

/**
 * A new profile picture: at most 5 MB and an image by its content (not its name or declared type);
 * Payload's avatars upload then crops it and re-encodes it without metadata. Stored as the member.
 */
export const uploadAvatar = defineAction({
  name: 'uploadAvatar',
  schema: z.instanceof(FormData),
  member: true,
  run: async (form, context) => {
    const { user } = context
    const member = asMember(context)
    const file = form.get('avatar')
    if (!(file instanceof File) || file.size === 0) return { ok: false, error: 'notImage' }
    const upload = await uploadOf(file, `avatar-${user.id}`)
    // The avatars collection checks again (any upload path); here the member gets the precise reason.
    const problem = await imageProblem(upload.data)
    if (problem) return { ok: false, error: problem }
    const avatar = await member.create({
      collection: 'avatars',
      data: { owner: user.id },
      file: upload,
    })
    const previous = relationId(user.avatar)
    await member.update({ collection: 'users', id: user.id, data: { avatar: avatar.id } })
    if (previous)
      await member.delete({ collection: 'avatars', id: previous }).catch(() => undefined)
    return { ok: true, url: avatar.url ?? '' }
  },
})

/** /user/security/email-change, first half: a code to the new address (nothing changes yet). */
export const requestEmailChange = defineAction({
  name: 'requestEmailChange',
  schema: emailChangeSchema,
  member: true,
  quota: ({ email }) => ({ name: 'sendCode', email }),
  run: async (input, { payload, locale, user }) => {
    const email = input.email.toLowerCase()
    const issued = await issueCode(payload, { purpose: 'email-change', email, userId: user.id })
    if (!issued.ok)
      return { ok: false, error: 'tooSoon', retryAfterSeconds: issued.retryAfterSeconds }
    const brand = await mailBrand(payload, locale)
    // A taken address is answered like a free one (no account is revealed); its owner is told instead, and no code works.
    const taken =
      (await payload.count({ collection: 'users', where: { email: { equals: email } } }))
        .totalDocs > 0
    try {
      if (taken) {
        await forgetCode(payload, { purpose: 'email-change', email })
        await payload.sendEmail(
          emailInUseMail(
            email,
            locale,
            brand,
            siteUrl() + localizedPath('/my-account-login', locale),
          ),
        )
      } else await payload.sendEmail(codeMail(email, issued.code, 'email-change', locale, brand))
    } catch (error) {
      await forgetCode(payload, { purpose: 'email-change', email })
      throw error
    }
    return { ok: true, resendInSeconds: 60 }
  },
})

/** Second half: the right code from the new address switches the account to it. */
export const confirmEmailChange = defineAction({
  name: 'confirmEmailChange',
  schema: emailChangeCodeSchema,
  member: true,
  quota: ({ email }) => ({ name: 'checkCode', email }),
  run: async (input, context) => {
    const { payload, user } = context
    const email = input.email.toLowerCase()
    const { result, userId } = await consumeCode(
      payload,
      { purpose: 'email-change', email },
      input.code,
    )
    // A code issued to another member is no code for this one.
    if (result !== 'ok' || userId !== user.id)
      return { ok: false, error: refusedCodeError(result === 'ok' ? 'missing' : result) }
    const changed = await changeAsMember(
      context,
      (member) =>
        member.update({
          collection: 'users',
          id: user.id,
          data: { email },
          context: { [ACCOUNT_FLOW]: true },
        }),
      { answer: () => ({ ok: false, error: 'emailTaken' }) },
    )
    if (!changed.ok) return changed
    // The old address hears of it: a stolen session cannot move the account away unnoticed.
    const locale = user.preferredLocale === 'zh' ? 'zh' : 'en'
    await payload
      .sendEmail(
        emailChangedMail(
          user.email,
          locale,
          await mailBrand(payload, locale),
          email,
          siteUrl() + localizedPath('/contact-us', locale),
        ),
      )
      .catch((error: unknown) =>
        payload.logger.error({ err: error }, 'The old address could not be told of the change'),
      )
    return { ok: true }
  },
})

/** /user/security/password-change: checks the current password, sets the new one, ends every other session. */
export const changePassword = defineAction({
  name: 'changePassword',
  schema: passwordChangeSchema,
  member: true,
  run: async ({ currentPassword, password }, context) => {
    const { payload, locale, user } = context
    if (!(await passwordMatches(payload, user.email, currentPassword)))
      return { ok: false, error: 'currentPasswordWrong' }
    await asMember(context).update({
      collection: 'users',
      id: user.id,
      data: { password },
      locale,
      context: { [ACCOUNT_FLOW]: true },
    })
    // Payload ends every other session with the old password; this browser's (the member's `_sid`) stays.
    return { ok: true }
  },
})
