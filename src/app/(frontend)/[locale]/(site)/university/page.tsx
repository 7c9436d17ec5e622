import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CountryFilter } from '@/components/catalogue/CountryFilter'
import { ListEmptyState } from '@/components/catalogue/ListEmptyState'
import { listHref, oneOf, pageParam, type SearchParams } from '@/components/catalogue/listQuery'
import { UniversityCard } from '@/components/catalogue/UniversityCard'
import { Pagination } from '@/components/ui/Pagination'
import { listUniversities } from '@/data/universities'
import { countries } from '@/fields/enums'
import type { AppLocale } from '@/i18n/locales'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }

// Filters and pages come from the query string, so this renders per request (over cached data).
export const dynamic = 'force-dynamic'

const readQuery = (query: SearchParams) => ({ country: oneOf(query.country, countries), page: pageParam(query.page) })

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = (await params).locale as AppLocale
  const { country, page } = readQuery(await searchParams)
  const t = await getTranslations({ locale, namespace: 'universities' })
  return pageMetadata({ locale, paths: listHref('/university', { country }, page), title: t('title'), description: t('lead') })
}

/** Universities by world ranking, filtered by country, 12 a page. */
export default async function UniversitiesPage({ params, searchParams }: Props) {
  const locale = (await params).locale as AppLocale
  setRequestLocale(locale)
  const { country, page } = readQuery(await searchParams)
  const [t, list] = await Promise.all([getTranslations({ locale, namespace: 'universities' }), listUniversities({ country, page }, locale)])
  if (list.totalDocs > 0 && page > list.totalPages) notFound()
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 max-w-2xl text-lg text-fg-muted">{t('lead')}</p>
      </header>
      <CountryFilter current={country} locale={locale} />
      {list.docs.length > 0 ? (
        <>
          <p className="mt-8 text-sm text-fg-muted">{t('count', { total: list.totalDocs })}</p>
          <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {list.docs.map((university) => (
              <li key={university.id}>
                <UniversityCard university={university} locale={locale} />
              </li>
            ))}
          </ul>
          <Pagination page={list.page} totalPages={list.totalPages} hrefFor={(n) => listHref('/university', { country }, n)} />
        </>
      ) : (
        <ListEmptyState message={country ? t('empty') : t('emptyAll')} action={country ? { href: '/university', label: t('showAll') } : undefined} />
      )}
    </div>
  )
}
