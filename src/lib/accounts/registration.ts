import { createLocalReq, type Payload } from 'payload'

import type { AppLocale } from '@/i18n/locales'
import { accountExistsMail, codeMail } from '@/lib/mail/accountMail'
import { mailBrand } from '@/lib/mail/brand'
import { localizedPath, siteUrl } from '@/lib/seo/metadata'
import type { PortalRole } from '@/lib/auth/roles'
import { recordConsent } from '@/lib/consent/record'

import { refusedCodeError, RESEND_AFTER_SECONDS } from './codeRules'
import { answerNoSoonerThan, hashLikeASignIn, REGISTRATION_ANSWER_MS } from './evenTiming'
import { consumeCode, forgetCode, issueCode } from './verificationCodes'

export type NewMember = {
  email: string
  password: string
  firstName: string
  lastName: string
  role: PortalRole
  /** The terms and privacy policy in force, accepted on the form (its schema requires it). */
  acceptPolicies: true
}

export type StartResult =
  | { ok: true; resendInSeconds: number; accountId?: number }
  | { ok: false; error: 'tooSoon'; retryAfterSeconds: number }
  | { ok: false; error: 'failure' }

const existsNotice = (email: string, locale: AppLocale, brand: string) =>
  accountExistsMail(
    email,
    locale,
    brand,
    siteUrl() + localizedPath('/my-account-login', locale),
    siteUrl() + localizedPath('/my-account-forgot-password', locale),
  )

const findUser = async (payload: Payload, email: string) =>
  (
    await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
      showHiddenFields: true,
    })
  ).docs[0] ?? null

/**
 * Starts a sign-up: creates the member's account unverified (or refreshes an unverified one nobody
 * has claimed) and mails a 6-digit code. An address that already has a verified account gets a
 * notice to its owner instead, and the caller answers exactly as for a new one (no enumeration).
 * A system operation on behalf of an anonymous visitor: the role is one of the portal roles, checked by the schema.
 */
export async function startRegistration(
  payload: Payload,
  member: NewMember,
  locale: AppLocale,
): Promise<StartResult> {
  const startedAt = Date.now()
  const email = member.email.trim().toLowerCase()
  const brand = await mailBrand(payload, locale)
  const existing = await findUser(payload, email)
  const target = { purpose: 'register' as const, email }
  const profile = {
    firstName: member.firstName,
    lastName: member.lastName,
    roles: [member.role],
    preferredLocale: locale,
  }

  let userId = existing?.id
  if (!existing) {
    const created = await payload.create({
      collection: 'users',
      data: { email, password: member.password, ...profile, emailVerified: false },
    })
    userId = created.id
  }
  const issued = await issueCode(payload, { ...target, userId: userId! })
  if (!issued.ok)
    return { ok: false, error: 'tooSoon', retryAfterSeconds: issued.retryAfterSeconds }

  const claimed = existing && existing.emailVerified !== false
  try {
    if (claimed) {
      // A new account costs a password hash: the same work here, so the answer takes as long.
      await hashLikeASignIn(member.password)
      await payload.sendEmail(existsNotice(email, locale, brand))
    } else {
      // Whoever started an unverified sign-up before did not prove the address: this one replaces it.
      if (existing)
        await payload.update({
          collection: 'users',
          id: existing.id,
          data: { password: member.password, ...profile, sessions: [] },
        })
      // The acceptance is kept with the account it was given for (versions, time, language).
      await recordConsent(await createLocalReq({}, payload), {
        owner: userId!,
        purpose: 'policies',
        locale,
      })
      await payload.sendEmail(codeMail(email, issued.code, 'register', locale, brand))
    }
  } catch (error) {
    payload.logger.error({ err: error }, 'Sign-up mail could not be sent')
    await forgetCode(payload, target)
    return { ok: false, error: 'failure' }
  }
  await answerNoSoonerThan(startedAt, REGISTRATION_ANSWER_MS)
  return {
    ok: true,
    resendInSeconds: RESEND_AFTER_SECONDS,
    accountId: claimed ? undefined : userId,
  }
}

export type VerifyResult =
  { ok: true; userId: number } | { ok: false; error: 'codeWrong' | 'codeExpired' | 'codeTooMany' }

/** Checks the sign-up code; a right one marks the account's e-mail verified. */
export async function verifyRegistration(
  payload: Payload,
  email: string,
  code: string,
): Promise<VerifyResult> {
  const { result, userId } = await consumeCode(
    payload,
    { purpose: 'register', email: email.trim().toLowerCase() },
    code,
  )
  if (result === 'ok' && userId !== undefined) {
    await payload.update({ collection: 'users', id: userId, data: { emailVerified: true } })
    return { ok: true, userId }
  }
  return { ok: false, error: refusedCodeError(result === 'ok' ? 'missing' : result) }
}

/**
 * "Resend": a fresh code to an address whose account waits for verification; the owner's notice
 * again for a verified one; nothing for an unknown one. The answer is the same in every case.
 */
export async function resendRegistrationCode(
  payload: Payload,
  email: string,
  locale: AppLocale,
): Promise<StartResult> {
  const address = email.trim().toLowerCase()
  const user = await findUser(payload, address)
  if (!user) return { ok: true, resendInSeconds: RESEND_AFTER_SECONDS }
  const target = { purpose: 'register' as const, email: address }
  const issued = await issueCode(payload, { ...target, userId: user.id })
  if (!issued.ok)
    return { ok: false, error: 'tooSoon', retryAfterSeconds: issued.retryAfterSeconds }
  const brand = await mailBrand(payload, locale)
  try {
    await payload.sendEmail(
      user.emailVerified === false
        ? codeMail(address, issued.code, 'register', locale, brand)
        : existsNotice(address, locale, brand),
    )
  } catch (error) {
    payload.logger.error({ err: error }, 'Sign-up code could not be sent')
    await forgetCode(payload, target)
    return { ok: false, error: 'failure' }
  }
  return { ok: true, resendInSeconds: RESEND_AFTER_SECONDS }
}
