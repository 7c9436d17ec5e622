import { Search } from '@/components/ui/icons'
import { getTranslations } from 'next-intl/server'

import { HeadedSection } from '@/components/page/HeadedSection'
import { Link } from '@/i18n/navigation'
import { type CoachListState, coachListHref } from '@/lib/search/coachListUrl'
import { coachSorts } from '@/lib/search/searchCoaches'
import type { Specialty } from '@/payload-types'

/** The free-text box: a GET form, so the query lands in the URL and works without JavaScript. */
export async function CoachSearchBox({ state, action }: { state: CoachListState; action: string }) {
  const t = await getTranslations('coaches')
  return (
    // The examples sit under the box rather than in the placeholder, which a phone would cut off.
    <form action={action} method="get" role="search" className="flex flex-wrap gap-x-2 gap-y-1.5">
      <label htmlFor="coach-q" className="sr-only">
        {t('searchLabel')}
      </label>
      <div className="relative min-w-0 flex-1">
        <Search
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-fg-muted"
        />
        <input
          id="coach-q"
          name="q"
          type="search"
          defaultValue={state.q}
          placeholder={t('searchPlaceholderShort')}
          aria-describedby="coach-q-examples"
          className="h-12 w-full rounded-full border border-line bg-bg pl-10 pr-4 text-base placeholder:text-fg-muted"
        />
      </div>
      {state.sort !== coachSorts[0] && <input type="hidden" name="sort" value={state.sort} />}
      <button
        type="submit"
        className="h-12 rounded-full bg-brand px-4 font-semibold text-brand-fg hover:bg-brand-strong sm:px-6"
      >
        {t('searchButton')}
      </button>
      <p id="coach-q-examples" className="basis-full px-4 text-sm text-fg-muted">
        {t('searchExamples')}
      </p>
    </form>
  )
}

/** Popular / professional / budget-friendly: each a link, the current one marked. */
export async function SortSwitch({ state }: { state: CoachListState }) {
  const t = await getTranslations('coaches')
  return (
    // Full width on phones, the orders sharing it by their length, so no label has to wrap.
    <nav aria-label={t('sortLabel')} className="w-full sm:w-auto">
      <ul className="flex rounded-full border border-line bg-bg-muted p-1 sm:inline-flex">
        {coachSorts.map((sort) => {
          const current = sort === state.sort
          return (
            <li key={sort} className="flex-auto sm:flex-none">
              <Link
                href={coachListHref({ ...state, sort, page: 1 })}
                aria-current={current ? 'true' : undefined}
                title={t(`sortHint.${sort}`)}
                className={`flex h-9 items-center justify-center whitespace-nowrap rounded-full px-3 text-sm font-semibold transition-colors sm:px-4 ${
                  current ? 'bg-brand text-brand-fg shadow-sm' : 'text-fg-muted hover:text-fg'
                }`}
              >
                {t(`sort.${sort}`)}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

type FilterProps = {
  state: CoachListState
  specialties: Specialty[]
  /** Null when the text matches too many coaches to count per specialty. */
  counts: Record<number, number> | null
  total: number
}

/** The "specialized experience" sidebar: every specialty with how many coaches match it. */
export async function SpecialtyFilter({ state, specialties, counts }: FilterProps) {
  const t = await getTranslations('coaches')
  const item = (href: string, label: string, count: number | null, current: boolean) => (
    <Link
      href={href}
      aria-current={current ? 'true' : undefined}
      className={`flex items-center justify-between gap-3 whitespace-nowrap rounded-full border px-3 py-2 text-sm transition-colors lg:rounded-lg lg:border-transparent ${
        current
          ? 'border-brand bg-brand-soft font-semibold text-brand'
          : 'border-line hover:bg-bg-muted'
      }`}
    >
      <span>{label}</span>
      {count !== null && <span className="text-xs tabular-nums text-fg-muted">{count}</span>}
    </Link>
  )
  return (
    // Phones get one scrollable row of chips; wide screens a sidebar list.
    <HeadedSection
      as="nav"
      id="specialty-heading"
      title={t('specialties')}
      className="lg:rounded-2xl lg:border lg:border-line lg:bg-bg-elevated lg:p-4"
      titleClassName="mb-2 text-sm font-bold lg:px-3"
    >
      {/* The row continues past the edge under a fade, which shows there is more to scroll to. */}
      <div className="relative -mx-4 lg:mx-0">
        <ul
          data-testid="specialty-chips"
          className="flex gap-2 overflow-x-auto px-4 pb-2 pr-12 lg:block lg:space-y-0.5 lg:overflow-visible lg:px-0 lg:pb-0"
        >
          <li className="shrink-0">
            {item(
              coachListHref({ ...state, specialty: undefined, page: 1 }),
              t('allSpecialties'),
              null,
              !state.specialty,
            )}
          </li>
          {specialties.map((s) => (
            <li key={s.id} className="shrink-0">
              {item(
                coachListHref({ ...state, specialty: s.slug, page: 1 }),
                s.name,
                counts ? (counts[s.id] ?? 0) : null,
                state.specialty === s.slug,
              )}
            </li>
          ))}
        </ul>
        <div
          aria-hidden
          data-testid="specialty-fade"
          className="pointer-events-none absolute inset-y-0 right-0 w-12 bg-gradient-to-l from-bg to-transparent lg:hidden"
        />
      </div>
    </HeadedSection>
  )
}
