import { CalendarClock, PencilLine, Star } from '@/components/ui/icons'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { HostTitle, SessionCard, sessionWhen } from '@/components/booking/SessionCard'
import { DashboardPage } from '@/components/dashboard/DashboardPage'
import { AskQuestionButton } from '@/components/messages/AskQuestionButton'
import { ReviewStatusBadge } from '@/components/reviews/ReviewStatusBadge'
import { buttonClass } from '@/components/ui/buttonStyles'
import {
  type MyBooking,
  myBookings,
  type PastBooking,
  type UpcomingBooking,
} from '@/data/myBookings'
import { coachAnswersMessages } from '@/data/messages'
import { Link } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'
import { zonedMoment } from '@/lib/booking/zonedTime'
import type { User } from '@/payload-types'

import { CancelBookingButton } from './CancelBookingButton'

/** The lists' headings: the upcoming one takes the focus once a cancelled session has left it. */
const UPCOMING = 'bookings-upcoming-heading'
const PAST = 'bookings-past-heading'

/** A text link in a sentence, 44 px tall on phones. */
const textLink = 'inline-block py-3 font-semibold text-brand underline underline-offset-2 sm:py-0'

type T = Awaited<ReturnType<typeof getTranslations<'dashboard.bookings'>>>

/**
 * /user/bookings: the member's sessions with coaches, upcoming (with rescheduling and cancelling
 * while the coach's deadline allows) and past (with the member's review of a held one, or a link
 * to write it), their times in the zone the student booked in; "Message the coach" on an upcoming
 * one whose coach's own account answers messages.
 */
