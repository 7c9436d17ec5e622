'use client'

import { CircleCheck } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useRef } from 'react'

import { buttonClass } from '@/components/ui/buttonStyles'
import { Link } from '@/i18n/navigation'

import type { PanelHost } from './BookingPanel'
import { besideTimes, fullDateIn, timeIn, zoneName } from './slotCalendar'

type Props = {
  host: PanelHost
  slot: string
  zone: string
  coachZone: string
  minutes: number
  /** A booking moved to this time rather than made. */
  moved: boolean
  /** The member's order this session was booked against, or null for a free consultation. */
  order: number | null
  /** The session's time is held until the order is paid (booked before payment). */
  held: boolean
}

/**
 * The booking made: with whom, when in the visitor's zone and (when it reads otherwise) in the
 * host's, how long, and the way to the member's bookings (and to their order, for a package's
 * session, which says when its time is only held until payment). Focus moves to its heading, so a
 * screen reader says it at once.
 */
export function BookingDone({ host, slot, zone, coachZone, minutes, moved, order, held }: Props) {
  const t = useTranslations('bookingPage')
  const locale = useLocale()
  const id = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const at = Date.parse(slot)
  const coach = host.type === 'coach'
  const coachReadsOtherwise = besideTimes(slot, { viewer: zone, coach: coachZone, locale }).coach
  const when = (inZone: string) =>
    `${fullDateIn(at, inZone, locale)} ${timeIn(at, inZone, locale)} (${zoneName(inZone, locale, at)})`

  return (
    <section
      aria-labelledby={id}
      className="mt-8 max-w-2xl rounded-2xl border border-line bg-bg-elevated p-5 sm:p-8"
      data-testid="booking-done"
    >
      <h2
        id={id}
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-2xl font-bold outline-none"
      >
        <CircleCheck aria-hidden className="size-7 shrink-0 text-success" />
        {moved
          ? t('done.movedTitle')
          : held
            ? t('done.heldTitle')
            : order
              ? t('done.sessionTitle')
              : t('done.title')}
      </h2>
      {held && (
        <p className="mt-2 font-semibold" data-testid="booking-held">
          {t('done.held')}
        </p>
      )}
      <p className="mt-2">{t('done.text', { name: host.name })}</p>
      <dl className="mt-6 grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
        <dt className="text-sm text-fg-muted">{coach ? t('done.coach') : t('done.adviser')}</dt>
        <dd className="font-semibold">{host.name}</dd>
        <dt className="text-sm text-fg-muted">{t('done.when')}</dt>
        <dd className="font-semibold">{when(zone)}</dd>
        {coachReadsOtherwise && (
          <>
            <dt className="text-sm text-fg-muted">
              {coach ? t('done.coachTime') : t('done.adviserTime')}
            </dt>
            <dd>{when(coachZone)}</dd>
          </>
        )}
        <dt className="text-sm text-fg-muted">{t('done.length')}</dt>
        <dd>{t('done.minutes', { minutes })}</dd>
      </dl>
      <div className="mt-8 flex flex-wrap gap-3">
        {order && (
          <Link href={`/user/orders/${order}`} className={buttonClass('primary')}>
            {t('done.myOrder')}
          </Link>
        )}
        <Link href="/user/bookings" className={buttonClass(order ? 'secondary' : 'primary')}>
          {t('done.myBookings')}
        </Link>
        {!order && (
          <Link href={host.profilePath} className={buttonClass('secondary')}>
            {coach
              ? t('backToCoach', { name: host.name })
              : t('backToOrganisation', { name: host.organisation ?? '' })}
          </Link>
        )}
      </div>
    </section>
  )
}
