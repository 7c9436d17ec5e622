import type { Payload } from 'payload'

import type { AppLocale } from '@/i18n/locales'
import { localizedPath } from '@/lib/seo/metadata'

import type { Article, Coach, Job, Offering, University } from '@/payload-types'

import { searchCoaches } from './searchCoaches'
import { textQuery } from './textQuery'
import { findTitled, type TitledCollection } from './titleSearch'

/** What the site-wide search looks through, in the order it shows them. */
export const siteSearchKinds = ['coach', 'university', 'article', 'programme', 'job'] as const
export type SiteSearchKind = (typeof siteSearchKinds)[number]

/** One thing found: its title in the reader's language and the path of its page in that language. */
export type SiteSearchHit = { kind: SiteSearchKind; title: string; href: string; subtitle?: string }

/**
 * The first `hits` of one kind, and how many of that kind match in all (when `capped`, more than
 * `total`; a search without totals, other than coaches', gives the number of hits).
 */
export type SiteSearchGroup = {
  kind: SiteSearchKind
  total: number
  capped: boolean
  hits: SiteSearchHit[]
}

/** Only kinds with at least one match, in `siteSearchKinds` order. */
export type SiteSearchResult = { query: string; groups: SiteSearchGroup[] }

/** Longer queries are cut to this many characters (they also make the cache key). */
export const SITE_SEARCH_MAX_QUERY = 100
/** Most hits of one kind a search returns. */
export const SITE_SEARCH_MAX_LIMIT = 20
/** Subtitles taken from longer text (an article's excerpt) are cut to about this many characters. */
const SUBTITLE_CHARS = 90

/**
 * A query as it is matched: NFKC (full-width letters become plain ones), without control
 * characters and the database's wildcards, single spaces, trimmed, at most SITE_SEARCH_MAX_QUERY
 * characters.
 */
export const normalizeSiteQuery = (q: string) =>
  [
    ...q
      .normalize('NFKC')
      .replace(/[\p{Cc}%_\\]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  ]
    .slice(0, SITE_SEARCH_MAX_QUERY)
    .join('')
    .trim()

const clip = (text: string | null | undefined) => {
  const value = text?.replace(/\s+/g, ' ').trim()
  if (!value) return undefined
  const chars = [...value]
  return chars.length > SUBTITLE_CHARS
    ? `${chars.slice(0, SUBTITLE_CHARS).join('').trim()}…`
    : value
}

const organisationName = (organisation: unknown) =>
  typeof organisation === 'object' && organisation !== null && 'name' in organisation
    ? clip(String(organisation.name ?? ''))
    : undefined

export type SiteSearchParams = {
  locale: AppLocale
  q: string
  limit: number
  /** Whether each kind's total is counted (the results page shows them; suggestions do not). */
  totals?: boolean
}

/**
 * Published coaches, universities, articles, programmes and jobs whose name or title (in either
 * language) has every word of `q`, up to `limit` of each kind, with titles and page paths in
 * `locale`. Found through the search indexes (coach_search, title_search), then read as an
 * anonymous visitor (access decides what is public); an empty query finds nothing.
 */
export async function siteSearch(
  payload: Payload,
  { locale, q, limit, totals = true }: SiteSearchParams,
): Promise<SiteSearchResult> {
  const query = normalizeSiteQuery(q)
  const perKind = Math.min(Math.max(Math.trunc(limit) || 1, 1), SITE_SEARCH_MAX_LIMIT)
  if (!textQuery(query).tsquery) return { query, groups: [] }
  const db = payload.db.drizzle
  const path = (p: string) => localizedPath(p, locale)

  /** The documents `ids` as the visitor may read them, in the order of `ids`. */
  const readInOrder = async <T extends { id: number }>(
    collection: 'coaches' | TitledCollection,
    ids: number[],
    select: Record<string, true>,
  ): Promise<T[]> => {
    if (ids.length === 0) return []
    // A listing's card names its organisation.
    const listing = collection === 'offerings' || collection === 'jobs'
    const found = await payload.find({
      collection,
      where: { id: { in: ids } },
      locale,
      depth: listing ? 1 : 0,
      pagination: false,
      overrideAccess: false,
      select,
      ...(listing ? { populate: { organisations: { name: true } } } : {}),
    })
    const byId = new Map((found.docs as unknown as T[]).map((doc) => [doc.id, doc]))
    return ids.flatMap((id) => byId.get(id) ?? [])
  }

  const coaches = async (): Promise<SiteSearchGroup> => {
    const found = await searchCoaches(db, { q: query, sort: 'popular', page: 1, perPage: perKind })
    const docs = await readInOrder<Coach>('coaches', found.ids, {
      slug: true,
      name: true,
      title: true,
    })
    return {
      kind: 'coach',
      total: found.total,
      capped: found.capped,
      hits: docs.map((coach) => ({
        kind: 'coach',
        title: coach.name,
        href: path(`/coach/${coach.slug}`),
        subtitle: clip(coach.title),
      })),
    }
  }

  const universities = async (): Promise<SiteSearchGroup> => {
    const { ids, ...count } = await findTitled(db, 'universities', query, perKind, {
      count: totals,
    })
    const docs = await readInOrder<University>('universities', ids, {
      slug: true,
      name: true,
      city: true,
    })
    return {
      kind: 'university',
      ...count,
      hits: docs.map((u) => ({
        kind: 'university',
        title: u.name,
        href: path(`/university/${u.slug}`),
        subtitle: clip(u.city),
      })),
    }
  }

  const articles = async (): Promise<SiteSearchGroup> => {
    const { ids, ...count } = await findTitled(db, 'articles', query, perKind, { count: totals })
    const docs = await readInOrder<Article>('articles', ids, {
      slug: true,
      title: true,
      excerpt: true,
    })
    return {
      kind: 'article',
      ...count,
      hits: docs.map((a) => ({
        kind: 'article',
        title: a.title,
        href: path(`/article/${a.slug}`),
        subtitle: clip(a.excerpt),
      })),
    }
  }

  const listings = async (collection: 'offerings' | 'jobs'): Promise<SiteSearchGroup> => {
    const kind = collection === 'offerings' ? 'programme' : 'job'
    const { ids, ...count } = await findTitled(db, collection, query, perKind, { count: totals })
    const docs = await readInOrder<Offering | Job>(collection, ids, {
      title: true,
      organisation: true,
    })
    return {
      kind,
      ...count,
      hits: docs.map((doc) => ({
        kind,
        title: doc.title,
        href: path(kind === 'programme' ? `/programme/${doc.id}` : `/employment/job/${doc.id}`),
        subtitle: organisationName(doc.organisation),
      })),
    }
  }

  const groups = await Promise.all([
    coaches(),
    universities(),
    articles(),
    listings('offerings'),
    listings('jobs'),
  ])
  return { query, groups: groups.filter((g) => g.hits.length > 0) }
}

/**
 * At most `max` hits for a short list of suggestions, shared fairly: one of each kind in turn,
 * so one kind with many matches does not push the others out; kinds keep their order.
 */
export function pickSuggestions(
  groups: readonly SiteSearchGroup[],
  max: number,
): SiteSearchGroup[] {
  const taken = groups.map(() => 0)
  let left = max
  for (let round = 0; left > 0; round++) {
    let tookAny = false
    groups.forEach((group, i) => {
      if (left > 0 && round < group.hits.length) {
        taken[i] = round + 1
        left -= 1
        tookAny = true
      }
    })
    if (!tookAny) break
  }
  return groups
    .map((group, i) => ({ ...group, hits: group.hits.slice(0, taken[i]) }))
    .filter((group) => group.hits.length > 0)
}
