import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CoachSearchView } from '@/components/catalogue/CoachSearchView'
import { COACHES_PER_PAGE, getListedSpecialties, getSpecialties, listCoaches } from '@/data/coaches'
import { localeParam } from '@/i18n/localeParam'
import { redirect } from '@/i18n/navigation'
import { pageRedirect } from '@/lib/pagination'
import { coachListHref, parseCoachListState } from '@/lib/search/coachListUrl'
import { pageMetadata } from '@/lib/seo/metadata'

const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

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
  const query = await searchParams
  const { valid, state } = parseCoachListState(segments, query)
  const [specialties, listed] = await Promise.all([
    getSpecialties(locale),
    getListedSpecialties(locale),
  ])
  const specialty = state.specialty
    ? specialties.find((s) => s.slug === state.specialty)
    : undefined
  if (!valid || (state.specialty && !specialty)) notFound()

  const result = await listCoaches(
    { q: state.q, sort: state.sort, specialty, page: state.page },
    locale,
  )
  // A capped total does not know the last page: only a page below 1 is sent elsewhere then.
  const totalPages = result.capped ? Infinity : Math.ceil(result.total / COACHES_PER_PAGE)
  const target = pageRedirect(firstOf(query.page), totalPages)
  if (target !== null) redirect({ href: coachListHref({ ...state, page: target }), locale })
  return <CoachSearchView state={state} specialties={listed} result={result} locale={locale} />
}
