import type { PayloadRequest, Where } from 'payload'

import {
  countries,
  industries,
  jobTypes,
  labelOf,
  languages,
  type Option,
  offeringTypes,
  packageCategories,
} from '@/lib/enums'
import { type Bilingual, bothLanguages, bothLanguagesPlain } from '@/lib/i18n/allLocales'
import { publicListing } from '@/lib/listings/listingWhere'
import type { Coach, Job, Offering, Package, University } from '@/payload-types'

import { type ItemFacts, itemKey, itemTerms, type RecommenderItem } from './item'
import type { RecommenderKind, ResultList } from './profile'
import { weights } from './weights'

/** Every localized field of a document read with `locale: 'all'`. */
type AllLocales<T> = { [K in keyof T]: T[K] | { en?: T[K]; zh?: T[K] } }
const label = <V extends string>(options: readonly Option<V>[], value: V | null | undefined) => ({
  en: labelOf(options, value, 'en'),
  zh: labelOf(options, value, 'zh'),
})
const labels = <V extends string>(options: readonly Option<V>[], values: V[] | null | undefined) =>
  (values ?? []).map((value) => label(options, value))

/** Which of the student's kinds an offering type answers. */
const offeringKind: Record<Offering['type'], RecommenderKind> = {
  'study-tour': 'study-tour',
  'dream-school-immersion': 'study-tour',
  'overseas-programme': 'programme',
  'pre-college': 'programme',
  'credit-course': 'programme',
  tutoring: 'tutoring',
}

/** 0 to 1 on a log scale, reaching 1 at `full`. */
const logShare = (value: number, full: number) =>
  Math.min(1, Math.log1p(Math.max(0, value)) / Math.log1p(full))

const NEUTRAL_POPULARITY = weights.neutral

const mostCommon = <T>(values: T[]): T | null => {
  const counts = new Map<T, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null
}

/** Schools write "Online" (线上) where the city would be for courses taught online. */
const isOnline = (city: Bilingual) =>
  /\bonline\b|线上|在线/i.test(`${city.en ?? ''} ${city.zh ?? ''}`)

function offeringItem(doc: AllLocales<Offering>): RecommenderItem {
  const o = doc as unknown as Offering
  const taken =
    o.capacity && o.placesLeft != null
      ? (o.capacity - o.placesLeft) / o.capacity
      : NEUTRAL_POPULARITY
  const facts: ItemFacts = {
    kind: offeringKind[o.type],
    country: o.country,
    online: isOnline(bothLanguages(doc.city)),
    startDate: o.startDate,
    endDate: o.endDate,
    deadline: o.deadline,
    minEducation: o.minEducationLevel,
    maxEducation: o.maxEducationLevel,
    englishLevel: o.englishLevel,
    price: o.price,
    currency: o.currency,
    publishedAt: o.publishedAt,
    popularity: Math.max(0, Math.min(1, taken)),
  }
  return {
    key: itemKey('offerings', o.id),
    list: 'offerings',
    id: o.id,
    facts,
    ...itemTerms(
      [
        bothLanguages(doc.title),
        label(offeringTypes, o.type),
        label(countries, o.country),
        bothLanguages(doc.city),
      ],
      [
        bothLanguages(doc.summary),
        bothLanguagesPlain(doc.description),
        ...labels(languages, o.languages),
      ],
    ),
  }
}

function jobItem(doc: AllLocales<Job>): RecommenderItem {
  const j = doc as unknown as Job
  return {
    key: itemKey('jobs', j.id),
    list: 'jobs',
    id: j.id,
    facts: {
      kind: 'internship',
      country: j.country,
      online: Boolean(j.remote),
      startDate: j.startDate,
      deadline: j.deadline,
      minEducation: j.educationLevel,
      englishLevel: j.englishLevel,
      publishedAt: j.publishedAt,
      popularity: NEUTRAL_POPULARITY,
    },
    ...itemTerms(
      [
        bothLanguages(doc.title),
        label(jobTypes, j.type),
        label(industries, j.industry),
        label(countries, j.country),
        bothLanguages(doc.city),
      ],
      [bothLanguagesPlain(doc.description), ...labels(languages, j.languages)],
    ),
  }
}

