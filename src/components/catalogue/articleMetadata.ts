import type { Metadata } from 'next'

import type { LocatedArticle } from '@/data/articles'
import { type AppLocale, locales } from '@/i18n/locales'
import { pageMetadata } from '@/lib/seo/metadata'

/**
 * Title, description, cover and canonical/hreflang URLs of an article page; `pathOf` turns the
 * article's slug in a language into that language's locale-neutral path.
 */
export function articleMetadata(
  { article, slugs }: LocatedArticle,
  locale: AppLocale,
  pathOf: (slug: string) => string,
): Metadata {
  // A language without its own slug shows the article under the slug of another (content falls back).
  const anySlug = slugs[locale] ?? locales.map((l) => slugs[l]).find(Boolean) ?? article.slug
  const paths = { en: pathOf(slugs.en ?? anySlug), zh: pathOf(slugs.zh ?? anySlug) }
  const cover = article.cover && typeof article.cover === 'object' ? article.cover : null
  return pageMetadata({
    locale,
    paths,
    title: article.meta?.title || article.title,
    description: article.meta?.description || article.excerpt,
    image: cover?.sizes?.hero?.url ?? cover?.url,
  })
}
