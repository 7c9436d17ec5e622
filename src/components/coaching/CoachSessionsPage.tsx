import { CalendarCog } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { SessionCard, sessionWhen } from '@/components/booking/SessionCard'
import { CancelBookingButton } from '@/components/dashboard/CancelBookingButton'
import { DashboardPage } from '@/components/dashboard/DashboardPage'
import { AskQuestionButton } from '@/components/messages/AskQuestionButton'
import { buttonClass } from '@/components/ui/buttonStyles'
import { type CoachSession, coachSessions, type RunProfile } from '@/data/coachSessions'
import { Link } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'
import { zonedMoment } from '@/lib/booking/zonedTime'
import type { User } from '@/payload-types'

import { CoachReviewsSection } from './CoachReviewsSection'
import { MarkSessionButtons } from './MarkSessionButtons'
import { NoCoachProfile } from './NoCoachProfile'

/** The lists' headings: the next one takes the focus once a marked or cancelled session has left its list. */
const TO_MARK = 'coaching-to-mark-heading'
const UPCOMING = 'coaching-upcoming-heading'
const PAST = 'coaching-past-heading'

type Translators = {
  t: Awaited<ReturnType<typeof getTranslations<'coaching'>>>
  sessions: Awaited<ReturnType<typeof getTranslations<'dashboard.bookings'>>>
}

/**
 * /user/coaching: the sessions of the coach profile the account runs, in the coach's zone with
 * the student's beside it: those started and still to mark held or missed, upcoming ones (which
 * the coach may cancel until they start), both with "Message the student", and past ones; the
 * coach's published reviews, to reply to; a link to the coach's hours.
 */
export async function CoachSessionsPage({ user, locale }: { user: User; locale: AppLocale }) {
  const [t, sessions, mine] = await Promise.all([
    getTranslations('coaching'),
    getTranslations('dashboard.bookings'),
    coachSessions(user, locale),
  ])
  if (!mine) return <NoCoachProfile title={t('title')} />
  const { profile, toMark, upcoming, past } = mine
  const words = { t, sessions }
  // Sessions to come or to mark offer "Message the student"; a past one's follow-up is in Messages.
  const item = (session: CoachSession, children?: ReactNode, message = true) => (
    <SessionItem
      key={session.id}
      session={session}
      profile={profile}
      locale={locale}
      words={words}
      message={message}
    >
      {children}
    </SessionItem>
  )
  const startOf = (session: CoachSession) => ({
    student: session.student ?? t('aStudent'),
    ...zonedMoment(session.startsAt, profile.timeZone, locale),
  })

  return (
    <DashboardPage title={t('title')} lead={t('lead')}>
      <Link href="/user/coaching/availability" className={buttonClass('secondary', 'mb-8')}>
        <CalendarCog aria-hidden className="size-5 shrink-0" />
        {t('hours')}
      </Link>
      <div className="space-y-8">
        {toMark.length > 0 && (
          <section aria-labelledby={TO_MARK} className="space-y-3" data-testid="coaching-to-mark">
            <h2 id={TO_MARK} tabIndex={-1} className="text-lg font-semibold outline-none">
              {t('toMark')}
            </h2>
            <p className="text-sm text-fg-muted">{t('toMarkLead')}</p>
            <ul className="space-y-4">
              {toMark.map((session) =>
                item(
                  session,
                  <MarkSessionButtons
                    id={session.id}
                    which={t('which', startOf(session))}
                    headingId={PAST}
                  />,
                ),
              )}
            </ul>
          </section>
        )}
        <section aria-labelledby={UPCOMING} className="space-y-3" data-testid="coaching-upcoming">
          <h2 id={UPCOMING} tabIndex={-1} className="text-lg font-semibold outline-none">
            {t('upcoming')}
          </h2>
          {upcoming.length === 0 ? (
            <p className="rounded-xl bg-bg-muted p-6">{t('emptyUpcoming')}</p>
          ) : (
            <ul className="space-y-4">
              {upcoming.map((session) =>
                item(
                  session,
                  <div className="mt-4">
                    <CancelBookingButton
                      id={session.id}
                      which={t('which', startOf(session))}
                      question={t('cancelQuestion', startOf(session))}
                      headingId={UPCOMING}
                    />
                  </div>,
                ),
              )}
            </ul>
          )}
        </section>
        <section aria-labelledby={PAST} className="space-y-3" data-testid="coaching-past">
          <h2 id={PAST} tabIndex={-1} className="text-lg font-semibold outline-none">
            {t('past')}
          </h2>
          {past.length === 0 ? (
            <p className="rounded-xl bg-bg-muted p-6">{t('emptyPast')}</p>
          ) : (
            <ul className="space-y-4">{past.map((session) => item(session, undefined, false))}</ul>
          )}
        </section>
        <CoachReviewsSection user={user} profile={profile} locale={locale} />
      </div>
    </DashboardPage>
  )
}

function SessionItem({
  session,
  profile,
  locale,
  words: { t, sessions },
  message,
  children,
}: {
  session: CoachSession
  profile: RunProfile
  locale: AppLocale
  words: Translators
  /** Offer "Message the student" (the student's account still exists). */
  message: boolean
  children?: ReactNode
}) {
  const studentZone = session.studentTimeZone
  const student = session.student ?? t('aStudent')
  return (
    <SessionCard
      title={t('student', { student: session.student ?? t('aStudent') })}
      kind={session.kind}
      status={session.status}
      startsAt={session.startsAt}
      when={sessionWhen(session, profile.timeZone, locale, sessions)}
      details={
        <>
          {studentZone && studentZone !== profile.timeZone && (
            <p className="text-sm text-fg-muted">
              {t('studentTime', { when: sessionWhen(session, studentZone, locale, sessions) })}
            </p>
          )}
          {session.topic && (
            <p className="text-sm break-words whitespace-pre-line">
              {sessions('topic', { topic: session.topic })}
            </p>
          )}
        </>
      }
      locale={locale}
    >
      {children}
      {message && session.studentAccount !== null && (
        <div className="mt-4">
          <AskQuestionButton
            target={{ coach: profile.id, student: session.studentAccount, booking: session.id }}
            name={student}
            variant="messageStudent"
            which={t('which', {
              student,
              ...zonedMoment(session.startsAt, profile.timeZone, locale),
            })}
            className="w-full sm:w-auto"
          />
        </div>
      )}
    </SessionCard>
  )
}
