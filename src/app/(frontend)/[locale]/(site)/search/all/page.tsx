import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { SiteSearchResults } from '@/components/search/SiteSearchResults'
import { searchSite } from '@/data/siteSearch'
import { localeParam } from '@/i18n/localeParam'
import { normalizeSiteQuery } from '@/lib/search/siteSearch'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

// The query comes from the query string, so this renders per request (over cached data).
export const dynamic = 'force-dynamic'

const queryOf = async (searchParams: Props['searchParams']) => {
  const { q } = await searchParams
  return normalizeSiteQuery((Array.isArray(q) ? q[0] : q) ?? '')
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await localeParam(params)
  const q = await queryOf(searchParams)
  const t = await getTranslations({ locale, namespace: 'siteSearch' })
  return pageMetadata({
    locale,
    paths: '/search/all',
    title: q ? t('titleFor', { q }) : t('title'),
    description: t('lead'),
    // Search results are not pages of their own.
    noIndex: true,
  })
}

/** The site-wide search's results: coaches, universities, articles, programmes and jobs at once. */
export default async function SiteSearchPage({ params, searchParams }: Props) {
  const locale = await localeParam(params)
  setRequestLocale(locale)
  const q = await queryOf(searchParams)
  const result = q ? await searchSite(q, locale) : { query: '', groups: [] }
  return <SiteSearchResults q={q} result={result} locale={locale} />
}
