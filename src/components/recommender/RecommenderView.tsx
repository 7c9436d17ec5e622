import { getTranslations } from 'next-intl/server'

import { PageIntro } from '@/components/page/PageIntro'
import { FormAlert } from '@/components/forms/FormAlert'
import {
  getRecommendations,
  getRecommenderMember,
  getSampleRecommendations,
  getSavedSets,
  withDocuments,
} from '@/data/recommendations'
import { Link } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'
import type { Query } from '@/lib/listings/filters'
import { formatDate } from '@/lib/format'
import { listsFor, resultLists, type ResultList } from '@/lib/recommender/profile'
import {
  formFromQuery,
  profileOf,
  queryOfForm,
  recommenderFormSchema,
} from '@/lib/recommender/profileSchema'
import { sampleProfileIn } from '@/lib/recommender/sample'
import type { User } from '@/payload-types'

import { RecommendationLists, type ListState } from './RecommendationLists'
import { RecommenderForm } from './deferredForms'
import { RecommenderInvitation } from './RecommenderInvitation'
import { SaveResults } from './SaveResults'

const PATH = '/tools/recommender'

/** The filter and "show more" of the result lists, from the address. */
export const listStateOf = (query: Query): ListState => ({
  eligibleOnly: query.only === 'eligible',
  expanded: resultLists.find((list: ResultList) => list === query.more),
})

/**
 * /tools/recommender. A certified student fills in the profile (prefilled from what the portal
 * knows) and gets ranked lists to filter, open, apply from and save. Everyone else sees a sample
 * for an example profile and is invited to register or certify; the server decides which.
 */
export async function RecommenderView({
  locale,
  user,
  query,
}: {
  locale: AppLocale
  user: User | null
  query: Query
}) {
  const [t, member] = await Promise.all([
    getTranslations('recommender'),
    getRecommenderMember(user),
  ])
  const intro = (
    <PageIntro
      title={t('title')}
      lead={t('lead')}
      leadClassName="mt-3 max-w-prose text-lg text-fg-muted"
    />
  )
  if (!member.certified || !user) {
    const sample = await withDocuments(await getSampleRecommendations(locale), locale, user)
    return (
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-10 sm:px-6 sm:py-14">
        {intro}
        <RecommenderInvitation signedIn={Boolean(user)} locale={locale} />
        <section aria-labelledby="sample-heading" className="space-y-4">
          <h2 id="sample-heading" className="text-2xl font-bold">
            {t('sample.heading')}
          </h2>
          <p className="max-w-prose text-fg-muted">{t('sample.profile')}</p>
          <RecommendationLists
            lists={sample}
            shown={listsFor(sampleProfileIn(locale).kinds)}
            locale={locale}
            path={PATH}
            query={new URLSearchParams()}
            state={{ eligibleOnly: false }}
            controls={false}
          />
        </section>
      </div>
    )
  }

  const asked = 'interests' in query || 'kinds' in query
  const parsed = asked ? recommenderFormSchema.safeParse(formFromQuery(query)) : null
  const form = parsed?.success ? parsed.data : null
  const [results, saved] = await Promise.all([
    form && getRecommendations(profileOf(form)).then((r) => withDocuments(r.lists, locale, user)),
    getSavedSets(user),
  ])
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-10 sm:px-6 sm:py-14">
      {intro}
      <section
        aria-labelledby="profile-heading"
        className="rounded-2xl border border-line p-5 sm:p-8"
      >
        <h2 id="profile-heading" className="text-xl font-bold">
          {t('form.heading')}
        </h2>
        {!asked && <p className="mt-2 text-sm text-fg-muted">{t('form.prefilled')}</p>}
        {parsed && !parsed.success && <FormAlert message={t('refusals.invalidProfile')} />}
        <div className="mt-6">
          <RecommenderForm defaults={form ?? member.prefill} />
        </div>
      </section>
      {form && results && (
        <section id="results" aria-labelledby="results-heading" className="scroll-mt-24 space-y-6">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 id="results-heading" className="text-2xl font-bold">
              {t('results')}
            </h2>
            <SaveResults profile={form} />
          </div>
          <RecommendationLists
            lists={results}
            shown={listsFor(form.kinds)}
            locale={locale}
            path={PATH}
            query={queryOfForm(form)}
            state={listStateOf(query)}
          />
        </section>
      )}
      {saved.length > 0 && (
        <section aria-labelledby="saved-heading">
          <h2 id="saved-heading" className="text-xl font-bold">
            {t('saved.list')}
          </h2>
          <ul className="mt-4 divide-y divide-line rounded-2xl border border-line">
            {saved.map((set) => (
              <li key={set.id} className="flex flex-wrap items-baseline justify-between gap-2 p-4">
                <Link
                  href={`${PATH}/${set.id}`}
                  className="font-semibold text-brand hover:underline"
                >
                  {set.name}
                </Link>
                <span className="text-sm text-fg-muted">
                  {t('saved.refreshedOn', {
                    date: formatDate(set.refreshedAt ?? set.updatedAt, locale),
                  })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
