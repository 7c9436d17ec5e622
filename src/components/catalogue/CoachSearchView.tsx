import { getTranslations } from 'next-intl/server'

import { ListingMatches } from '@/components/listings/ListingMatches'
import { PageIntro } from '@/components/page/PageIntro'
import { Pagination } from '@/components/ui/Pagination'
import { COACHES_PER_PAGE, type listCoaches } from '@/data/coaches'
import { getPathname } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'
import { type CoachListState, coachListHref } from '@/lib/search/coachListUrl'
import type { Specialty } from '@/payload-types'

import { CoachCard } from './CoachCard'
import { CoachSearchBox, SortSwitch, SpecialtyFilter } from './CoachListControls'

type Props = {
  state: CoachListState
  specialties: Specialty[]
  result: Awaited<ReturnType<typeof listCoaches>>
  locale: AppLocale
}

/**
 * The coach search page: the search box, the specialty sidebar, the order, and one page of coaches;
 * under them, for a text search, the programmes and jobs whose titles match it.
 */
export async function CoachSearchView({ state, specialties, result, locale }: Props) {
  const t = await getTranslations('coaches')
  const totalPages = Math.max(1, Math.ceil(result.total / COACHES_PER_PAGE))
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <PageIntro
        title={t('searchTitle')}
        lead={t('searchLead')}
        className="max-w-3xl"
        leadClassName="mt-2 text-fg-muted"
      />
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
              {t(result.capped ? 'foundMore' : 'found', { total: result.total })}
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
      {state.q && <ListingMatches q={state.q} locale={locale} />}
    </div>
  )
}