export async function MyBookingsPage({ user, locale }: { user: User; locale: AppLocale }) {
  const [t, { upcoming, past }] = await Promise.all([
    getTranslations('dashboard.bookings'),
    myBookings(user, locale),
  ])
  const coaches = [...new Set([...upcoming, ...past].flatMap((booking) => booking.coach?.id ?? []))]
  const answering = new Set(
    (
      await Promise.all(coaches.map(async (id) => ((await coachAnswersMessages(id)) ? [id] : [])))
    ).flat(),
  )
  return (
    <DashboardPage title={t('title')} lead={t('lead')}>
      <div className="space-y-8">
        <section aria-labelledby={UPCOMING} className="space-y-3" data-testid="bookings-upcoming">
          <h2 id={UPCOMING} tabIndex={-1} className="text-lg font-semibold outline-none">
            {t('upcoming')}
          </h2>
          {upcoming.length === 0 ? (
            <div className="rounded-xl bg-bg-muted p-6">
              <p>{t('emptyUpcoming')}</p>
              <Link href="/search" className={buttonClass('secondary', 'mt-4')}>
                {t('findCoach')}
              </Link>
            </div>
          ) : (
            <ul className="space-y-4">
              {upcoming.map((booking) => (
                <BookingItem
                  key={booking.id}
                  booking={booking}
                  answering={answering}
                  locale={locale}
                  t={t}
                >
                  <Changes booking={booking} locale={locale} t={t} />
                </BookingItem>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby={PAST} className="space-y-3" data-testid="bookings-past">
          <h2 id={PAST} tabIndex={-1} className="text-lg font-semibold outline-none">
            {t('past')}
          </h2>
          {past.length === 0 ? (
            <p className="rounded-xl bg-bg-muted p-6">{t('emptyPast')}</p>
          ) : (
            <ul className="space-y-4">
              {past.map((booking) => (
                <BookingItem key={booking.id} booking={booking} locale={locale} t={t}>
                  <ReviewPart booking={booking} locale={locale} t={t} />
                </BookingItem>
              ))}
            </ul>
          )}
        </section>
      </div>
    </DashboardPage>
  )
}

function BookingItem({
  booking,
  answering,
  locale,
  t,
  children,
}: {
  booking: MyBooking
  /**
   * The coaches whose own accounts answer messages, for an upcoming session: "Message the coach".
   * A past one has its follow-up in the conversation (Messages) or from the coach's page.
   */
  answering?: Set<number>
  locale: AppLocale
  t: T
  children?: ReactNode
}) {
  const { coach, manager } = booking
  return (
    <SessionCard
      title={<HostTitle host={booking.host} t={t} />}
      kind={booking.kind}
      status={booking.status}
      startsAt={booking.startsAt}
      when={sessionWhen(booking, booking.timeZone, locale, t)}
      details={
        booking.topic && (
          <p className="text-sm break-words whitespace-pre-line">
            {t('topic', { topic: booking.topic })}
          </p>
        )
      }
      locale={locale}
    >
      {children}
      {coach && answering?.has(coach.id) && (
        <div className="mt-4">
          <AskQuestionButton
            target={{ coach: coach.id, booking: booking.id }}
            name={coach.name}
            variant="messageCoach"
            which={t('which', {
              coach: coach.name,
              ...zonedMoment(booking.startsAt, booking.timeZone, locale),
            })}
            className="w-full sm:w-auto"
          />
        </div>
      )}
      {manager && answering && (
        <div className="mt-4">
          <AskQuestionButton
            target={{ organisation: manager.organisation.id, booking: booking.id }}
            name={manager.organisation.name}
            variant="messageOrganisation"
            which={t('which', {
              coach: booking.host?.name ?? manager.name,
              ...zonedMoment(booking.startsAt, booking.timeZone, locale),
            })}
            className="w-full sm:w-auto"
          />
        </div>
      )}
    </SessionCard>
  )
}

/** Reschedule and cancel while the coach's deadline allows; after it, whom to ask instead. */
function Changes({ booking, locale, t }: { booking: UpcomingBooking; locale: AppLocale; t: T }) {
  if (!booking.changeable)
    return (
      <p className="mt-3 text-sm" data-testid="booking-no-changes">
        {t.rich('noChanges', {
          link: (text) => (
            <Link href="/contact-us" className={textLink}>
              {text}
            </Link>
          ),
        })}
      </p>
    )
  const coach = booking.host?.name ?? t('coachGone')
  const starts = zonedMoment(booking.startsAt, booking.timeZone, locale)
  const which = t('which', { coach, ...starts })
  return (
    <div className="mt-4 space-y-3">
      <p className="text-sm text-fg-muted">
        {t.rich('changeUntil', {
          ...zonedMoment(booking.changeDeadline, booking.timeZone, locale),
          hours: booking.changeDeadlineHours,
          deadline: (text) => <time dateTime={booking.changeDeadline}>{text}</time>,
        })}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
        {booking.host && (
          <Link
            href={`${booking.host.bookHref}?reschedule=${booking.id}`}
            className={buttonClass('secondary', 'w-full sm:w-auto')}
          >
            <CalendarClock aria-hidden className="size-5 shrink-0" />
            <span>
              {t('reschedule')}
              <span className="sr-only"> {which}</span>
            </span>
          </Link>
        )}
        <CancelBookingButton
          id={booking.id}
          which={which}
          question={t('cancelQuestion', { coach, ...starts })}
          headingId={UPCOMING}
        />
      </div>
    </div>
  )
}

/**
 * A past session's review: its status for the member (with the editors' reason when they rejected
 * it), and a link to write it or edit it while the thirty days after the session last.
 */
function ReviewPart({ booking, locale, t }: { booking: PastBooking; locale: AppLocale; t: T }) {
  const { review, reviewUntil } = booking
  if (!review && !reviewUntil) return null
  const which = t('which', {
    coach: booking.host?.name ?? t('coachGone'),
    ...zonedMoment(booking.startsAt, booking.timeZone, locale),
  })
  const Icon = review ? PencilLine : Star
  return (
    <div className="mt-4 space-y-3 border-t border-line pt-4" data-testid="booking-review">
      {review && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-medium">{t('yourReview')}</span>
          <ReviewStatusBadge status={review.status} locale={locale} />
        </p>
      )}
      {review?.status === 'rejected' && review.rejectionReason && (
        <p className="text-sm break-words whitespace-pre-line">
          {t('rejectedReason', { reason: review.rejectionReason })}
        </p>
      )}
      {reviewUntil && (
        <>
          <p className="text-sm text-fg-muted">
            {t(review ? 'editUntil' : 'reviewUntil', {
              ...zonedMoment(reviewUntil, booking.timeZone, locale),
            })}
          </p>
          <Link
            href={`/user/bookings/${booking.id}/review`}
            className={buttonClass(review ? 'secondary' : 'primary', 'w-full sm:w-auto')}
          >
            <Icon aria-hidden className="size-5 shrink-0" />
            <span>
              {t(review ? 'editReview' : 'review')}
              <span className="sr-only"> {which}</span>
            </span>
          </Link>
        </>
      )}
    </div>
  )
}
