import { getTranslations } from 'next-intl/server'

import { DashboardPage } from '@/components/dashboard/DashboardPage'
import { AskQuestionButton } from '@/components/messages/AskQuestionButton'
import { buttonClass } from '@/components/ui/buttonStyles'
import { Link } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'
import { myApplications } from '@/data/myApplications'
import { canWithdraw } from '@/lib/applications/transitions'
import { applicationStatuses, labelOf } from '@/lib/enums'
import { formatDate } from '@/lib/format'
import { JOBS_PATH } from '@/lib/listings/pages'
import type { User } from '@/payload-types'

import { ListingLink } from './ListingLink'
import { StatusBadge } from './StatusBadge'
import { WithdrawButton } from './WithdrawButton'

/**
 * /user/applications: every application of the member, its listing, status and history;
 * withdrawing while it may; "Message the organisation" when it is certified (its owner answers).
 */
export async function MyApplicationsPage({ user, locale }: { user: User; locale: AppLocale }) {
  const [t, applications] = await Promise.all([
    getTranslations('applications.mine'),
    myApplications(user, locale),
  ])
  const status = (value: Parameters<typeof StatusBadge>[0]['status']) =>
    labelOf(applicationStatuses, value, locale)
  return (
    <DashboardPage title={t('title')} lead={t('lead')}>
      {applications.length === 0 ? (
        <div className="rounded-xl bg-bg-muted p-6" data-testid="applications-empty">
          <p>{t('empty')}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link href="/study-tour" className={buttonClass('secondary')}>
              {t('browseTours')}
            </Link>
            <Link href={JOBS_PATH} className={buttonClass('secondary')}>
              {t('browseJobs')}
            </Link>
          </div>
        </div>
      ) : (
        <ul className="space-y-4">
          {applications.map((application) => (
            <li
              key={application.id}
              data-testid="application"
              className="rounded-xl border border-line p-4 sm:p-5"
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="font-semibold break-words">
                    <ListingLink application={application} gone={t('listingGone')} />
                  </h2>
                  {application.organisationName && (
                    <p className="text-sm text-fg-muted">{application.organisationName}</p>
                  )}
                  <p className="mt-1 text-sm text-fg-muted">
                    {t('appliedOn', { date: formatDate(application.appliedAt, locale) })}
                  </p>
                </div>
                <StatusBadge status={application.status} locale={locale} />
              </div>
              <h3 className="mt-4 text-sm font-semibold">{t('history')}</h3>
              <ol className="mt-2 space-y-1 text-sm" data-testid="application-history">
                {application.history.map((entry, index) => (
                  <li key={index} className="flex flex-wrap gap-x-2">
                    <span>
                      {entry.from ? `${status(entry.from)} → ` : ''}
                      {status(entry.to)}
                    </span>
                    <span className="text-fg-muted">{formatDate(entry.at, locale, true)}</span>
                  </li>
                ))}
              </ol>
              {canWithdraw(application.status) && <WithdrawButton id={application.id} />}
              {application.messageableOrganisation !== null && (
                <div className="mt-4">
                  <AskQuestionButton
                    target={{
                      organisation: application.messageableOrganisation,
                      application: application.id,
                    }}
                    name={application.organisationName}
                    variant="messageOrganisation"
                    which={application.title ?? application.organisationName ?? undefined}
                    className="w-full sm:w-auto"
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </DashboardPage>
  )
}
