import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { SessionCard, sessionWhen } from '@/components/booking/SessionCard'
import { CancelBookingButton } from '@/components/dashboard/CancelBookingButton'
import { AskQuestionButton } from '@/components/messages/AskQuestionButton'
import type { AskTarget } from '@/components/messages/askTypes'
import type { HostSession } from '@/data/coachSessions'
import type { AppLocale } from '@/i18n/locales'
import { zonedMoment } from '@/lib/booking/zonedTime'

import { MarkSessionButtons } from './MarkSessionButtons'

/** The lists' headings: the next one takes the focus once a marked or cancelled session has left its list. */
const TO_MARK = 'coaching-to-mark-heading'
const UPCOMING = 'coaching-upcoming-heading'
const PAST = 'coaching-past-heading'

type Props = {
  toMark: HostSession[]
  upcoming: HostSession[]
  past: HostSession[]
  locale: AppLocale
  /** The zone a session is shown in: its host's. */
  zoneOf: (session: HostSession) => string
  /** A line naming its host, when the page lists several (an organisation's managers). */
  hostLine?: (session: HostSession) => string | null
  /** Whom "Message the student" writes as: the coach, or the manager's organisation. */
  writeAs: (session: HostSession) => Pick<AskTarget, 'coach' | 'organisation'>
}

/**
 * A host side's sessions (a coach's account, an organisation's for its service managers), each in
 * its host's zone with the student's beside it: those started and still to mark held or missed,
 * upcoming ones (which the side may cancel until they start), both with "Message the student",
 * and past ones.
 */
export async function HostSessionLists({
  toMark,
  upcoming,
  past,
  locale,
  zoneOf,
  hostLine,
  writeAs,
}: Props) {
  const [t, sessions] = await Promise.all([
    getTranslations('coaching'),
    getTranslations('dashboard.bookings'),
  ])
  const startOf = (session: HostSession) => ({
    student: session.student ?? t('aStudent'),
    ...zonedMoment(session.startsAt, zoneOf(session), locale),
  })
  // Sessions to come or to mark offer "Message the student"; a past one's follow-up is in Messages.
  const item = (session: HostSession, children?: ReactNode, message = true) => {
    const zone = zoneOf(session)
    const studentZone = session.studentTimeZone
    const student = session.student ?? t('aStudent')
    const line = hostLine?.(session)
    return (
      <SessionCard
        key={session.id}
        title={t('student', { student })}
        kind={session.kind}
        status={session.status}
        startsAt={session.startsAt}
        when={sessionWhen(session, zone, locale, sessions)}
        details={
          <>
            {line && <p className="text-sm font-medium">{line}</p>}
            {studentZone && studentZone !== zone && (
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
              target={{
                ...writeAs(session),
                student: session.studentAccount,
                booking: session.id,
              }}
              name={student}
              variant="messageStudent"
              which={t('which', startOf(session))}
              className="w-full sm:w-auto"
            />
          </div>
        )}
      </SessionCard>
    )
  }

  return (
    <>
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
    </>
  )
}