function coachItem(doc: AllLocales<Coach>, packages: AllLocales<Package>[]): RecommenderItem {
  const c = doc as unknown as Coach
  const specialties = (c.specialties ?? []).flatMap((s) =>
    typeof s === 'object' ? [bothLanguages((s as unknown as AllLocales<typeof s>).name)] : [],
  )
  const categories = [...new Set(packages.map((p) => (p as unknown as Package).category))]
  const prices = packages.map((p) => (p as unknown as Package).startingAt)
  // Where the coach knows admissions best: the office they worked in, else where most of their students went.
  const placementCountries = (c.placements ?? []).flatMap((u) =>
    typeof u === 'object' ? [u.country] : [],
  )
  const country =
    (typeof c.formerInstitution === 'object' && c.formerInstitution?.country) ||
    mostCommon(placementCountries)
  return {
    key: itemKey('coaches', c.id),
    list: 'coaches',
    id: c.id,
    facts: {
      kind: 'tutoring',
      country,
      price: prices.length ? Math.min(...prices) : c.lowestPrice,
      currency: (packages[0] as unknown as Package | undefined)?.currency ?? 'USD',
      popularity:
        weights.coachBookingsShare * logShare(c.bookings ?? 0, weights.coachBookingsFull) +
        weights.coachRatingShare * ((c.rating ?? 0) / 5),
    },
    ...itemTerms(
      [
        bothLanguages(doc.name),
        bothLanguages(doc.title),
        ...specialties,
        ...labels(packageCategories, categories),
      ],
      [
        bothLanguages(doc.headline),
        bothLanguages(doc.qualification),
        bothLanguagesPlain(doc.about),
        ...packages.flatMap((p) => [bothLanguages(p.title), bothLanguages(p.summary)]),
      ],
    ),
  }
}

function universityItem(doc: AllLocales<University>): RecommenderItem {
  const u = doc as unknown as University
  return {
    key: itemKey('universities', u.id),
    list: 'universities',
    id: u.id,
    facts: {
      kind: 'university',
      country: u.country,
      price: u.tuitionMin,
      currency: u.tuitionCurrency,
      acceptanceRate: u.acceptanceRate,
      // Standing: the world's top 10 count 1, the 500th about 0.
      popularity: u.worldRanking
        ? Math.max(0, 1 - Math.log10(u.worldRanking) / Math.log10(500))
        : NEUTRAL_POPULARITY,
    },
    ...itemTerms(
      [
        bothLanguages(doc.name),
        label(countries, u.country),
        bothLanguages(doc.region),
        bothLanguages(doc.city),
      ],
      [bothLanguagesPlain(doc.description)],
    ),
  }
}

/** The collection each result list is read from. */
export const listCollections = {
  offerings: 'offerings',
  jobs: 'jobs',
  coaches: 'coaches',
  universities: 'universities',
} as const satisfies Record<ResultList, string>

/** What makes a document matchable: a published public listing, or a published catalogue entry. */
const matchable: Record<ResultList, Where> = {
  offerings: { and: [publicListing, { status: { equals: 'published' } }] },
  jobs: { and: [publicListing, { status: { equals: 'published' } }] },
  coaches: { _status: { equals: 'published' } },
  universities: { _status: { equals: 'published' } },
}

/**
 * The item for a document as the recommender should see it now, in both languages; null when it
 * is not matchable (a draft, closed, hidden, from an uncertified organisation, or gone).
 */
export async function itemFor(
  req: PayloadRequest,
  list: ResultList,
  id: number,
): Promise<RecommenderItem | null> {
  const { docs } = await req.payload.find({
    collection: listCollections[list],
    where: { and: [{ id: { equals: id } }, matchable[list]] },
    locale: 'all',
    draft: false,
    depth: 1,
    limit: 1,
    pagination: false,
    req,
    overrideAccess: true,
  })
  const doc = docs[0]
  if (!doc) return null
  switch (list) {
    case 'offerings':
      return offeringItem(doc as AllLocales<Offering>)
    case 'jobs':
      return jobItem(doc as AllLocales<Job>)
    case 'universities':
      return universityItem(doc as AllLocales<University>)
    case 'coaches': {
      const packages = await req.payload.find({
        collection: 'packages',
        where: { and: [{ coach: { equals: id } }, { _status: { equals: 'published' } }] },
        locale: 'all',
        depth: 0,
        limit: 0,
        pagination: false,
        req,
        overrideAccess: true,
      })
      return coachItem(doc as AllLocales<Coach>, packages.docs as AllLocales<Package>[])
    }
  }
}

/** The ids of a list's documents matching `where`, read as the system. */
export async function idsOf(
  req: PayloadRequest,
  list: ResultList,
  where: Where,
): Promise<number[]> {
  const { docs } = await req.payload.find({
    collection: listCollections[list],
    where,
    draft: false,
    depth: 0,
    limit: 0,
    pagination: false,
    select: {},
    req,
    overrideAccess: true,
  })
  return docs.map((doc) => doc.id as number)
}

/** Ids of every document a list holds now, for a full rebuild. */
export const allIds = (req: PayloadRequest, list: ResultList) => idsOf(req, list, matchable[list])
