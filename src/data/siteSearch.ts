import { unstable_cache } from 'next/cache'

import type { AppLocale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cache/tags'
import { getPayloadClient } from '@/data/payload'
import {
  normalizeSiteQuery,
  pickSuggestions,
  SITE_SEARCH_MAX_LIMIT,
  siteSearch,
  type SiteSearchResult,
} from '@/lib/search/siteSearch'

/** How many of each kind the results page shows. */
export const SITE_RESULTS_PER_KIND = 10

/** Everything a result's title, path or standing comes from. */
const tags = [
  cacheTags.coaches,
  cacheTags.specialties,
  cacheTags.universities,
  cacheTags.articles,
  cacheTags.offerings,
  cacheTags.jobs,
  cacheTags.organisations,
]

/**
 * The site-wide search, up to `perKind` of each kind (with each kind's total unless `totals` is
 * false), cached per language and query until a document it reads changes.
 */
export const searchSite = (
  q: string,
  locale: AppLocale,
  perKind = SITE_RESULTS_PER_KIND,
  totals = true,
) => {
  const query = normalizeSiteQuery(q)
  const limit = Math.min(Math.max(perKind, 1), SITE_SEARCH_MAX_LIMIT)
  return unstable_cache(
    async (): Promise<SiteSearchResult> =>
      siteSearch(await getPayloadClient(), { locale, q: query, limit, totals }),
    ['site-search', locale, query, String(limit), String(totals)],
    { tags },
  )()
}

/**
 * At most `max` suggestions as the header's search shows them while one types, shared across
 * kinds; they show no totals, so none are counted.
 */
export const suggestSite = async (q: string, locale: AppLocale, max: number) => {
  const result = await searchSite(q, locale, max, false)
  return { query: result.query, groups: pickSuggestions(result.groups, max) }
}
