import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ArticleCard } from '@/components/catalogue/ArticleCard'
import { CategoryFilter } from '@/components/catalogue/CategoryFilter'
import { ListEmptyState } from '@/components/catalogue/ListEmptyState'
import { listHref, oneOf, pageParam, type SearchParams } from '@/components/catalogue/listQuery'
import { Pagination } from '@/components/ui/Pagination'
import { listArticles } from '@/data/articles'
import { articleCategories } from '@/fields/enums'
import type { AppLocale } from '@/i18n/locales'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }

// Filters and pages come from the query string, so this renders per request (over cached data).
export const dynamic = 'force-dynamic'

const readQuery = (query: SearchParams) => ({ category: oneOf(query.category, articleCategories), page: pageParam(query.page) })

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = (await params).locale as AppLocale
  const { category, page } = readQuery(await searchParams)
  const t = await getTranslations({ locale, namespace: 'articles' })
  return pageMetadata({ locale, paths: listHref('/article', { category }, page), title: t('title'), description: t('lead') })
}

/** Published articles, newest first, filtered by category, 9 a page. */
export default async function ArticlesPage({ params, searchParams }: Props) {
  const locale = (await params).locale as AppLocale
  setRequestLocale(locale)
  const { category, page } = readQuery(await searchParams)
  const [t, list] = await Promise.all([getTranslations({ locale, namespace: 'articles' }), listArticles({ category, page }, locale)])
  if (list.totalDocs > 0 && page > list.totalPages) notFound()
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 max-w-2xl text-lg text-fg-muted">{t('lead')}</p>
      </header>
      <CategoryFilter current={category} locale={locale} />
      {list.docs.length > 0 ? (
        <>
          <p className="mt-8 text-sm text-fg-muted">{t('count', { total: list.totalDocs })}</p>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {list.docs.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} locale={locale} />
              </li>
            ))}
          </ul>
          <Pagination page={list.page} totalPages={list.totalPages} hrefFor={(n) => listHref('/article', { category }, n)} />
        </>
      ) : (
        <ListEmptyState message={category ? t('empty') : t('emptyAll')} action={category ? { href: '/article', label: t('showAll') } : undefined} />
      )}
    </div>
  )
}
