import { CalendarClock } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { DashboardPage } from '@/components/dashboard/DashboardPage'
import { buttonClass } from '@/components/ui/buttonStyles'
import { type MyBooking, myBookings, type UpcomingBooking } from '@/data/myBookings'
import { Link } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'
import { zonedMoment, zonedRange } from '@/lib/booking/zonedTime'
import { type BookingStatus, bookingKinds, bookingStatuses, labelOf } from '@/lib/enums'
import type { User } from '@/payload-types'

import { CancelBookingButton } from './CancelBookingButton'

/** The lists' headings: the upcoming one takes the focus once a cancelled session has left it. */
const UPCOMING = 'bookings-upcoming-heading'
const PAST = 'bookings-past-heading'

/** Booked, held, missed, cancelled: the tones of an application's status badge. */
const tones: Record<BookingStatus, string> = {
  confirmed: 'border-transparent bg-brand-soft text-brand',
  held: 'border-success bg-bg text-success',
  'no-show': 'border-danger bg-bg text-danger',
  cancelled: 'border-line bg-bg text-fg-muted',
}

/** A text link in a sentence, 44 px tall on phones. */
const textLink = 'inline-block py-3 font-semibold text-brand underline underline-offset-2 sm:py-0'

type T = Awaited<ReturnType<typeof getTranslations<'dashboard.bookings'>>>

/**
 * /user/bookings: the member's sessions with coaches, upcoming (with rescheduling and cancelling
 * while the coach's deadline allows) and past, their times in the zone the student booked in.
 */
export async function MyBookingsPage({ user, locale }: { user: User; locale: AppLocale }) {
  const [t, { upcoming, past }] = await Promise.all([
    getTranslations('dashboard.bookings'),
    myBookings(user, locale),
  ])
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
                <BookingItem key={booking.id} booking={booking} locale={locale} t={t}>
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
                <BookingItem key={booking.id} booking={booking} locale={locale} t={t} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </DashboardPage>
  )
}

/** "Mon, Mar 30, 2026, 17:00–17:30 (Asia/Shanghai)", across midnight with the end's date too. */
function whenOf(booking: MyBooking, locale: AppLocale, t: T) {
  const { date, start, end, endDate, zone } = zonedRange(
    booking.startsAt,
    booking.endsAt,
    booking.timeZone,
    locale,
  )
  return endDate
    ? t('whenAcross', { date, start, endDate, end, zone })
    : t('when', { date, start, end, zone })
}

function BookingItem({
  booking,
  locale,
  t,
  children,
}: {
  booking: MyBooking
  locale: AppLocale
  t: T
  children?: ReactNode
}) {
  return (
    <li
      data-testid="booking"
      data-status={booking.status}
      className="rounded-xl border border-line p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h3 className="font-semibold break-words">
            {booking.coach ? (
              <Link
                href={`/coach/${booking.coach.slug}`}
                className="inline-flex min-h-11 items-center text-brand hover:underline sm:min-h-0"
              >
                {booking.coach.name}
              </Link>
            ) : (
              t('coachGone')
            )}
          </h3>
          <p className="text-sm text-fg-muted">{labelOf(bookingKinds, booking.kind, locale)}</p>
          <p className="flex items-start gap-2">
            <CalendarClock aria-hidden className="mt-0.5 size-5 shrink-0 text-fg-muted" />
            <time dateTime={booking.startsAt}>{whenOf(booking, locale, t)}</time>
          </p>
          {booking.topic && (
            <p className="text-sm break-words whitespace-pre-line">
              {t('topic', { topic: booking.topic })}
            </p>
          )}
        </div>
        <span
          data-testid="booking-status"
          className={`inline-flex shrink-0 items-center rounded-full border px-3 py-0.5 text-sm font-semibold ${tones[booking.status]}`}
        >
          {labelOf(bookingStatuses, booking.status, locale)}
        </span>
      </div>
      {children}
    </li>
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
  const coach = booking.coach?.name ?? t('coachGone')
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
        {booking.coach && (
          <Link
            href={`/coach/${booking.coach.slug}/book?reschedule=${booking.id}`}
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
