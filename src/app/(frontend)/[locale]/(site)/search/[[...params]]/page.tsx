import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CoachSearchView } from '@/components/catalogue/CoachSearchView'
import { getSpecialties, listCoaches } from '@/data/coaches'
import { localeParam } from '@/i18n/localeParam'
import { coachListHref, parseCoachListState } from '@/lib/search/coachListUrl'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = {
  params: Promise<{ locale: string; params?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { params: segments } = await params
  const locale = await localeParam(params)
  const { state } = parseCoachListState(segments, await searchParams)
  const t = await getTranslations({ locale, namespace: 'coaches' })
  return pageMetadata({
    locale,
    paths: coachListHref({ ...state, q: '', page: 1 }),
    title: t('searchTitle'),
    description: t('searchLead'),
    // Result pages for a typed query are not worth indexing.
    noIndex: Boolean(state.q),
  })
}

/** Coach search and list: free text, a specialty, an order and a page, all in the URL. */
export default async function CoachSearchPage({ params, searchParams }: Props) {
  const { params: segments } = await params
  const locale = await localeParam(params)
  setRequestLocale(locale)
  const { valid, state } = parseCoachListState(segments, await searchParams)
  const specialties = await getSpecialties(locale)
  const specialty = state.specialty
    ? specialties.find((s) => s.slug === state.specialty)
    : undefined
  if (!valid || (state.specialty && !specialty)) notFound()

  const result = await listCoaches(
    { q: state.q, sort: state.sort, specialty, page: state.page },
    locale,
  )
  return <CoachSearchView state={state} specialties={specialties} result={result} locale={locale} />
}
