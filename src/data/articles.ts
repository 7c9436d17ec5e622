import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import type { Where } from 'payload'

import type { ArticleCategory } from '@/lib/enums'
import { type AppLocale, locales } from '@/i18n/locales'
import { cacheTags } from '@/lib/cache/tags'
import { getPayloadClient } from '@/data/payload'
import type { Article } from '@/payload-types'

import { cachedListPage } from './listPage'

export const ARTICLES_PER_PAGE = 9

const cardSelect = {
  slug: true,
  title: true,
  excerpt: true,
  cover: true,
  category: true,
  publishedAt: true,
  coach: true,
  authorName: true,
} as const

/** Only what a byline needs of an article's coach. */
const coachPopulate = { coaches: { slug: true, name: true } } as const

export type ArticleCardData = Pick<Article, keyof typeof cardSelect | 'id'>

export type ArticleListQuery = { category?: ArticleCategory; page: number }

/** One page of published articles, newest first, cached until an article changes. */
export const listArticles = (query: ArticleListQuery, locale: AppLocale) =>
  cachedListPage<ArticleCardData>({
    collection: 'articles',
    where: query.category ? { category: { equals: query.category } } : {},
    sort: ['-publishedAt', '-id'],
    perPage: ARTICLES_PER_PAGE,
    select: cardSelect,
    populate: coachPopulate,
    page: query.page,
    locale,
    cacheKey: ['article-list', locale, query.category ?? '', String(query.page)],
    tags: [cacheTags.articles, cacheTags.coaches],
  })

/** The article's slug in each language; null where that language has none. */
export type ArticleSlugs = Record<AppLocale, string | null>

export type LocatedArticle = { article: Article; slugs: ArticleSlugs }

/** A value of a `locale: 'all'` read, which holds one entry per language. */
const inLocale = (all: unknown, locale: AppLocale): string | null => {
  if (typeof all !== 'object' || all === null) return null
  const value: unknown = Reflect.get(all, locale)
  return typeof value === 'string' && value ? value : null
}

/**
 * A published article by its slug in `locale`, else by its slug in the other language (so a link
 * kept while switching language still finds it), with its slug in every language.
 */
async function locateArticle(slug: string, locale: AppLocale): Promise<LocatedArticle | null> {
  const payload = await getPayloadClient()
  const order = [locale, ...locales.filter((l) => l !== locale)]
  let id: number | undefined
  for (const lookIn of order) {
    const found = await payload.find({
      collection: 'articles',
      where: { slug: { equals: slug } },
      locale: lookIn,
      depth: 0,
      limit: 1,
      overrideAccess: false,
      select: {},
    })
    id = found.docs[0]?.id
    if (id !== undefined) break
  }
  if (id === undefined) return null

  const byId: Where = { id: { equals: id } }
  const [localized, everyLocale] = await Promise.all([
    payload.find({
      collection: 'articles',
      where: byId,
      locale,
      depth: 1,
      limit: 1,
      overrideAccess: false,
      populate: coachPopulate,
    }),
    payload.find({
      collection: 'articles',
      where: byId,
      locale: 'all',
      depth: 0,
      limit: 1,
      overrideAccess: false,
      select: { slug: true },
    }),
  ])
  const article = localized.docs[0]
  if (!article) return null
  const allSlugs: unknown = everyLocale.docs[0]?.slug
  const slugs: ArticleSlugs = { en: inLocale(allSlugs, 'en'), zh: inLocale(allSlugs, 'zh') }
  return { article, slugs }
}

/**
 * A published article for /article/{slug}, looked up in `locale` first and then in the other language.
 * Made once per request, however many parts of the page ask.
 */
export const getArticle = cache((slug: string, locale: AppLocale) =>
  unstable_cache(() => locateArticle(slug, locale), ['article', slug, locale], {
    tags: [cacheTags.articles, cacheTags.coaches],
  })(),
)

/** The coach of an article (slug and name), when it has one the public may see. */
export const articleCoach = (article: Pick<Article, 'coach'>) =>
  article.coach && typeof article.coach === 'object' ? article.coach : null

/**
 * A published article for /coach/{name}/{slug}: found as by `getArticle`, and by or about that coach.
 * Made once per request, however many parts of the page ask.
 */
export const getCoachArticle = cache((coachSlug: string, slug: string, locale: AppLocale) =>
  unstable_cache(
    async (): Promise<LocatedArticle | null> => {
      const located = await locateArticle(slug, locale)
      return located && articleCoach(located.article)?.slug === coachSlug ? located : null
    },
    ['coach-article', coachSlug, slug, locale],
    { tags: [cacheTags.articles, cacheTags.coaches, cacheTags.coach(coachSlug)] },
  )(),
)
