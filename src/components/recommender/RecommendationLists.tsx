import { getTranslations } from 'next-intl/server'

import type { RecommendationLists as Lists } from '@/data/recommendations'
import { Link } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'
import { eligibilities, type Eligibility } from '@/lib/recommender/eligibility'
import { resultLists, type ResultList } from '@/lib/recommender/profile'

import { RecommendationCard } from './RecommendationCard'

/** Items shown per list before "show more". */
const FIRST = 5

/**
 * The shown items in their eligibility groups (the list's order): when more than one group shows,
 * each gets a heading, so a lower score above a higher one reads as what it is.
 */
function groupsOf<T extends { eligibility: Eligibility }>(items: T[]) {
  const groups = eligibilities
    .map((eligibility) => ({
      eligibility,
      items: items.filter((i) => i.eligibility === eligibility),
    }))
    .filter((group) => group.items.length > 0)
  return groups.map((group) => ({ ...group, titled: groups.length > 1 }))
}

export type ListState = { eligibleOnly: boolean; expanded?: ResultList }

type Props = {
  lists: Lists
  /** The lists the profile asked for, in their order. */
  shown: ResultList[]
  locale: AppLocale
  /** The page and its profile query, kept by the filter and "show more" links. */
  path: string
  query: URLSearchParams
  state: ListState
  /** The sample for visitors has neither filters nor "show more". */
  controls?: boolean
}

/** One ranked list per kind, each with its heading, filter and "show more". */
export async function RecommendationLists({
  lists,
  shown,
  locale,
  path,
  query,
  state,
  controls = true,
}: Props) {
  const t = await getTranslations('recommender')
  const hrefWith = (change: Partial<ListState>, anchor: string) => {
    const next = { ...state, ...change }
    const params = new URLSearchParams(query)
    if (next.eligibleOnly) params.set('only', 'eligible')
    if (next.expanded) params.set('more', next.expanded)
    return `${path}?${params}#${anchor}`
  }
  return (
    <div className="space-y-10">
      {controls && (
        <nav aria-label={t('filters.label')} className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-medium">{t('filters.label')}</span>
          {[false, true].map((eligibleOnly) => (
            <Link
              key={String(eligibleOnly)}
              href={hrefWith({ eligibleOnly, expanded: undefined }, 'results')}
              aria-current={state.eligibleOnly === eligibleOnly ? 'true' : undefined}
              className="rounded-full border border-line px-3 py-1.5 hover:bg-bg-muted aria-[current]:border-brand aria-[current]:bg-brand-soft aria-[current]:font-semibold"
            >
              {t(eligibleOnly ? 'filters.eligible' : 'filters.all')}
            </Link>
          ))}
        </nav>
      )}
      {resultLists
        .filter((list) => shown.includes(list))
        .map((list) => {
          const all = lists[list].filter(
            (item) => !state.eligibleOnly || item.eligibility === 'eligible',
          )
          const expanded = state.expanded === list
          const visible = expanded ? all : all.slice(0, FIRST)
          return (
            <section
              key={list}
              id={list}
              aria-labelledby={`${list}-heading`}
              className="scroll-mt-24"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id={`${list}-heading`} className="text-xl font-bold">
                  {t(`lists.${list}`)}
                </h2>
                {all.length > 0 && (
                  <p className="text-sm text-fg-muted">
                    {t('count', { shown: visible.length, total: all.length })}
                  </p>
                )}
              </div>
              {visible.length === 0 ? (
                <p className="mt-4 rounded-xl bg-bg-muted p-4 text-sm">
                  {t(state.eligibleOnly && lists[list].length > 0 ? 'emptyEligible' : 'empty')}
                </p>
              ) : (
                groupsOf(visible).map(({ eligibility, items, titled }) => (
                  <div key={eligibility} className="mt-4">
                    {titled && (
                      <h3 className="text-base font-semibold text-fg-muted">
                        {t(`groups.${eligibility}`)}
                      </h3>
                    )}
                    <ol className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                      {items.map((item) => (
                        <li key={item.key}>
                          <RecommendationCard
                            item={item}
                            locale={locale}
                            headingLevel={titled ? 4 : 3}
                          />
                        </li>
                      ))}
                    </ol>
                  </div>
                ))
              )}
              {controls && all.length > FIRST && (
                <p className="mt-4">
                  <Link
                    href={hrefWith({ expanded: expanded ? undefined : list }, list)}
                    className="font-semibold text-brand underline-offset-4 hover:underline"
                  >
                    {t(expanded ? 'showFewer' : 'showMore')}
                    <span className="sr-only">: {t(`lists.${list}`)}</span>
                  </Link>
                </p>
              )}
            </section>
          )
        })}
    </div>
  )
}
