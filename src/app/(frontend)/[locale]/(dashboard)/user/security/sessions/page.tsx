import { Monitor, Smartphone } from '@/components/ui/icons'
import { getTranslations } from 'next-intl/server'

import { DashboardPage } from '@/components/dashboard/DashboardPage'
import { EndOtherSessionsButton, EndSessionButton } from '@/components/dashboard/SessionButtons'
import { memberFor, memberMetadata } from '@/app/(frontend)/[locale]/_routes/memberPage'
import { mySessions } from '@/data/accountSessions'
import { localeIso } from '@/i18n/locales'
import { formatDate } from '@/lib/format'
import { countryName } from '@/lib/sessions/place'

type Props = { params: Promise<{ locale: string }> }
export const generateMetadata = memberMetadata('dashboard.sessions.title')

/** The list's heading, which takes the focus once a session's row is gone. */
const HEADING = 'sessions-heading'
/** A device label naming a phone's system ("Safari 18 · iOS 18", "Chrome 142 · Android 15"). */
const phone = /\b(iOS|Android)\b/i

/**
 * /user/security/sessions: where the member is signed in (this browser marked), with a button to
 * sign out of each other session, or of all of them at once.
 */
export default async function SessionsPage(props: Props) {
  const { user, locale } = await memberFor(props, '/user/security/sessions')
  const [t, sessions] = await Promise.all([getTranslations('dashboard.sessions'), mySessions(user)])
  const place = (country: string) =>
    country === 'local'
      ? t('localNetwork')
      : country
        ? countryName(country, localeIso[locale])
        : t('unknownPlace')
  const others = sessions.filter((session) => !session.current).length
  // "All other" needs this browser's own session among them (else it would end that one too).
  const canEndOthers = others > 0 && others < sessions.length

  return (
    <DashboardPage title={t('title')} lead={t('lead')}>
      <div className="space-y-6">
        <section aria-labelledby={HEADING} className="space-y-3">
          <h2 id={HEADING} tabIndex={-1} className="text-lg font-semibold outline-none">
            {t('heading', { count: sessions.length })}
          </h2>
          {sessions.length === 0 ? (
            <p className="text-fg-muted">{t('empty')}</p>
          ) : (
            <ul className="divide-y divide-line rounded-xl border border-line">
              {sessions.map((session) => {
                const device = session.device || t('unknownDevice')
                const where = place(session.country)
                const Icon = phone.test(session.device) ? Smartphone : Monitor
                return (
                  <li
                    key={session.id}
                    className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <div className="flex min-w-0 gap-3">
                      <Icon aria-hidden className="mt-0.5 size-6 shrink-0 text-fg-muted" />
                      <div className="min-w-0 space-y-1">
                        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                          <span className="font-semibold break-words">{device}</span>
                          {session.current && (
                            <span className="rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-semibold text-brand">
                              {t('thisDevice')}
                            </span>
                          )}
                        </p>
                        <p className="flex flex-wrap gap-x-2 text-sm">
                          <span>{where}</span>
                          {session.ipAddress && (
                            <span translate="no" className="break-all text-fg-muted">
                              {session.ipAddress}
                            </span>
                          )}
                        </p>
                        <p className="text-sm text-fg-muted">
                          {t('signedIn', { date: formatDate(session.signedInAt, locale, true) })}
                        </p>
                        <p className="text-sm text-fg-muted">
                          {t('lastActive', {
                            date: formatDate(
                              session.lastSeenAt ?? session.signedInAt,
                              locale,
                              true,
                            ),
                          })}
                        </p>
                      </div>
                    </div>
                    {!session.current && (
                      <EndSessionButton
                        id={session.id}
                        which={t('signOutWhich', { device, place: where })}
                        headingId={HEADING}
                      />
                    )}
                  </li>
                )
              })}
            </ul>
          )}
        </section>

        {canEndOthers && <EndOtherSessionsButton count={others} headingId={HEADING} />}

        <div className="space-y-2 text-sm text-fg-muted">
          <p>{t('changesNote')}</p>
          <p>{t('placesNote')}</p>
        </div>
      </div>
    </DashboardPage>
  )
}
