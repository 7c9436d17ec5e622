import { CalendarClock } from '@/components/ui/icons'
import type { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { AppLocale } from '@/i18n/locales'
import { zonedRange } from '@/lib/booking/zonedTime'
import {
  type BookingKind,
  type BookingStatus,
  bookingKinds,
  bookingStatuses,
  labelOf,
} from '@/lib/enums'
import { StatusPill } from '@/components/ui/StatusPill'
import { Link } from '@/i18n/navigation'

type T = Awaited<ReturnType<typeof getTranslations<'dashboard.bookings'>>>

/** "Mon, Mar 30, 2026, 17:00–17:30 (Asia/Shanghai)", across midnight with the end's date too. */
export function sessionWhen(
  session: { startsAt: string; endsAt: string },
  timeZone: string,
  locale: AppLocale,
  t: T,
) {
  const { date, start, end, endDate, zone } = zonedRange(
    session.startsAt,
    session.endsAt,
    timeZone,
    locale,
  )
  return endDate
    ? t('whenAcross', { date, start, endDate, end, zone })
    : t('when', { date, start, end, zone })
}

/** Held until paid, booked, held, missed, cancelled: the tones of an application's status badge. */
const tones: Record<BookingStatus, string> = {
  'awaiting-payment': 'border-accent bg-accent-soft text-fg',
  confirmed: 'border-transparent bg-brand-soft text-brand',
  held: 'border-success bg-bg text-success',
  'no-show': 'border-danger bg-bg text-danger',
  cancelled: 'border-line bg-bg text-fg-muted',
}

/**
 * One session in a dashboard list (the student's /user/bookings, the coach's /user/coaching): whom
 * it is with, its kind, its time in words, the topic, its status badge, and what can be done.
 */
export function SessionCard({
  title,
  kind,
  status,
  startsAt,
  when,
  details,
  locale,
  children,
}: {
  title: ReactNode
  kind: BookingKind
  status: BookingStatus
  startsAt: string
  /** The time as the list words it ("Mon, Mar 30, 2026, 17:00–17:30 (Asia/Shanghai)"). */
  when: string
  /** Lines under the time: the topic, the other side's time. */
  details?: ReactNode
  locale: AppLocale
  children?: ReactNode
}) {
  return (
    <li
      data-testid="booking"
      data-status={status}
      className="rounded-xl border border-line p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h3 className="font-semibold break-words">{title}</h3>
          <p className="text-sm text-fg-muted">{labelOf(bookingKinds, kind, locale)}</p>
          <p className="flex items-start gap-2">
            <CalendarClock aria-hidden className="mt-0.5 size-5 shrink-0 text-fg-muted" />
            <time dateTime={startsAt}>{when}</time>
          </p>
          {details}
        </div>
        <StatusPill
          kind="booking"
          status={status}
          tone={tones[status]}
          label={labelOf(bookingStatuses, status, locale)}
        />
      </div>
      {children}
    </li>
  )
}

/**
 * A student's session card's title: the coach or service manager, linking to their page (the
 * manager's organisation's), or that they are gone.
 */
export function HostTitle({ host, t }: { host: { name: string; href: string } | null; t: T }) {
  return host ? (
    <Link
      href={host.href}
      className="inline-flex min-h-11 items-center text-brand hover:underline sm:min-h-0"
    >
      {host.name}
    </Link>
  ) : (
    t('coachGone')
  )
}
