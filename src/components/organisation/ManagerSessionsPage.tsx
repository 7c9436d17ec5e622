import { CalendarCog, UserPlus } from '@/components/ui/icons'
import { getTranslations } from 'next-intl/server'

import { HostSessionLists } from '@/components/coaching/HostSessionLists'
import { DashboardPage } from '@/components/dashboard/DashboardPage'
import { buttonClass } from '@/components/ui/buttonStyles'
import { managerSessions } from '@/data/managerSessions'
import { Link } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'
import { displayTimeZone } from '@/lib/booking/zonedTime'
import type { User } from '@/payload-types'

import { myOrganisationOrWhyNot } from './myOrganisation'
import { OrganisationMissing } from './OrganisationMissing'

const HOURS = 'consultations-hours-heading'

/**
 * /user/cm/sessions: (for an organisation's account; others are told whom it is for, or to certify)
 * the organisation's service managers, each with whether students can book
 * them and the way to their hours; then their sessions (to mark, upcoming, past), each in its
 * manager's zone and naming the manager.
 */
export async function ManagerSessionsPage({ user, locale }: { user: User; locale: AppLocale }) {
  const [t, organisation] = await Promise.all([
    getTranslations('consultations'),
    myOrganisationOrWhyNot(user),
  ])
  if (typeof organisation === 'string')
    return <OrganisationMissing title={t('title')} why={organisation} />
  const { managers, toMark, upcoming, past } = await managerSessions(user, locale)
  const byId = new Map(managers.map((manager) => [manager.id, manager]))
  const managerOf = (id: number) => byId.get(id)
  return (
    <DashboardPage title={t('title')} lead={t('lead')}>
      <div className="space-y-8">
        <section aria-labelledby={HOURS} className="space-y-3" data-testid="consultations-hours">
          <h2 id={HOURS} className="text-lg font-semibold">
            {t('hours')}
          </h2>
          {managers.length === 0 ? (
            <div className="rounded-xl bg-bg-muted p-6">
              <p>{t('noManagers')}</p>
              <Link href="/user/cm/info" className={buttonClass('secondary', 'mt-4')}>
                <UserPlus aria-hidden className="size-5 shrink-0" />
                {t('addManager')}
              </Link>
            </div>
          ) : (
            <ul className="divide-y divide-line rounded-xl border border-line">
              {managers.map((manager) => (
                <li
                  key={manager.id}
                  className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="font-semibold break-words">{manager.name}</p>
                    <p className="text-sm text-fg-muted">
                      {manager.takesBookings
                        ? t('takesBookings', { zone: manager.timeZone })
                        : t('noHours')}
                    </p>
                  </div>
                  <Link
                    href={`/user/cm/sessions/${manager.id}/availability`}
                    className={buttonClass('secondary', 'w-full shrink-0 sm:w-auto')}
                  >
                    <CalendarCog aria-hidden className="size-5 shrink-0" />
                    <span>
                      {t('setHours')}
                      <span className="sr-only"> {t('forManager', { name: manager.name })}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
        <HostSessionLists
          toMark={toMark}
          upcoming={upcoming}
          past={past}
          locale={locale}
          zoneOf={(session) =>
            managerOf(session.host.id)?.timeZone ?? displayTimeZone(undefined, locale)
          }
          hostLine={(session) =>
            t('withManager', { name: managerOf(session.host.id)?.name ?? t('managerGone') })
          }
          writeAs={(session) => ({ organisation: managerOf(session.host.id)?.organisation })}
        />
      </div>
    </DashboardPage>
  )
}
