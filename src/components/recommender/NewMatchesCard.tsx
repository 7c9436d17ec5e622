import { Sparkles } from '@/components/ui/icons'
import { getTranslations } from 'next-intl/server'

import { getNewMatches } from '@/data/recommendations'
import { Link } from '@/i18n/navigation'
import type { User } from '@/payload-types'

/** On a certified student's dashboard home: new matches for their latest saved results since they last opened them. */
export async function NewMatchesCard({ user }: { user: User }) {
  const [t, latest] = await Promise.all([getTranslations('recommender.home'), getNewMatches(user)])
  return (
    <section aria-labelledby="new-matches-card" data-testid="new-matches-card" className="mt-8">
      <h2 id="new-matches-card" className="text-lg font-bold">
        {t('heading')}
      </h2>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line p-4">
        <p className="flex items-center gap-2">
          <Sparkles aria-hidden className="size-5 shrink-0 text-brand" />
          {!latest
            ? t('start')
            : latest.count > 0
              ? t('newMatches', { count: latest.count })
              : t('noNewMatches')}
        </p>
        <Link
          href={latest ? `/tools/recommender/${latest.id}` : '/tools/recommender'}
          className="font-semibold text-brand underline-offset-4 hover:underline"
        >
          {latest ? t('open') : t('startLink')}
        </Link>
      </div>
    </section>
  )
}
