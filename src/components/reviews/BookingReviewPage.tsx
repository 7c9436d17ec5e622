import { getTranslations } from 'next-intl/server'

import { HostTitle, SessionCard, sessionWhen } from '@/components/booking/SessionCard'
import { BackLink } from '@/components/catalogue/BackLink'
import { DashboardPage } from '@/components/dashboard/DashboardPage'
import type { BookingToReview } from '@/data/myBookings'
import type { AppLocale } from '@/i18n/locales'
import { publicName } from '@/lib/accounts/displayName'
import { zonedMoment } from '@/lib/booking/zonedTime'
import { REVIEW_TEXT_MAX } from '@/lib/reviews/reviewSchema'
import type { User } from '@/payload-types'

import { DeleteReviewButton } from './DeleteReviewButton'
import { ReviewForm } from './ReviewForm'
import { ReviewStatusBadge } from './ReviewStatusBadge'

type Props = { found: BookingToReview; user: User; locale: AppLocale; now?: Date }

/**
 * /user/bookings/{id}/review: the session, the member's review so far (its status, the editors'
 * reason), and the form while the session may be reviewed (held, thirty days after it); else why
 * not. How reviews are checked and that none is rewarded are said before the form; an existing
 * review can be deleted at any time.
 */
export async function BookingReviewPage({
  found: { booking, window, review },
  user,
  locale,
  now = new Date(),
}: Props) {
  const [t, sessions] = await Promise.all([
    getTranslations('reviews.form'),
    getTranslations('dashboard.bookings'),
  ])
  const signature = review ? review.authorName : publicName(user)
  const until = zonedMoment(window.until, booking.timeZone, locale)
  return (
    <DashboardPage title={review ? t('editTitle') : t('title')}>
      <BackLink href="/user/bookings">{t('back')}</BackLink>
      <h2 className="mt-6 text-lg font-semibold">{t('sessionHeading')}</h2>
      <ul className="mt-3">
        <SessionCard
          title={<HostTitle host={booking.host} t={sessions} />}
          kind={booking.kind}
          status={booking.status}
          startsAt={booking.startsAt}
          when={sessionWhen(booking, booking.timeZone, locale, sessions)}
          locale={locale}
        />
      </ul>

      <h2 className="mt-8 text-lg font-semibold">{t('reviewHeading')}</h2>
      {review && (
        <div className="mt-3 space-y-2" data-testid="my-review">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{t('status')}</span>
            <ReviewStatusBadge status={review.status} locale={locale} />
          </p>
          {review.status === 'rejected' && review.rejectionReason?.trim() && (
            <div className="rounded-xl border border-danger p-4 text-sm">
              <p className="break-words whitespace-pre-line">
                {t('rejected', { reason: review.rejectionReason.trim() })}
              </p>
              {window.open && <p className="mt-2">{t('rejectedEdit')}</p>}
            </div>
          )}
        </div>
      )}

      {window.open ? (
        <div className="mt-4 space-y-6">
          <div className="space-y-2 rounded-xl bg-bg-muted p-4 text-sm">
            <p>{t('note')}</p>
            <p>{signature ? t('signedAs', { name: signature }) : t('signedAnonymously')}</p>
            <p className="font-medium">{t('until', until)}</p>
          </div>
          <ReviewForm
            booking={booking.id}
            textMax={REVIEW_TEXT_MAX}
            review={
              review && {
                rating: review.rating,
                criteria: review.criteria,
                text: review.text ?? '',
              }
            }
          />
        </div>
      ) : (
        <p className="mt-4 rounded-xl bg-bg-muted p-4" data-testid="review-closed">
          {booking.status !== 'held'
            ? booking.status === 'confirmed' && new Date(booking.endsAt) <= now
              ? t('notMarked')
              : t('notHeld')
            : review
              ? t('tooLateEdit', { date: until.date })
              : t('tooLate', { date: until.date })}
        </p>
      )}

      {review && (
        <div className="mt-8 border-t border-line pt-6">
          <DeleteReviewButton id={review.id} />
        </div>
      )}
    </DashboardPage>
  )
}
