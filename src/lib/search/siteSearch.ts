import type { Payload, Where } from 'payload'

import type { AppLocale } from '@/i18n/locales'
import { localizedPath } from '@/lib/seo/metadata'

import { searchCoaches } from './searchCoaches'
import { hanRuns } from './tokens'

/** What the site-wide search looks through, in the order it shows them. */
export const siteSearchKinds = ['coach', 'university', 'article', 'programme', 'job'] as const
export type SiteSearchKind = (typeof siteSearchKinds)[number]

/** One thing found: its title in the reader's language and the path of its page in that language. */
export type SiteSearchHit = { kind: SiteSearchKind; title: string; href: string; subtitle?: string }

/** The first `hits` of one kind, and how many of that kind match in all. */
export type SiteSearchGroup = { kind: SiteSearchKind; total: number; hits: SiteSearchHit[] }

/** Only kinds with at least one match, in `siteSearchKinds` order. */
export type SiteSearchResult = { query: string; groups: SiteSearchGroup[] }

/** Longer queries are cut to this many characters (they also make the cache key). */
export const SITE_SEARCH_MAX_QUERY = 100
/** Most hits of one kind a search returns. */
export const SITE_SEARCH_MAX_LIMIT = 20
/** Terms beyond this many are ignored: each one is another condition on every kind. */
const MAX_TERMS = 8
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

/**
 * The pieces of a query that must each appear in a title: latin words as typed (so "gap" also
 * finds "gaps"), a single Chinese character as itself, and longer runs of Chinese as each of their
 * two-character pairs, so 间隔年 finds 间隔年 and 牛津 finds 牛津大学 without a word list.
 */
export function siteSearchTerms(query: string): string[] {
  const terms = new Set<string>()
  for (const word of normalizeSiteQuery(query).split(' ')) {
    for (const part of word.split(/(\p{Script=Han}+)/u)) {
      const han = hanRuns(part)[0]
      if (han === part && han) {
        const chars = [...han]
        if (chars.length === 1) terms.add(han)
        else chars.slice(0, -1).forEach((c, i) => terms.add(c + chars[i + 1]))
      } else {
        // Punctuation on its own ("-", "&") would match almost everything.
        const trimmed = part.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '')
        if (trimmed) terms.add(trimmed)
      }
    }
  }
  return [...terms].slice(0, MAX_TERMS)
}

/** Every term in at least one of `fields` (case-insensitive); null when there is no term. */
export function textMatch(fields: readonly string[], terms: readonly string[]): Where | null {
  if (terms.length === 0) return null
  return {
    and: terms.map((term) => ({ or: fields.map((field) => ({ [field]: { like: term } })) })),
  }
}

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

export type SiteSearchParams = { locale: AppLocale; q: string; limit: number }

/**
 * Published coaches, universities, articles, programmes and jobs whose name or title (in either
 * language) has every term of `q`, up to `limit` of each kind, with titles and page paths in
 * `locale`. Read as an anonymous visitor (access decides what is public); an empty query finds
 * nothing. Coaches are found through the coach search's own index (names, pinyin, headlines).
 */
export async function siteSearch(
  payload: Payload,
  { locale, q, limit }: SiteSearchParams,
): Promise<SiteSearchResult> {
  const query = normalizeSiteQuery(q)
  const terms = siteSearchTerms(query)
  const perKind = Math.min(Math.max(Math.trunc(limit) || 1, 1), SITE_SEARCH_MAX_LIMIT)
  if (terms.length === 0) return { query, groups: [] }

  const path = (p: string) => localizedPath(p, locale)
  const titled = (fields: string[]) => textMatch(fields, terms)!
  const read = { locale, limit: perKind, overrideAccess: false } as const

  const coaches = async (): Promise<SiteSearchGroup> => {
    const found = await searchCoaches(payload.db.drizzle, {
      q: query,
      sort: 'popular',
      page: 1,
      perPage: perKind,
    })
    if (found.ids.length === 0) return { kind: 'coach', total: found.total, hits: [] }
    const docs = await payload.find({
      collection: 'coaches',
      where: { id: { in: found.ids } },
      ...read,
      depth: 0,
      pagination: false,
      select: { slug: true, name: true, title: true },
    })
    const byId = new Map(docs.docs.map((d) => [d.id, d]))
    const hits = found.ids.flatMap((id) => {
      const coach = byId.get(id)
      return coach
        ? [
            {
              kind: 'coach' as const,
              title: coach.name,
              href: path(`/coach/${coach.slug}`),
              subtitle: clip(coach.title),
            },
          ]
        : []
    })
    return { kind: 'coach', total: found.total, hits }
  }

  const universities = async (): Promise<SiteSearchGroup> => {
    const found = await payload.find({
      collection: 'universities',
      where: titled(['name.en', 'name.zh', 'city.en', 'city.zh']),
      sort: ['worldRanking', 'name'],
      ...read,
      depth: 0,
      select: { slug: true, name: true, city: true },
    })
    return {
      kind: 'university',
      total: found.totalDocs,
      hits: found.docs.map((u) => ({
        kind: 'university',
        title: u.name,
        href: path(`/university/${u.slug}`),
        subtitle: clip(u.city),
      })),
    }
  }

  const articles = async (): Promise<SiteSearchGroup> => {
    const found = await payload.find({
      collection: 'articles',
      where: titled(['title.en', 'title.zh']),
      sort: ['-publishedAt', '-id'],
      ...read,
      depth: 0,
      select: { slug: true, title: true, excerpt: true },
    })
    return {
      kind: 'article',
      total: found.totalDocs,
      hits: found.docs.map((a) => ({
        kind: 'article',
        title: a.title,
        href: path(`/article/${a.slug}`),
        subtitle: clip(a.excerpt),
      })),
    }
  }

  // Listings: access keeps out hidden ones and those of uncertified organisations; closed ones
  // keep their page but are not offered any more, so only published ones are found.
  const listings = async (collection: 'offerings' | 'jobs'): Promise<SiteSearchGroup> => {
    const kind = collection === 'offerings' ? 'programme' : 'job'
    const found = await payload.find({
      collection,
      where: { and: [{ status: { equals: 'published' } }, titled(['title.en', 'title.zh'])] },
      sort: ['-publishedAt', '-id'],
      ...read,
      depth: 1,
      select: { title: true, organisation: true },
      populate: { organisations: { name: true } },
    })
    return {
      kind,
      total: found.totalDocs,
      hits: found.docs.map((doc) => ({
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
