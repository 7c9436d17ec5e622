import { ExternalLink } from '@/components/ui/icons'
import { getTranslations } from 'next-intl/server'

import { DashboardPage } from '@/components/dashboard/DashboardPage'
import { myCoachProfile } from '@/data/coachSessions'
import { Link } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'
import type { AvailabilityForm } from '@/lib/booking/availabilityForm'
import { formEnd } from '@/lib/booking/availabilityLimits'
import { fallbackTimeZone } from '@/lib/booking/zonedTime'
import type { Host } from '@/lib/booking/host'
import type { Availability, User } from '@/payload-types'

import { AvailabilityEditor } from './AvailabilityEditor'
import { NoCoachProfile } from './NoCoachProfile'

/** A first availability: the collection's defaults, in the zone of the coach's language. */
const firstHours = (locale: AppLocale): AvailabilityForm => ({
  timeZone: fallbackTimeZone[locale] === 'UTC' ? 'Europe/London' : fallbackTimeZone[locale],
  weekly: [],
  overrides: [],
  consultationMinutes: 30,
  sessionMinutes: 60,
  bufferMinutes: 15,
  minimumNoticeHours: 12,
  horizonDays: 60,
  maxPerDay: null,
  changeDeadlineHours: 24,
})

/** The form's values of a saved availability (its rows without their ids). */
const formOf = (saved: Availability): AvailabilityForm => ({
  timeZone: saved.timeZone,
  weekly: (saved.weekly ?? []).map(({ weekday, start, end }) => ({
    weekday,
    start,
    end: formEnd(end),
  })),
  overrides: (saved.overrides ?? []).map(({ date, ranges }) => ({
    date,
    ranges: (ranges ?? []).map(({ start, end }) => ({ start, end: formEnd(end) })),
  })),
  consultationMinutes: saved.consultationMinutes,
  sessionMinutes: saved.sessionMinutes,
  bufferMinutes: saved.bufferMinutes,
  minimumNoticeHours: saved.minimumNoticeHours,
  horizonDays: saved.horizonDays,
  maxPerDay: saved.maxPerDay ?? null,
  changeDeadlineHours: saved.changeDeadlineHours,
})

/** The zones to choose from: the runtime's IANA names, with the saved one even if it is an alias. */
const zonesWith = (saved: string) => {
  const zones = new Set(Intl.supportedValuesOf('timeZone'))
  zones.add('UTC')
  zones.add(saved)
  return [...zones].sort()
}

/**
 * /user/coaching/availability: the coach's account sets the hours of the coach profile it runs,
 * with a link to the booking page students see.
 */
export async function AvailabilityPage({ user, locale }: { user: User; locale: AppLocale }) {
  const [t, profile] = await Promise.all([
    getTranslations('availability'),
    myCoachProfile(user, locale),
  ])
  if (!profile) return <NoCoachProfile title={t('title')} />
  return (
    <DashboardPage title={t('title')} lead={t('lead')}>
      <HoursEditor
        host={{ type: 'coach', id: profile.id }}
        availability={profile.availability}
        bookingPath={profile.slug ? `/coach/${profile.slug}/book` : null}
        locale={locale}
      />
    </DashboardPage>
  )
}

/** A host's hours form (a coach's or a service manager's), with the way to their booking page. */
export async function HoursEditor({
  host,
  availability,
  bookingPath,
  locale,
}: {
  host: Host
  availability: Availability | null
  bookingPath: string | null
  locale: AppLocale
}) {
  const t = await getTranslations('availability')
  const defaults = availability ? formOf(availability) : firstHours(locale)
  return (
    <div className="space-y-4">
      {bookingPath && (
        <Link
          href={bookingPath}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand underline underline-offset-2"
        >
          <ExternalLink aria-hidden className="size-4 shrink-0" />
          {t('bookingPage')}
        </Link>
      )}
      <AvailabilityEditor
        host={host}
        defaults={defaults}
        timeZones={zonesWith(defaults.timeZone)}
      />
    </div>
  )
}
