import { cache } from 'react'
import type { Where } from 'payload'

import type { CountryCode } from '@/lib/enums'
import type { AppLocale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cache/tags'
import type { University } from '@/payload-types'

import { cachedListPage } from './listPage'
import { cachedPublicDoc } from './publicDoc'

export const UNIVERSITIES_PER_PAGE = 12

const cardSelect = {
  slug: true,
  name: true,
  country: true,
  region: true,
  city: true,
  worldRanking: true,
  acceptanceRate: true,
  tuitionMin: true,
  tuitionMax: true,
  tuitionCurrency: true,
  crest: true,
} as const

export type UniversityCardData = Pick<University, keyof typeof cardSelect | 'id'>

/** The ranking filter's bands: world top 10, 50 and 100. */
export const rankingBands = [10, 50, 100] as const
export type RankingBand = (typeof rankingBands)[number]

/** `q` matches the name or city in either language, so "Oxford" and 牛津 both work on both sites. */
export type UniversityListQuery = {
  q?: string
  country?: CountryCode
  top?: RankingBand
  page: number
}

const whereOf = ({ q, country, top }: UniversityListQuery): Where => {
  const and: Where[] = []
  if (country) and.push({ country: { equals: country } })
  if (top) and.push({ worldRanking: { less_than_equal: top } })
  if (q)
    and.push({
      or: ['name.en', 'name.zh', 'city.en', 'city.zh'].map((field) => ({ [field]: { like: q } })),
    })
  return { and }
}

/** One page of published universities, best ranked first, cached until a university changes. */
export const listUniversities = (query: UniversityListQuery, locale: AppLocale) =>
  cachedListPage<UniversityCardData>({
    collection: 'universities',
    where: whereOf(query),
    sort: ['worldRanking', 'name'],
    perPage: UNIVERSITIES_PER_PAGE,
    select: cardSelect,
    page: query.page,
    locale,
    cacheKey: [
      'university-list',
      locale,
      query.q ?? '',
      query.country ?? '',
      String(query.top ?? ''),
      String(query.page),
    ],
    tags: [cacheTags.universities],
  })

/**
 * A published university by slug, or by id when the argument is all digits; null when there is none.
 * Made once per request, however many parts of the page ask.
 */
export const getUniversity = cache((slugOrId: string, locale: AppLocale) => {
  const byId = /^\d+$/.test(slugOrId)
  return cachedPublicDoc<University>({
    collection: 'universities',
    where: byId ? { id: { equals: Number(slugOrId) } } : { slug: { equals: slugOrId } },
    depth: 1,
    locale,
    cacheKey: ['university', byId ? 'id' : 'slug', slugOrId, locale],
    tags: byId
      ? [cacheTags.universities]
      : [cacheTags.universities, cacheTags.university(slugOrId)],
  })
})
