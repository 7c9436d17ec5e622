import type { PayloadRequest } from 'payload'

import { defaultLocale, isLocale, type AppLocale } from '@/i18n/locales'
import type { Host } from '@/lib/booking/host'
import { relationId } from '@/lib/db/relationId'
import { translatorFor } from '@/lib/i18n/translate'

/** The account linked to a coach's profile, if any: where the coach's own notices go. */
export async function coachAccountOf(req: PayloadRequest, coach: number) {
  const profile = await req.payload.findByID({
    collection: 'coaches',
    id: coach,
    depth: 0,
    draft: true,
    select: { account: true },
    disableErrors: true,
    req,
  })
  return profile?.account == null ? null : accountOf(req, relationId(profile.account))
}

const accountOf = (req: PayloadRequest, id: number) =>
  req.payload.findByID({
    collection: 'users',
    id,
    depth: 0,
    select: { email: true, preferredLocale: true },
    disableErrors: true,
    req,
  })

/**
 * Where a host's notices go: a coach's own account (its sessions on /user/coaching); for a
 * service manager, the organisation's account, which runs its sessions on /user/cm/sessions, with
 * a copy to the manager's own address. No account (a coach without one): the staff inbox.
 */
export async function hostSideOf(req: PayloadRequest, host: Host) {
  if (host.type === 'coach') {
    const account = await coachAccountOf(req, host.id)
    return { account, copyTo: undefined, page: '/user/coaching' }
  }
  const manager = await req.payload.findByID({
    collection: 'service-managers',
    id: host.id,
    depth: 0,
    select: { owner: true, email: true },
    disableErrors: true,
    req,
    overrideAccess: true,
  })
  const account = manager ? await accountOf(req, relationId(manager.owner)) : null
  const copyTo = manager?.email && manager.email !== account?.email ? manager.email : undefined
  return { account, copyTo, page: '/user/cm/sessions' }
}

/** The language an account reads its mail in. */
export const accountLocale = (account: { preferredLocale?: string | null } | null): AppLocale =>
  account && isLocale(account.preferredLocale) ? account.preferredLocale : defaultLocale

/**
 * A host's name as mails and pages say it: the coach's, or the service manager's with their
 * organisation's ("Li Na (Bright Future Education)"); '' once the host is gone.
 */
export async function hostNameIn(
  req: PayloadRequest,
  host: Host | null,
  locale: AppLocale,
): Promise<string> {
  if (!host) return ''
  if (host.type === 'coach') {
    const coach = await req.payload.findByID({
      collection: 'coaches',
      id: host.id,
      depth: 0,
      locale,
      draft: true,
      select: { name: true },
      disableErrors: true,
      req,
    })
    return coach?.name ?? ''
  }
  const manager = await req.payload.findByID({
    collection: 'service-managers',
    id: host.id,
    depth: 1,
    locale,
    select: { name: true, organisation: true },
    populate: { organisations: { name: true } },
    disableErrors: true,
    req,
    overrideAccess: true,
  })
  if (!manager) return ''
  const organisation =
    typeof manager.organisation === 'object' ? (manager.organisation?.name ?? '') : ''
  return translatorFor(locale)('booking.managerOf', { manager: manager.name, organisation })
}
