import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import type { Where } from 'payload'

import type { AppLocale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cache/revalidate'
import type { JobFilters, ListState, OfferingFilters } from '@/lib/listings/filters'
import { jobWhere, offeringWhere } from '@/lib/listings/listingWhere'
import { type OfferingPage, typesOf } from '@/lib/listings/pages'
import { getPayloadClient } from '@/lib/payload'
import type { Job, Offering } from '@/payload-types'

import { cachedListPage, type ListPage } from './listPage'

export const LISTINGS_PER_PAGE = 12

/** What a card shows of the organisation behind a listing. */
const organisationCard = { name: true, showable: true, certified: true } as const

const offeringCard = {
  type: true,
  title: true,
  summary: true,
  country: true,
  city: true,
  startDate: true,
  endDate: true,
  durationDays: true,
  price: true,
  currency: true,
  placesLeft: true,
  deadline: true,
  status: true,
  cover: true,
  organisation: true,
} as const

const jobCard = {
  type: true,
  title: true,
  country: true,
  city: true,
  remote: true,
  industry: true,
  pay: true,
  salaryMin: true,
  salaryMax: true,
  currency: true,
  salaryPeriod: true,
  deadline: true,
  status: true,
  organisation: true,
} as const

export type OfferingCardData = Pick<Offering, keyof typeof offeringCard | 'id'>
export type JobCardData = Pick<Job, keyof typeof jobCard | 'id'>

/** A page number past the last page shows the last page. */
async function clamped<T>(read: (page: number) => Promise<ListPage<T>>, page: number) {
  const list = await read(page)
  return list.docs.length === 0 && list.totalPages > 0 && page > list.totalPages
    ? read(list.totalPages)
    : list
}

/**
 * One page of the published offerings an offer page lists, soonest start first, cached until an
 * offering or an organisation (its name, its standing, a service manager) changes.
 */
export const listOfferings = (
  offerPage: OfferingPage,
  { filters, page }: ListState<OfferingFilters>,
  locale: AppLocale,
) =>
  clamped(
    (n) =>
      cachedListPage<OfferingCardData>({
        collection: 'offerings',
        where: offeringWhere(typesOf(offerPage), filters),
        sort: ['startDate', '-publishedAt'],
        perPage: LISTINGS_PER_PAGE,
        select: offeringCard,
        populate: { organisations: organisationCard },
        page: n,
        locale,
        cacheKey: ['offering-list', offerPage, locale, JSON.stringify(filters), String(n)],
        tags: [cacheTags.offerings, cacheTags.organisations],
      }),
    page,
  )

/** One page of the published jobs and internships, newest first; `perPage` shortens it (a teaser list). */
export const listJobs = (
  { filters, page }: ListState<JobFilters>,
  locale: AppLocale,
  perPage = LISTINGS_PER_PAGE,
) =>
  clamped(
    (n) =>
      cachedListPage<JobCardData>({
        collection: 'jobs',
        where: jobWhere(filters),
        sort: '-publishedAt',
        perPage,
        select: jobCard,
        populate: { organisations: organisationCard },
        page: n,
        locale,
        cacheKey: ['job-list', locale, JSON.stringify(filters), String(perPage), String(n)],
        tags: [cacheTags.jobs, cacheTags.organisations],
      }),
    page,
  )

/**
 * A listing's page shows its organisation (logo at depth 2) and contact manager (photo at depth 2),
 * no more of them than their cards need.
 */
const detailPopulate = {
  organisations: {
    name: true,
    shortName: true,
    slogan: true,
    logo: true,
    certified: true,
    showable: true,
  },
  'service-managers': {
    name: true,
    introduction: true,
    businessAreaNames: true,
    avatar: true,
    rating: true,
  },
} as const

/** One public listing by id as an anonymous visitor may see it (published or closed), or null. */
const publicListing = <T>(collection: 'offerings' | 'jobs', id: number, locale: AppLocale) =>
  unstable_cache(
    async (): Promise<T | null> => {
      const payload = await getPayloadClient()
      const found = await payload.find({
        collection,
        where: { id: { equals: id } },
        locale,
        depth: 2,
        limit: 1,
        pagination: false,
        overrideAccess: false,
        populate: detailPopulate,
      })
      return (found.docs[0] as T | undefined) ?? null
    },
    [collection, String(id), locale],
    {
      tags: [
        collection === 'offerings' ? cacheTags.offering(id) : cacheTags.job(id),
        cacheTags.organisations,
      ],
    },
  )()

/**
 * A published offering and its organisation, or null.
 * Made once per request, however many parts of the page ask.
 */
export const getOffering = cache((id: number, locale: AppLocale) =>
  publicListing<Offering>('offerings', id, locale),
)

/**
 * A published job and its organisation, or null.
 * Made once per request, however many parts of the page ask.
 */
export const getJob = cache((id: number, locale: AppLocale) =>
  publicListing<Job>('jobs', id, locale),
)

/** The newest published offerings and jobs that also match `where`, up to `limit` of each, as their cards show them. */
async function newestListings(where: Where, locale: AppLocale, limit: number) {
  const payload = await getPayloadClient()
  const read = <T>(
    collection: 'offerings' | 'jobs',
    select: typeof offeringCard | typeof jobCard,
  ) =>
    payload
      .find({
        collection,
        where: { and: [where, { status: { equals: 'published' } }] },
        locale,
        depth: 1,
        limit,
        sort: '-publishedAt',
        overrideAccess: false,
        select,
        populate: { organisations: organisationCard },
      })
      .then((found) => found.docs as T[])
  const [offerings, jobs] = await Promise.all([
    read<OfferingCardData>('offerings', offeringCard),
    read<JobCardData>('jobs', jobCard),
  ])
  return { offerings, jobs }
}

/** An organisation's published offerings and jobs, for its public profile (newest first, up to 24 each). */
export const listingsOf = (organisationId: number, locale: AppLocale) =>
  unstable_cache(
    () => newestListings({ organisation: { equals: organisationId } }, locale, 24),
    ['organisation-listings', String(organisationId), locale],
    { tags: [cacheTags.offerings, cacheTags.jobs, cacheTags.organisation(organisationId)] },
  )()

/** How many offerings, and as many jobs, a search shows. */
const MATCHES_SHOWN = 6

/**
 * A search as titles are matched against it: without control characters and the database's
 * wildcards, single spaces between words, at most 100 characters (so the cache key stays short).
 */
export const matchWords = (q: string) =>
  [
    ...q
      .normalize('NFKC')
      .replace(/[\p{Cc}%_\\]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  ]
    .slice(0, 100)
    .join('')
    .trim()

/**
 * The published offerings and jobs (newest first, up to six of each) whose title in either
 * language contains every word of `q`, cached per language and search until a listing or an
 * organisation changes. Nothing for a search without words.
 */
export const searchListings = (q: string, locale: AppLocale) => {
  const words = matchWords(q)
  return unstable_cache(
    async () =>
      words
        ? newestListings(
            { or: ['title.en', 'title.zh'].map((field) => ({ [field]: { like: words } })) },
            locale,
            MATCHES_SHOWN,
          )
        : { offerings: [], jobs: [] },
    ['listing-matches', locale, words],
    { tags: [cacheTags.offerings, cacheTags.jobs, cacheTags.organisations] },
  )()
}
