import type { Where } from 'payload'

import type { AppLocale } from '@/i18n/locales'
import { hasRole } from '@/lib/auth/roles'
import type { OfferingType } from '@/lib/enums'
import { withCountCap } from '@/lib/db/countCap'
import { cappedTotal } from '@/lib/pagination'
import { getPayloadClient } from '@/data/payload'
import { type ListingKind, organisationKinds, organisationRoles } from '@/lib/organisations/roles'
import type { Application, Job, Offering, Organisation, User } from '@/payload-types'

/*
 * What an organisation member's dashboard reads: always as the member (their access rules apply),
 * never cached (it is theirs alone and changes as they work).
 */

const asMember = (user: User) => ({ user, overrideAccess: false as const })

/** What the member's organisation publishes, by their role (null: not an organisation member). */
export const kindPublishedBy = (user: User): ListingKind | null => {
  const role = organisationRoles.find((r) => hasRole(user, r))
  return role ? organisationKinds[role].publishes : null
}

/** The member as a publisher: what their organisation publishes, and the organisation (none until its first approved certification). */
export type Publisher = { publishes: ListingKind | null; organisation: Organisation | null }

export async function myPublisher(user: User): Promise<Publisher> {
  const publishes = kindPublishedBy(user)
  if (!publishes) return { publishes, organisation: null }
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'organisations',
    where: { owner: { equals: user.id } },
    limit: 1,
    depth: 0,
    ...asMember(user),
  })
  return { publishes, organisation: docs[0] ?? null }
}

/** A row of the member's list: the listing and how many applications it has. */
export type ListingRow = (Offering | Job) & { applications: number }

/** The member's listings of a kind (of some offering types only, when given), latest changed first. */
export async function myListings(
  user: User,
  kind: ListingKind,
  locale: AppLocale,
  types?: readonly OfferingType[],
): Promise<ListingRow[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: kind,
    where: { owner: { equals: user.id }, ...(types ? { type: { in: types } } : {}) },
    sort: '-updatedAt',
    limit: 200,
    depth: 0,
    locale,
    ...asMember(user),
  })
  const field = kind === 'jobs' ? 'job' : 'offering'
  return Promise.all(
    docs.map(async (doc) => {
      const { totalDocs } = await payload.count({
        collection: 'applications',
        where: { [field]: { equals: doc.id } },
        ...asMember(user),
      })
      return { ...doc, applications: totalDocs }
    }),
  )
}

/**
 * One of the member's listings in each language: as saved (no fallback, for the form) or as the
 * public page would show it (with fallback and its pictures and contact). Null when it is not theirs.
 */
export async function myListing(
  user: User,
  kind: ListingKind,
  id: number,
  shown: 'saved' | 'public' = 'saved',
): Promise<Record<AppLocale, Offering | Job> | null> {
  const payload = await getPayloadClient()
  const read = (locale: AppLocale) =>
    payload.find({
      collection: kind,
      where: { id: { equals: id }, owner: { equals: user.id } },
      limit: 1,
      depth: shown === 'public' ? 1 : 0,
      locale,
      ...(shown === 'saved' ? { fallbackLocale: false as const } : {}),
      ...asMember(user),
    })
  const [en, zh] = await Promise.all([read('en'), read('zh')])
  return en.docs[0] && zh.docs[0] ? { en: en.docs[0], zh: zh.docs[0] } : null
}

/** The organisation's service managers, to choose a listing's contact from. */
export async function myManagers(user: User, locale: AppLocale) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'service-managers',
    where: { owner: { equals: user.id } },
    sort: 'name',
    limit: 200,
    depth: 0,
    locale,
    select: { name: true },
    ...asMember(user),
  })
  return docs.map(({ id, name }) => ({ id, name }))
}

/** An application as the organisation sees it, with the address of its CV (a private file it may read). */
export type Applicant = Application & { cvUrl: string | null }

/** How many applications one page of a listing's applicants shows. */
export const APPLICANTS_PER_PAGE = 20

/** One page of a listing's applications, and how many there are (when `capped`, more than `total`). */
export type ApplicantPage = {
  docs: Applicant[]
  total: number
  capped: boolean
  totalPages: number
  page: number
}

/** One page of the applications sent to one of the member's listings, newest first. */
export async function listingApplications(
  user: User,
  kind: ListingKind,
  id: number,
  page = 1,
  perPage = APPLICANTS_PER_PAGE,
): Promise<ApplicantPage> {
  const payload = await getPayloadClient()
  const where: Where = { [kind === 'jobs' ? 'job' : 'offering']: { equals: id } }
  const sort = ['-createdAt', '-id']
  // The page's ids first, then those documents: PostgreSQL builds every row it skips before an
  // offset, and a whole application (its history joined) made page 500 of 10,000 cost 115 ms.
  const found = await withCountCap(() =>
    payload.find({
      collection: 'applications',
      where,
      sort,
      limit: perPage,
      page,
      depth: 0,
      select: { createdAt: true },
      ...asMember(user),
    }),
  )
  const { docs } = found.docs.length
    ? await payload.find({
        collection: 'applications',
        where: { and: [where, { id: { in: found.docs.map((doc) => doc.id) } }] },
        sort,
        limit: found.docs.length,
        pagination: false,
        depth: 0,
        ...asMember(user),
      })
    : { docs: [] }
  const cvIds = docs.map((doc) => doc.cv).filter((cv): cv is number => typeof cv === 'number')
  const { docs: cvs } = cvIds.length
    ? await payload.find({
        collection: 'application-documents',
        where: { id: { in: cvIds } },
        limit: cvIds.length,
        depth: 0,
        ...asMember(user),
      })
    : { docs: [] }
  const urls = new Map(cvs.map((cv) => [cv.id, cv.url ?? null]))
  return {
    docs: docs.map((doc) => ({ ...doc, cvUrl: urls.get(doc.cv as number) ?? null })),
    ...cappedTotal(found.totalDocs),
    totalPages: found.totalPages,
    page: found.page ?? page,
  }
}
