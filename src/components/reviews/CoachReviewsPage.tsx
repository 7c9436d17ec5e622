import { getTranslations } from 'next-intl/server'

import { BackLink } from '@/components/catalogue/BackLink'
import { Pagination } from '@/components/ui/Pagination'
import type { PublicReview } from '@/data/coachReviews'
import type { AppLocale } from '@/i18n/locales'
import type { ReviewSummary as Summary } from '@/lib/reviews/reviewSummary'
import type { Coach } from '@/payload-types'

import { ReviewItem } from './ReviewItem'
import { ReviewSummary } from './ReviewSummary'

/** The coach's reviews page path for a page number (the first has no `?page`). */
export const reviewsHref = (slug: string, page: number) =>
  page > 1 ? `/coach/${slug}/reviews?page=${page}` : `/coach/${slug}/reviews`

type Props = {
  coach: Pick<Coach, 'name' | 'slug'>
  summary: Summary
  list: { reviews: PublicReview[]; page: number; totalPages: number }
  locale: AppLocale
}

/** /coach/{name}/reviews: the summary, then all the coach's published reviews, newest first, 10 a page. */
export async function CoachReviewsPage({ coach, summary, list, locale }: Props) {
  const t = await getTranslations('coachReviews')
  const slug = coach.slug ?? ''
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <BackLink href={`/coach/${slug}#reviews`}>{t('back', { name: coach.name })}</BackLink>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">
        {t('pageTitle', { name: coach.name })}
      </h1>
      <p className="mt-2 text-fg-muted">{t('about')}</p>
      {summary.count === 0 ? (
        <p className="mt-8 rounded-xl bg-bg-muted p-6 font-semibold" data-testid="no-reviews">
          {t('none')}
        </p>
      ) : (
        <>
          <div className="mt-8 rounded-2xl border border-line bg-bg-elevated p-5 sm:p-6">
            <ReviewSummary summary={summary} locale={locale} />
          </div>
          <ul className="mt-8 space-y-4">
            {list.reviews.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} coachName={coach.name} locale={locale} />
              </li>
            ))}
          </ul>
          <Pagination
            page={list.page}
            totalPages={list.totalPages}
            hrefFor={(page) => reviewsHref(slug, page)}
          />
        </>
      )}
    </div>
  )
}
