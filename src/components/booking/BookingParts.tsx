'use client'

import { useLocale, useTranslations } from 'next-intl'

import { buttonClass } from '@/components/ui/buttonStyles'
import { Link } from '@/i18n/navigation'
import { loginRedirectPath } from '@/lib/auth/guard'
import type { Host } from '@/lib/booking/host'
import type { BookingKind } from '@/lib/enums'

import { besideTimes, type OtherTime } from './slotCalendar'

/** Another zone's time, with its day first when that is not the visitor's day. */
export const otherTime = ({ time, day }: OtherTime) => (day ? `${day} ${time}` : time)

/**
 * The time chosen, as the visitor reads it, with the coach's time beside it when it reads
 * otherwise (and Beijing time on the Chinese pages), and how long it lasts (free, or one of the
 * package's sessions); announced as it changes.
 */
export function ChosenTime({
  slot,
  zone,
  coachZone,
  minutes,
  kind,
  hostType,
}: {
  slot: string | null
  zone: string
  coachZone: string
  minutes: number
  kind: BookingKind
  hostType: Host['type']
}) {
  const t = useTranslations('bookingPage.chosen')
  const locale = useLocale()
  const times = slot && besideTimes(slot, { viewer: zone, coach: coachZone, locale })
  return (
    <div aria-live="polite" aria-atomic="true" className="mt-3" data-testid="booking-choice">
      {times ? (
        <>
          <p className="font-bold">{times.date}</p>
          <p className="mt-1">
            <span className="font-semibold">{t('yours', { time: times.time })}</span>
            {times.coach && (
              <span className="text-fg-muted">
                {' · '}
                {hostType === 'coach'
                  ? t('coach', { time: otherTime(times.coach), zone: times.coach.zone })
                  : t('adviser', { time: otherTime(times.coach), zone: times.coach.zone })}
              </span>
            )}
            {times.beijing && (
              <span className="text-fg-muted">
                {' · '}
                {t('beijing', { time: otherTime(times.beijing) })}
              </span>
            )}
          </p>
          <p className="mt-1 text-sm text-fg-muted">
            {kind === 'package-session'
              ? t('sessionLength', { minutes })
              : t('length', { minutes })}
          </p>
        </>
      ) : (
        <p className="text-fg-muted">{t('none')}</p>
      )}
    </div>
  )
}

/**
 * What a visitor who is not signed in sees in place of the form: the way to sign in or register,
 * coming back to this page with the time chosen (`?time=`).
 */
export function SignInPrompt({ path, slot }: { path: string; slot: string | null }) {
  const t = useTranslations('bookingPage.signIn')
  const back = slot
    ? `${path}${path.includes('?') ? '&' : '?'}time=${encodeURIComponent(slot)}`
    : path
  return (
    <div className="mt-6 border-t border-line pt-5" data-testid="booking-sign-in">
      <p className="font-semibold">{t('title')}</p>
      <p className="mt-1 text-sm text-fg-muted">{t('text')}</p>
      <div className="mt-4 grid gap-3">
        <Link href={loginRedirectPath(back)} className={buttonClass('primary', 'w-full')}>
          {t('signIn')}
        </Link>
        <Link
          href={`/my-account-register?redirect=${encodeURIComponent(back)}`}
          className={buttonClass('secondary', 'w-full')}
        >
          {t('register')}
        </Link>
      </div>
    </div>
  )
}
