import { getTranslations } from 'next-intl/server'

import type { AppLocale } from '@/i18n/locales'
import { labelOf, reviewCriteria } from '@/lib/enums'
import { formatRating } from '@/lib/format'
import type { ReviewSummary as Summary } from '@/lib/reviews/reviewSummary'

import { Stars } from './Stars'

/**
 * A coach's reviews at a glance: the average to one decimal with its stars and the count, how many
 * gave each number of stars (bars, each also said in words), and each criterion's average.
 */
export async function ReviewSummary({ summary, locale }: { summary: Summary; locale: AppLocale }) {
  const t = await getTranslations('coachReviews')
  const { count, average, distribution, criteria } = summary
  return (
    <div className="grid gap-6 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-10">
      <div className="space-y-1">
        {average != null && (
          <>
            <p className="text-5xl font-extrabold tracking-tight" aria-hidden>
              {formatRating(average)}
            </p>
            <p className="sr-only">{t('outOf', { rating: formatRating(average) })}</p>
            <Stars value={average} className="size-5" />
          </>
        )}
        <p className="text-sm text-fg-muted" data-testid="review-count">
          {t('count', { count })}
        </p>
      </div>

      <div className="space-y-6">
        <ul aria-label={t('distribution')} className="space-y-2">
          {distribution.map(({ stars, count: given }) => (
            <li key={stars} className="flex items-center gap-3 text-sm">
              <span className="sr-only">{t('distributionRow', { stars, count: given })}</span>
              <span aria-hidden className="w-16 shrink-0 text-fg-muted">
                {t('stars', { stars })}
              </span>
              {/* Each bar is its share of all the reviews. */}
              <span
                aria-hidden
                className="h-2.5 min-w-0 flex-1 overflow-hidden rounded-full bg-bg-muted"
              >
                <span
                  className="block h-full rounded-full bg-accent"
                  style={{ width: `${(given / Math.max(1, count)) * 100}%` }}
                />
              </span>
              <span aria-hidden className="w-8 shrink-0 text-right tabular-nums">
                {given}
              </span>
            </li>
          ))}
        </ul>

        <div>
          {/* Not a heading: the summary sits under an h2 on the coach's page and an h1 on its own. */}
          <p className="text-sm font-semibold text-fg-muted">{t('criteria')}</p>
          <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-3">
            {criteria.map(({ criterion, average: criterionAverage }) => (
              <div key={criterion} className="flex items-center justify-between gap-3 sm:block">
                <dt className="text-sm">{labelOf(reviewCriteria, criterion, locale)}</dt>
                <dd className="flex items-center gap-2">
                  {criterionAverage != null ? (
                    <>
                      <Stars value={criterionAverage} />
                      <span aria-hidden className="font-semibold tabular-nums">
                        {formatRating(criterionAverage)}
                      </span>
                      <span className="sr-only">
                        {t('outOf', { rating: formatRating(criterionAverage) })}
                      </span>
                    </>
                  ) : (
                    '–'
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </div>
  )
}
