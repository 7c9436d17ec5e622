'use client'

import { CircleCheck } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useRef } from 'react'

import { buttonClass } from '@/components/ui/buttonStyles'
import { Link } from '@/i18n/navigation'

import { besideTimes, fullDateIn, timeIn, zoneName } from './slotCalendar'

type Props = {
  coach: { name: string; slug: string }
  slot: string
  zone: string
  coachZone: string
  minutes: number
  /** A booking moved to this time rather than made. */
  moved: boolean
}

/**
 * The booking made: with whom, when in the visitor's zone and (when it reads otherwise) in the
 * coach's, how long, and the way to the member's bookings. Focus moves to its heading, so a screen
 * reader says it at once.
 */
export function BookingDone({ coach, slot, zone, coachZone, minutes, moved }: Props) {
  const t = useTranslations('bookingPage')
  const locale = useLocale()
  const id = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const at = Date.parse(slot)
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
        {moved ? t('done.movedTitle') : t('done.title')}
      </h2>
      <p className="mt-2">{t('done.text', { name: coach.name })}</p>
      <dl className="mt-6 grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
        <dt className="text-sm text-fg-muted">{t('done.coach')}</dt>
        <dd className="font-semibold">{coach.name}</dd>
        <dt className="text-sm text-fg-muted">{t('done.when')}</dt>
        <dd className="font-semibold">{when(zone)}</dd>
        {coachReadsOtherwise && (
          <>
            <dt className="text-sm text-fg-muted">{t('done.coachTime')}</dt>
            <dd>{when(coachZone)}</dd>
          </>
        )}
        <dt className="text-sm text-fg-muted">{t('done.length')}</dt>
        <dd>{t('done.minutes', { minutes })}</dd>
      </dl>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link href="/user/bookings" className={buttonClass('primary')}>
          {t('done.myBookings')}
        </Link>
        <Link href={`/coach/${coach.slug}`} className={buttonClass('secondary')}>
          {t('backToCoach', { name: coach.name })}
        </Link>
      </div>
    </section>
  )
}
