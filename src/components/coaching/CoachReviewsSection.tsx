import { ArrowRight } from '@/components/ui/icons'
import { getTranslations } from 'next-intl/server'

import { ReviewItem } from '@/components/reviews/ReviewItem'
import { ReviewReplyForm } from '@/components/reviews/ReviewReplyForm'
import { reviewsForCoachAccount } from '@/data/coachReviews'
import type { RunProfile } from '@/data/coachSessions'
import { Link } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'
import { formatDate } from '@/lib/format'
import type { User } from '@/payload-types'

const HEADING = 'coaching-reviews-heading'

/**
 * /user/coaching, "Reviews": the newest published reviews of the account's coach profile, read as
 * the account, each with a form for the coach's one reply until it has one, then the reply.
 */
export async function CoachReviewsSection({
  user,
  profile,
  locale,
}: {
  user: User
  profile: RunProfile
  locale: AppLocale
}) {
  const [t, reply, shown, reviews] = await Promise.all([
    getTranslations('reviews.coach'),
    getTranslations('reviews.reply'),
    getTranslations('coachReviews'),
    reviewsForCoachAccount(user, profile.id),
  ])
  return (
    <section aria-labelledby={HEADING} className="space-y-3" data-testid="coaching-reviews">
      <h2 id={HEADING} className="text-lg font-semibold">
        {t('title')}
      </h2>
      <p className="text-sm text-fg-muted">{t('lead')}</p>
      {reviews.length === 0 ? (
        <p className="rounded-xl bg-bg-muted p-6">{t('empty')}</p>
      ) : (
        <>
          <ul className="space-y-4">
            {reviews.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} coachName={profile.name} locale={locale}>
                  {!review.reply && (
                    <ReviewReplyForm
                      id={review.id}
                      which={reply('which', {
                        author: review.authorName?.trim() || shown('aStudent'),
                        date: review.publishedAt ? formatDate(review.publishedAt, locale) : '',
                      })}
                    />
                  )}
                </ReviewItem>
              </li>
            ))}
          </ul>
          {profile.slug && (
            <Link
              href={`/coach/${profile.slug}#reviews`}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand hover:underline"
            >
              {t('all')}
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          )}
        </>
      )}
    </section>
  )
}
