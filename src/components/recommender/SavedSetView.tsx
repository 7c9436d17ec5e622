import { getTranslations } from 'next-intl/server'

import { BackLink } from '@/components/catalogue/BackLink'
import { type RecommendationSetView } from '@/data/recommendations'
import { Link } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'
import type { Query } from '@/lib/listings/filters'
import { formatDate } from '@/lib/format'
import { listsFor } from '@/lib/recommender/profile'
import { queryOfForm } from '@/lib/recommender/profileSchema'

import { RecommendationLists } from './RecommendationLists'
import { listStateOf } from './RecommenderView'
import { SavedSetActions } from './SavedSetActions'

/** /tools/recommender/{id}: a saved result set as ranked at its last refresh, with what is new since. */
export async function SavedSetView({
  set,
  locale,
  query,
}: {
  set: RecommendationSetView
  locale: AppLocale
  query: Query
}) {
  const t = await getTranslations('recommender')
  const path = `/tools/recommender/${set.id}`
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 sm:py-14">
      <BackLink href="/tools/recommender">{t('saved.back')}</BackLink>
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{set.name}</h1>
        <p className="mt-2 text-fg-muted">
          {t('saved.refreshedOn', { date: formatDate(set.refreshedAt, locale, true) })}
        </p>
      </header>
      <div className="space-y-4 rounded-2xl border border-line p-5" data-testid="saved-set-status">
        <p>
          {set.newSince > 0 ? t('saved.newSince', { count: set.newSince }) : t('saved.upToDate')}
        </p>
        <SavedSetActions id={set.id} />
        <Link
          href={`/tools/recommender?${queryOfForm(set.form)}#results`}
          className="inline-block font-semibold text-brand underline-offset-4 hover:underline"
        >
          {t('saved.change')}
        </Link>
      </div>
      <section id="results" aria-label={t('results')} className="scroll-mt-24">
        <RecommendationLists
          lists={set.lists}
          shown={listsFor(set.form.kinds)}
          locale={locale}
          path={path}
          query={new URLSearchParams()}
          state={listStateOf(query)}
        />
      </section>
    </div>
  )
}
