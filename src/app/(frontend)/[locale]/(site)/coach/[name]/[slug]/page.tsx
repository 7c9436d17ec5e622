import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ArticleView } from '@/components/catalogue/ArticleView'
import { articleMetadata } from '@/components/catalogue/articleMetadata'
import { LocaleAlternates } from '@/components/layout/LocaleAlternates'
import { getCoachArticle } from '@/data/articles'
import { localeParam } from '@/i18n/localeParam'
import { redirect } from '@/i18n/navigation'
import { slugPaths } from '@/lib/i18n/slugPaths'

type Props = { params: Promise<{ locale: string; name: string; slug: string }> }

// Rendered on first request per locale and document, then served from cache until a hook expires its tags.
export const generateStaticParams = async () => []

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { name, slug } = await params
  const locale = await localeParam(params)
  const located = await getCoachArticle(name, slug, locale)
  if (!located) {
    const t = await getTranslations({ locale, namespace: 'notFound' })
    return { title: t('title'), robots: { index: false } }
  }
  return articleMetadata(located, locale, (s) => `/coach/${name}/${s}`)
}

/** An article by or about coach {name}; like /article/{slug}, another language's slug redirects to this one's. */
export default async function CoachArticlePage({ params }: Props) {
  const { name, slug } = await params
  const locale = await localeParam(params)
  setRequestLocale(locale)
  const located = await getCoachArticle(name, slug, locale)
  if (!located) notFound()
  const own = located.slugs[locale]
  if (own && own !== slug) redirect({ href: `/coach/${name}/${own}`, locale })
  return (
    <>
      <LocaleAlternates
        paths={slugPaths(located.slugs, located.article.slug, (s) => `/coach/${name}/${s}`)}
      />
      <ArticleView article={located.article} locale={locale} />
    </>
  )
}
