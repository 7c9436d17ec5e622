import { CalendarCog } from '@/components/ui/icons'
import { getTranslations } from 'next-intl/server'

import { DashboardPage } from '@/components/dashboard/DashboardPage'
import { buttonClass } from '@/components/ui/buttonStyles'
import { coachSessions } from '@/data/coachSessions'
import { Link } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'
import type { User } from '@/payload-types'

import { CoachReviewsSection } from './CoachReviewsSection'
import { HostSessionLists } from './HostSessionLists'
import { NoCoachProfile } from './NoCoachProfile'

/**
 * /user/coaching: the sessions of the coach profile the account runs, in the coach's zone with
 * the student's beside it (HostSessionLists); the coach's published reviews, to reply to; a link
 * to the coach's hours.
 */
export async function CoachSessionsPage({ user, locale }: { user: User; locale: AppLocale }) {
  const [t, mine] = await Promise.all([getTranslations('coaching'), coachSessions(user, locale)])
  if (!mine) return <NoCoachProfile title={t('title')} />
  const { profile, toMark, upcoming, past } = mine
  return (
    <DashboardPage title={t('title')} lead={t('lead')}>
      <Link href="/user/coaching/availability" className={buttonClass('secondary', 'mb-8')}>
        <CalendarCog aria-hidden className="size-5 shrink-0" />
        {t('hours')}
      </Link>
      <div className="space-y-8">
        <HostSessionLists
          toMark={toMark}
          upcoming={upcoming}
          past={past}
          locale={locale}
          zoneOf={() => profile.timeZone}
          writeAs={() => ({ coach: profile.id })}
        />
        <CoachReviewsSection user={user} profile={profile} locale={locale} />
      </div>
    </DashboardPage>
  )
}
