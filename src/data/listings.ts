import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import type { Where } from 'payload'

import type { AppLocale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cache/tags'
import type { JobFilters, ListState, OfferingFilters } from '@/lib/listings/filters'
import { citiesContaining } from '@/lib/listings/cities'
import { jobWhere, offeringWhere } from '@/lib/listings/listingWhere'
import { type OfferingPage, typesOf } from '@/lib/listings/pages'
import { getPayloadClient } from '@/data/payload'
import { normalizeSiteQuery } from '@/lib/search/siteSearch'
import { findTitled } from '@/lib/search/titleSearch'
import type { Job, Offering } from '@/payload-types'

import { cachedListPage, type ListPage, type ListRead } from './listPage'

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

/** What one page of an offer page's list reads: published offerings, soonest start first. */
export const offeringListRead = (
  offerPage: OfferingPage,
  filters: OfferingFilters,
  locale: AppLocale,
  page: number,
): ListRead => ({
  collection: 'offerings',
  where: offeringWhere(typesOf(offerPage), filters),
  sort: ['startDate', '-publishedAt'],
  perPage: LISTINGS_PER_PAGE,
  select: offeringCard,
  populate: { organisations: organisationCard },
  page,
  locale,
  cacheKey: ['offering-list', offerPage, locale, JSON.stringify(filters), String(page)],
  tags: [cacheTags.offerings, cacheTags.organisations],
})

/**
 * One page of the published offerings an offer page lists, cached until an offering or an
 * organisation (its name, its standing, a service manager) changes.
 */
export const listOfferings = (
  offerPage: OfferingPage,
  { filters, page }: ListState<OfferingFilters>,
  locale: AppLocale,
) =>
  clamped(
    (n) => cachedListPage<OfferingCardData>(offeringListRead(offerPage, filters, locale, n)),
    page,
  )

/** What one page of the jobs and internships reads: published ones, newest first. */
export const jobListRead = (
  filters: JobFilters,
  locale: AppLocale,
  page: number,
  perPage = LISTINGS_PER_PAGE,
): ListRead => ({
  collection: 'jobs',
  where: async (payload) =>
    jobWhere(filters, filters.city ? await citiesContaining(payload.db.drizzle, filters.city) : {}),
  sort: '-publishedAt',
  perPage,
  select: jobCard,
  populate: { organisations: organisationCard },
  page,
  locale,
  cacheKey: ['job-list', locale, JSON.stringify(filters), String(perPage), String(page)],
  tags: [cacheTags.jobs, cacheTags.organisations],
})

/** One page of the published jobs and internships; `perPage` shortens it (a teaser list). */
export const listJobs = (
  { filters, page }: ListState<JobFilters>,
  locale: AppLocale,
  perPage = LISTINGS_PER_PAGE,
) => clamped((n) => cachedListPage<JobCardData>(jobListRead(filters, locale, n, perPage)), page)

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

/** The newest published documents of a collection that also match `where`, up to `limit`, as their cards show them. */
async function newestOf<T>(
  collection: 'offerings' | 'jobs',
  where: Where,
  locale: AppLocale,
  limit: number,
  select: typeof offeringCard | typeof jobCard,
) {
  const payload = await getPayloadClient()
  const found = await payload.find({
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
  return found.docs as T[]
}

/** The newest published offerings and jobs that also match `where`, up to `limit` of each. */
async function newestListings(where: Where, locale: AppLocale, limit: number) {
  const [offerings, jobs] = await Promise.all([
    newestOf<OfferingCardData>('offerings', where, locale, limit, offeringCard),
    newestOf<JobCardData>('jobs', where, locale, limit, jobCard),
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
 * The published offerings and jobs (newest first, up to six of each) whose title in either
 * language has every word of `q` (the site search's title index), cached per language and search
 * until a listing or an organisation changes. Nothing for a search without words.
 */
export const searchListings = (q: string, locale: AppLocale) => {
  const query = normalizeSiteQuery(q)
  return unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const matching = async (collection: 'offerings' | 'jobs') =>
        (await findTitled(payload.db.drizzle, collection, query, MATCHES_SHOWN)).ids
      const [offeringIds, jobIds] = await Promise.all([matching('offerings'), matching('jobs')])
      const read = <T>(
        collection: 'offerings' | 'jobs',
        ids: number[],
        select: typeof offeringCard | typeof jobCard,
      ) =>
        ids.length ? newestOf<T>(collection, { id: { in: ids } }, locale, ids.length, select) : []
      const [offerings, jobs] = await Promise.all([
        read<OfferingCardData>('offerings', offeringIds, offeringCard),
        read<JobCardData>('jobs', jobIds, jobCard),
      ])
      return { offerings, jobs }
    },
    ['listing-matches', locale, query],
    { tags: [cacheTags.offerings, cacheTags.jobs, cacheTags.organisations] },
  )()
}
