import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CoachCard } from '@/components/catalogue/CoachCard'
import {
  CoachSearchBox,
  SortSwitch,
  SpecialtyFilter,
} from '@/components/catalogue/CoachListControls'
import { Pagination } from '@/components/ui/Pagination'
import { COACHES_PER_PAGE, getSpecialties, listCoaches } from '@/data/coaches'
import { localeParam } from '@/i18n/localeParam'
import { getPathname } from '@/i18n/navigation'
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
  const totalPages = Math.max(1, Math.ceil(result.total / COACHES_PER_PAGE))
  const t = await getTranslations('coaches')

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('searchTitle')}</h1>
        <p className="mt-2 text-fg-muted">{t('searchLead')}</p>
      </header>
      <div className="mt-6 max-w-3xl">
        <CoachSearchBox
          state={state}
          action={getPathname({
            href: coachListHref({ ...state, q: '', page: 1 }).split('?')[0]!,
            locale,
          })}
        />
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <aside className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <SpecialtyFilter
            state={state}
            specialties={specialties}
            counts={result.specialtyCounts}
            total={result.total}
          />
        </aside>
        <section aria-labelledby="results-count" className="min-w-0">
          <div className="flex flex-wrap items-center justify-between gap-4">
            <p id="results-count" role="status" className="font-semibold" data-testid="coach-count">
              {t('found', { total: result.total })}
            </p>
            <SortSwitch state={state} />
          </div>
          {result.coaches.length === 0 ? (
            <p className="mt-10 rounded-2xl border border-dashed border-line p-10 text-center text-fg-muted">
              {t('empty')}
            </p>
          ) : (
            <ul className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {result.coaches.map((coach) => (
                <li key={coach.id}>
                  <CoachCard coach={coach} />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={state.page}
            totalPages={totalPages}
            hrefFor={(page) => coachListHref({ ...state, page })}
          />
        </section>
      </div>
    </div>
  )
}
