import type { Where } from 'payload'

import type { AppLocale } from '@/i18n/locales'
import { getPayloadClient } from '@/data/payload'
import type { Organisation, ServiceManager, User } from '@/payload-types'

type Owned = { organisations: Organisation; 'service-managers': ServiceManager }

/**
 * The member's own organisation documents, read as the member (their access rules apply) and never
 * cached: in a language as stored, without the English fallback (an empty Chinese text shows as
 * empty), oldest first, with their pictures.
 */
async function findMine<C extends keyof Owned>(
  user: User,
  collection: C,
  locale: AppLocale,
  { where = {}, limit = 1 }: { where?: Where; limit?: number } = {},
): Promise<Owned[C][]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection,
    where: { ...where, owner: { equals: user.id } },
    sort: 'createdAt',
    limit,
    depth: 1,
    locale,
    fallbackLocale: false,
    user,
    overrideAccess: false,
  })
  return docs as Owned[C][]
}

/** The member's organisation in a language; null when they have none (it comes with an approved certification). */
export const getMyOrganisation = async (user: User, locale: AppLocale) =>
  (await findMine(user, 'organisations', locale))[0] ?? null

/** The member's service managers. */
export const getMyServiceManagers = (user: User, locale: AppLocale) =>
  findMine(user, 'service-managers', locale, { limit: 100 })

/** One of the member's service managers in a language; null when it is not theirs or not there. */
export const getMyServiceManager = async (user: User, id: number, locale: AppLocale) =>
  (await findMine(user, 'service-managers', locale, { where: { id: { equals: id } } }))[0] ?? null

/** Whether the member's organisation is certified (it may publish; its listings show). */
export async function isMyOrganisationCertified(user: User): Promise<boolean> {
  const payload = await getPayloadClient()
  const { totalDocs } = await payload.count({
    collection: 'organisations',
    where: { owner: { equals: user.id }, certified: { equals: true } },
    user,
    overrideAccess: false,
  })
  return totalDocs > 0
}
