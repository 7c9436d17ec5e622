import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import type { Where } from 'payload'

import type { AppLocale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cache/tags'
import { getPayloadClient } from '@/data/payload'
import { type CoachSort, offeredSpecialtyIds, searchCoaches } from '@/lib/search/searchCoaches'
import type { Coach, Package, Specialty } from '@/payload-types'

import { cachedPublicDoc } from './publicDoc'

export const COACHES_PER_PAGE = 12

/** What a coach card shows. */
const cardSelect = {
  slug: true,
  name: true,
  title: true,
  headline: true,
  photo: true,
  rating: true,
  yearsOfExperience: true,
  formerAdmissionsOfficer: true,
  formerInstitution: true,
  specialties: true,
  lowestPrice: true,
} as const

/**
 * Of the photo and the specialties, what a card shows: every field of each populated document
 * would otherwise be read, turned into objects and kept in the data cache for every coach listed.
 */
const cardPopulate = {
  media: { url: true, width: true, height: true, alt: true, sizes: true },
  specialties: { name: true, slug: true },
} as const

export type CoachCardData = Pick<Coach, keyof typeof cardSelect | 'id'>

/**
 * Published coaches by id, in the order given (the search decides the order). Read at depth 0 and
 * joined here: the specialties come from the kept list every search page reads anyway, and the
 * photos in one read of their own, so a new search costs two reads instead of Payload's three.
 */
async function coachesByIds(ids: number[], locale: AppLocale): Promise<CoachCardData[]> {
  if (ids.length === 0) return []
  const payload = await getPayloadClient()
  const [found, specialties] = await Promise.all([
    payload.find({
      collection: 'coaches',
      where: { id: { in: ids } },
      locale,
      depth: 0,
      limit: ids.length,
      pagination: false,
      overrideAccess: false,
      select: cardSelect,
    }),
    getSpecialties(locale),
  ])
  const photoIds = [
    ...new Set(found.docs.flatMap((d) => (typeof d.photo === 'number' ? [d.photo] : []))),
  ]
  const photos = photoIds.length
    ? await payload.find({
        collection: 'media',
        where: { id: { in: photoIds } },
        depth: 0,
        limit: photoIds.length,
        pagination: false,
        overrideAccess: false,
        select: cardPopulate.media,
      })
    : { docs: [] }
  const photoById = new Map(photos.docs.map((m) => [m.id, m]))
  // Of each specialty, what a card shows (the fields populated for the advisor cards too).
  const specialtyById = new Map(
    specialties.map((s) => [
      s.id,
      {
        id: s.id,
        ...Object.fromEntries(
          Object.keys(cardPopulate.specialties).map((key) => [key, s[key as keyof Specialty]]),
        ),
      } as Specialty,
    ]),
  )
  const byId = new Map(
    found.docs.map((d) => [
      d.id,
      {
        ...d,
        photo: typeof d.photo === 'number' ? (photoById.get(d.photo) ?? null) : d.photo,
        specialties: (d.specialties ?? []).flatMap((s) => {
          const specialty = specialtyById.get(typeof s === 'number' ? s : s.id)
          return specialty ? [specialty] : []
        }),
      } as CoachCardData,
    ]),
  )
  return ids.map((id) => byId.get(id)).filter((d): d is CoachCardData => Boolean(d))
}

export type CoachListQuery = { q: string; sort: CoachSort; specialty?: Specialty; page: number }

/** One page of the coach list with its total and the specialty counts, cached until a coach changes. */
export const listCoaches = (query: CoachListQuery, locale: AppLocale) =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const result = await searchCoaches(payload.db.drizzle, {
        q: query.q,
        sort: query.sort,
        specialtyId: query.specialty?.id,
        page: query.page,
        perPage: COACHES_PER_PAGE,
      })
      return { ...result, coaches: await coachesByIds(result.ids, locale) }
    },
    [
      'coach-list',
      locale,
      query.q,
      query.sort,
      String(query.specialty?.id ?? ''),
      String(query.page),
    ],
    { tags: [cacheTags.coaches, cacheTags.specialties] },
  )()

/** Every specialty, for the sidebar and for resolving `/search/{category}/{slug}`. */
export const getSpecialties = (locale: AppLocale) =>
  unstable_cache(
    async (): Promise<Specialty[]> => {
      const payload = await getPayloadClient()
      const found = await payload.find({
        collection: 'specialties',
        locale,
        limit: 100,
        pagination: false,
        sort: 'order',
        overrideAccess: false,
      })
      return found.docs
    },
    ['specialties', locale],
    { tags: [cacheTags.specialties] },
  )()

/**
 * The specialties at least one published coach offers, in their order: the ones the list offers
 * to filter by (one nobody offers would only lead to "no coach matches").
 */
