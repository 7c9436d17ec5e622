import { headers } from 'next/headers'

import { getPayloadClient } from '@/data/payload'
import { brandName, getSiteSettings } from '@/data/siteSettings'
import type { AppLocale } from '@/i18n/locales'
import { safeRedirectTarget } from '@/lib/auth/guard'
import { isStaff } from '@/lib/auth/roles'
import { enrolmentView, type EnrolmentView } from '@/lib/secondFactor/enrolment'
import { hasSecondFactor, recoveryCodesLeft } from '@/lib/secondFactor/store'
import { heldSession, sessionRecordId } from '@/lib/sessions/accountSessions'
import { signedSession } from '@/lib/sessions/tokenSession'
import type { User } from '@/payload-types'

export type SessionRow = {
  id: number
  device: string
  /** ISO country code, `local` for a private network, empty when unknown. */
  country: string
  ipAddress: string
  signedInAt: string
  lastSeenAt: string | null
  current: boolean
}

/**
 * The member's open sessions (staff's too), most recently used first, read as the member: the one
 * this browser holds is marked `current`.
 */
export async function mySessions(user: User): Promise<SessionRow[]> {
  const payload = await getPayloadClient()
  const sid = (user as { _sid?: string })._sid
  const current = sid ? await sessionRecordId(payload, sid) : null
  const { docs } = await payload.find({
    collection: 'account-sessions',
    user,
    overrideAccess: false,
    depth: 0,
    where: {
      state: { equals: 'active' },
      expiresAt: { greater_than: new Date().toISOString() },
    },
    sort: '-lastSeenAt',
    limit: 50,
    pagination: false,
  })
  return docs.map((doc) => ({
    id: doc.id,
    device: doc.device ?? '',
    country: doc.country ?? '',
    ipAddress: doc.ipAddress ?? '',
    signedInAt: doc.createdAt,
    lastSeenAt: doc.lastSeenAt ?? null,
    current: doc.id === current,
  }))
}

export type TwoStepStatus = {
  /** Staff cannot turn it off. */
  required: boolean
  enrolled: boolean
  recoveryCodesLeft: number
  /** While not enrolled: the QR code and key to set it up with. */
  enrolment: EnrolmentView | null
}

/** /user/security/two-step: whether the account has an authenticator, else how to set one up. */
export async function myTwoStep(user: User, locale: AppLocale): Promise<TwoStepStatus> {
  const payload = await getPayloadClient()
  const enrolled = await hasSecondFactor(payload, user.id)
  return {
    required: isStaff(user),
    enrolled,
    recoveryCodesLeft: enrolled ? await recoveryCodesLeft(payload, user.id) : 0,
    enrolment: enrolled ? null : await enrolmentView(payload, user, await issuer(locale)),
  }
}

export type SecondFactorStep =
  | { state: 'none' }
  | { state: 'code'; redirectTo: string }
  | { state: 'enrol'; redirectTo: string; enrolment: EnrolmentView }

/**
 * The second step of this browser's sign-in: `none` when its token names no session waiting for
 * one (never signed in, timed out, or already through: the page sends it on); else the code, or for
 * staff without an authenticator yet, its enrolment. After it, staff go to the admin and members
 * to `wanted` (a same-site path) or the dashboard.
 */
export async function mySecondFactorStep(
  locale: AppLocale,
  wanted: string | undefined,
): Promise<SecondFactorStep> {
  const payload = await getPayloadClient()
  const session = await signedSession(payload, await headers())
  if (!session || !(await heldSession(payload, session.userId, session.sid)))
    return { state: 'none' }
  const account = await payload.findByID({
    collection: 'users',
    id: session.userId,
    depth: 0,
    overrideAccess: true,
  })
  const redirectTo = safeRedirectTarget(wanted, isStaff(account) ? '/admin' : '/user')
  if (await hasSecondFactor(payload, account.id)) return { state: 'code', redirectTo }
  const enrolment = await enrolmentView(payload, account, await issuer(locale))
  return enrolment ? { state: 'enrol', redirectTo, enrolment } : { state: 'code', redirectTo }
}

const issuer = async (locale: AppLocale) => brandName(await getSiteSettings(locale), locale)
