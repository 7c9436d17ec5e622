import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { UniversityFilters } from '@/components/catalogue/UniversityFilters'
import { CatalogueListPage } from '@/components/catalogue/CatalogueListPage'
import {
  firstParam,
  listHref,
  oneOf,
  pageParam,
  type SearchParams,
} from '@/components/catalogue/listQuery'
import { UniversityCard } from '@/components/catalogue/UniversityCard'
import { listUniversities, rankingBands } from '@/data/universities'
import { countries } from '@/lib/enums'
import { localeParam } from '@/i18n/localeParam'
import { redirect } from '@/i18n/navigation'
import { pageRedirect } from '@/lib/pagination'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }

// Filters and pages come from the query string, so this renders per request (over cached data).
export const dynamic = 'force-dynamic'

const readQuery = (query: SearchParams) => ({
  q: firstParam(query.q)?.trim().slice(0, 100) || undefined,
  country: oneOf(query.country, countries),
  top: rankingBands.find((band) => String(band) === firstParam(query.top)),
  page: pageParam(query.page),
})

/** The list's filters as query values, for links and pagination. */
const filterQuery = ({ q, country, top }: ReturnType<typeof readQuery>) => ({
  q,
  country,
  top: top && String(top),
})

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await localeParam(params)
  const query = readQuery(await searchParams)
  const t = await getTranslations({ locale, namespace: 'universities' })
  return pageMetadata({
    locale,
    paths: listHref('/university', { country: query.country }, query.page),
    title: t('title'),
    description: t('lead'),
    // Result pages for a typed query are not worth indexing.
    noIndex: Boolean(query.q),
  })
}

/** Universities by world ranking, searched by name or city and filtered by country and ranking, 12 a page. */
export default async function UniversitiesPage({ params, searchParams }: Props) {
  const locale = await localeParam(params)
  setRequestLocale(locale)
  const raw = await searchParams
  const query = readQuery(raw)
  const filters = filterQuery(query)
  const filtered = Object.values(filters).some(Boolean)
  const [t, list] = await Promise.all([
    getTranslations({ locale, namespace: 'universities' }),
    listUniversities(query, locale),
  ])
  const target = pageRedirect(firstParam(raw.page), list.totalPages)
  if (target !== null) redirect({ href: listHref('/university', filters, target), locale })
  return (
    <CatalogueListPage
      title={t('title')}
      lead={t('lead')}
      filters={
        <UniversityFilters q={query.q} country={query.country} top={query.top} locale={locale} />
      }
      list={list}
      countText={t(list.capped ? 'countMore' : 'count', { total: list.totalDocs })}
      renderItem={(doc) => <UniversityCard university={doc} locale={locale} />}
      hrefFor={(n) => listHref('/university', filters, n)}
      empty={{
        message: filtered ? t('empty') : t('emptyAll'),
        action: filtered ? { href: '/university', label: t('showAll') } : undefined,
      }}
    />
  )
}