export const getListedSpecialties = (locale: AppLocale) =>
  unstable_cache(
    async (): Promise<Specialty[]> => {
      const payload = await getPayloadClient()
      const [all, offered] = await Promise.all([
        getSpecialties(locale),
        offeredSpecialtyIds(payload.db.drizzle),
      ])
      return all.filter((s) => offered.has(s.id))
    },
    ['listed-specialties', locale],
    { tags: [cacheTags.specialties, cacheTags.coaches] },
  )()

/**
 * A published coach with everything the profile shows, or null.
 * Made once per request, however many parts of the page ask.
 */
export const getCoach = cache((slug: string, locale: AppLocale) =>
  cachedPublicDoc<Coach>({
    collection: 'coaches',
    where: { slug: { equals: slug } },
    depth: 2,
    locale,
    cacheKey: ['coach', slug, locale],
    tags: [cacheTags.coaches, cacheTags.coach(slug), cacheTags.universities],
  }),
)

/** Published packages of a coach, cheapest first; with `coachId` null, the house packages of a category. */
export const getPackages = (
  filter: { coachId: number } | { category: string },
  locale: AppLocale,
) =>
  unstable_cache(
    async (): Promise<Package[]> => {
      const payload = await getPayloadClient()
      const where: Where =
        'coachId' in filter
          ? { coach: { equals: filter.coachId } }
          : { category: { equals: filter.category } }
      const found = await payload.find({
        collection: 'packages',
        where,
        locale,
        depth: 0,
        limit: 50,
        sort: 'startingAt',
        overrideAccess: false,
      })
      return found.docs
    },
    ['packages', JSON.stringify(filter), locale],
    { tags: [cacheTags.packages] },
  )()

/**
 * A published package by slug, with its coach, or null.
 * Made once per request, however many parts of the page ask.
 */
export const getPackage = cache((slug: string, locale: AppLocale) =>
  cachedPublicDoc<Package>({
    collection: 'packages',
    where: { slug: { equals: slug } },
    depth: 1,
    locale,
    cacheKey: ['package', slug, locale],
    tags: [cacheTags.packages, cacheTags.coaches],
  }),
)

/** Up to three published coaches by slug, for the compare page. */
export const getCoachesBySlugs = (slugs: string[], locale: AppLocale) =>
  unstable_cache(
    async (): Promise<Coach[]> => {
      if (slugs.length === 0) return []
      const payload = await getPayloadClient()
      const found = await payload.find({
        collection: 'coaches',
        where: { slug: { in: slugs } },
        locale,
        depth: 1,
        limit: 3,
        overrideAccess: false,
      })
      return slugs
        .map((s) => found.docs.find((d) => d.slug === s))
        .filter((d): d is Coach => Boolean(d))
    },
    ['coaches-by-slug', slugs.join(','), locale],
    { tags: [cacheTags.coaches] },
  )()

/** What an advisor card shows: a coach card's data, and the placement schools with their crests. */
const profileSelect = { ...cardSelect, placements: true, placementsLabel: true } as const

export type ProfileCoach = Pick<Coach, keyof typeof profileSelect | 'id'>

/** Up to 12 published coaches matching `where`, most booked first, with their placement schools' crests. */
const coachProfiles = (where: Where, key: string, locale: AppLocale) =>
  unstable_cache(
    async (): Promise<ProfileCoach[]> => {
      const payload = await getPayloadClient()
      const found = await payload.find({
        collection: 'coaches',
        where,
        locale,
        // Coach → placement universities → their crests.
        depth: 2,
        limit: 12,
        sort: '-bookings',
        overrideAccess: false,
        select: profileSelect,
        populate: { ...cardPopulate, universities: { name: true, crest: true } },
      })
      return found.docs as ProfileCoach[]
    },
    ['coach-profiles', key, locale],
    { tags: [cacheTags.coaches, cacheTags.universities] },
  )()

/** Coaches editors marked as featured (the home page's advisor carousel). */
export const getFeaturedCoaches = (locale: AppLocale) =>
  coachProfiles({ featured: { equals: true } }, 'featured', locale)

/** The most booked coaches of a specialty (e.g. the Ivy League coaches of /ivy). */
export const getSpecialtyCoaches = (specialtyId: number, locale: AppLocale) =>
  coachProfiles({ specialties: { in: [specialtyId] } }, `specialty:${specialtyId}`, locale)

/** Names and slugs of every published coach, for pickers. */
export const listCoachNames = (locale: AppLocale) =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const found = await payload.find({
        collection: 'coaches',
        locale,
        limit: 500,
        pagination: false,
        sort: 'name',
        overrideAccess: false,
        select: { slug: true, name: true },
      })
      return found.docs.map((d) => ({ slug: d.slug, name: d.name }))
    },
    ['coach-names', locale],
    { tags: [cacheTags.coaches] },
  )()
