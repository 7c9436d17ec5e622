import { ArrowRight } from '@/components/ui/icons'
import { getTranslations } from 'next-intl/server'

import { getCoachReviews, getReviewSummary } from '@/data/coachReviews'
import { Link } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'
import type { Coach } from '@/payload-types'

import { ReviewItem } from './ReviewItem'
import { ReviewSummary } from './ReviewSummary'

/** The newest reviews the coach's page shows; the rest are on /coach/{name}/reviews. */
const LATEST = 5

/**
 * The reviews part of a coach's page: the summary, the latest five published reviews and a link to
 * all of them; or that there are none yet. Both reads are cached until a review or the coach changes.
 */
export async function CoachReviews({
  coach,
  locale,
}: {
  coach: Pick<Coach, 'id' | 'name' | 'slug'>
  locale: AppLocale
}) {
  const [t, summary, { reviews }] = await Promise.all([
    getTranslations('coachReviews'),
    getReviewSummary(coach.id),
    // The first page of the reviews page: one cached read serves both.
    getCoachReviews(coach.id, 1, locale),
  ])
  if (summary.count === 0)
    return (
      <div className="rounded-xl bg-bg-muted p-6" data-testid="no-reviews">
        <p className="font-semibold">{t('none')}</p>
        <p className="mt-1 text-sm text-fg-muted">{t('about')}</p>
      </div>
    )
  return (
    <div className="space-y-8">
      <ReviewSummary summary={summary} locale={locale} />
      <div>
        <h3 className="text-lg font-semibold">{t('latest')}</h3>
        <ul className="mt-3 space-y-4">
          {reviews.slice(0, LATEST).map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} coachName={coach.name} locale={locale} />
            </li>
          ))}
        </ul>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-fg-muted">{t('about')}</p>
          <Link
            href={`/coach/${coach.slug}/reviews`}
            className="inline-flex min-h-11 shrink-0 items-center gap-2 font-semibold text-brand hover:underline"
          >
            {t('all', { count: summary.count })}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
      </div>
    </div>
  )
}
