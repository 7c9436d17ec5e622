import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ArticleCard } from '@/components/catalogue/ArticleCard'
import { CategoryFilter } from '@/components/catalogue/CategoryFilter'
import { CatalogueListPage } from '@/components/catalogue/CatalogueListPage'
import {
  firstParam,
  listHref,
  oneOf,
  pageParam,
  type SearchParams,
} from '@/components/catalogue/listQuery'
import { listArticles } from '@/data/articles'
import { articleCategories } from '@/lib/enums'
import { localeParam } from '@/i18n/localeParam'
import { redirect } from '@/i18n/navigation'
import { pageRedirect } from '@/lib/pagination'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }

// Filters and pages come from the query string, so this renders per request (over cached data).
export const dynamic = 'force-dynamic'

const readQuery = (query: SearchParams) => ({
  category: oneOf(query.category, articleCategories),
  page: pageParam(query.page),
})

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await localeParam(params)
  const { category, page } = readQuery(await searchParams)
  const t = await getTranslations({ locale, namespace: 'articles' })
  return pageMetadata({
    locale,
    paths: listHref('/article', { category }, page),
    title: t('title'),
    description: t('lead'),
  })
}

/** Published articles, newest first, filtered by category, 9 a page. */
export default async function ArticlesPage({ params, searchParams }: Props) {
  const locale = await localeParam(params)
  setRequestLocale(locale)
  const raw = await searchParams
  const { category, page } = readQuery(raw)
  const [t, list] = await Promise.all([
    getTranslations({ locale, namespace: 'articles' }),
    listArticles({ category, page }, locale),
  ])
  const target = pageRedirect(firstParam(raw.page), list.totalPages)
  if (target !== null) redirect({ href: listHref('/article', { category }, target), locale })
  return (
    <CatalogueListPage
      title={t('title')}
      lead={t('lead')}
      filters={<CategoryFilter current={category} locale={locale} />}
      list={list}
      countText={t(list.capped ? 'countMore' : 'count', { total: list.totalDocs })}
      renderItem={(doc) => <ArticleCard article={doc} locale={locale} />}
      hrefFor={(n) => listHref('/article', { category }, n)}
      empty={{
        message: category ? t('empty') : t('emptyAll'),
        action: category ? { href: '/article', label: t('showAll') } : undefined,
      }}
    />
  )
}
