import { FileText } from '@/components/ui/icons'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { StatusBadge } from '@/components/applications/StatusBadge'
import { BackLink } from '@/components/catalogue/BackLink'
import { AskQuestionButton } from '@/components/messages/AskQuestionButton'
import { Pagination } from '@/components/ui/Pagination'
import { listingApplications, myListing } from '@/data/memberListings'
import type { AppLocale } from '@/i18n/locales'
import { redirect } from '@/i18n/navigation'
import { applicantsPath } from '@/lib/applications/listings'
import { applicationStatuses, educationLevels, labelOf, type OfferingType } from '@/lib/enums'
import { relationId } from '@/lib/db/relationId'
import { formatDate } from '@/lib/format'
import type { ListingKind } from '@/lib/organisations/roles'
import type { User } from '@/payload-types'

import { ApplicationStatusButtons } from './ApplicationStatusButtons'
import { applicationsPath } from './paths'

type Props = { user: User; locale: AppLocale; kind: ListingKind; id: number; page: number }

/**
 * The applications to one of the organisation's listings: each student's verified details, message
 * and CV, the status with one-click changes, "Message the applicant", and its history.
 */
export async function ApplicantList({ user, locale, kind, id, page }: Props) {
  const [listing, applications, t, form] = await Promise.all([
    myListing(user, kind, id, 'public'),
    listingApplications(user, kind, id, page),
    getTranslations('publishing.applicants'),
    getTranslations('publishing.form'),
  ])
  if (!listing) notFound()
  // A page past the last (applications were withdrawn, an old link): the last page.
  if (applications.docs.length === 0 && applications.totalPages > 0)
    redirect({ href: applicationsPath(kind, id, applications.totalPages), locale })
  const doc = listing[locale]
  const status = (value: string | null | undefined) =>
    labelOf(applicationStatuses, value as (typeof applicationStatuses)[number]['value'], locale)
  return (
    <>
      <BackLink href={applicantsPath(kind, doc.type as OfferingType)}>{form('back')}</BackLink>
      <p className="mt-4 text-fg-muted">{t('lead', { title: doc.title })}</p>
      {applications.total === 0 ? (
        <p className="mt-6">{t('none')}</p>
      ) : (
        <>
          <p role="status" className="mt-6 font-semibold" data-testid="applicant-count">
            {t(applications.capped ? 'countMore' : 'count', { total: applications.total })}
          </p>
          <ul className="mt-4 space-y-4">
            {applications.docs.map((application) => (
              <li
                key={application.id}
                className="rounded-xl border border-line p-4 sm:p-5"
                data-testid="application"
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <h2 className="text-lg font-semibold">{application.applicant?.name}</h2>
                  <StatusBadge status={application.status} locale={locale} />
                </div>
                <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
                  <div>
                    <dt className="text-fg-muted">{t('educationLevel')}</dt>
                    <dd>
                      {labelOf(educationLevels, application.applicant?.educationLevel, locale)}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-fg-muted">{t('school')}</dt>
                    <dd className="break-words">{application.applicant?.school}</dd>
                  </div>
                  <div>
                    <dt className="text-fg-muted">{t('major')}</dt>
                    <dd className="break-words">{application.applicant?.major}</dd>
                  </div>
                  <div>
                    <dt className="text-fg-muted">{t('applied')}</dt>
                    <dd>{formatDate(application.createdAt, locale, true)}</dd>
                  </div>
                </dl>
                {application.message && (
                  <div className="mt-3 text-sm">
                    <p className="text-fg-muted">{t('message')}</p>
                    <p className="mt-1 whitespace-pre-line break-words">{application.message}</p>
                  </div>
                )}
                <p className="mt-3 text-sm">
                  {application.cvUrl ? (
                    // A private file: the browser sends the member's session, which may read it.
                    <a
                      href={application.cvUrl}
                      target="_blank"
                      rel="noopener"
                      className="inline-flex items-center gap-2 font-semibold text-brand underline-offset-4 hover:underline"
                    >
                      <FileText aria-hidden className="size-4" />
                      {t('cv')}
                    </a>
                  ) : (
                    <span className="text-fg-muted">{t('noCv')}</span>
                  )}
                </p>
                <ApplicationStatusButtons id={application.id} status={application.status} />
                {application.owner != null && application.organisation != null && (
                  <div className="mt-4">
                    <AskQuestionButton
                      target={{
                        organisation: relationId(application.organisation),
                        student: relationId(application.owner),
                        application: application.id,
                      }}
                      name={application.applicant?.name ?? null}
                      variant="messageApplicant"
                      which={application.applicant?.name ?? undefined}
                      className="w-full sm:w-auto"
                    />
                  </div>
                )}
                {(application.history?.length ?? 0) > 0 && (
                  <details className="mt-4 text-sm">
                    <summary className="cursor-pointer font-medium">{t('history')}</summary>
                    <ol className="mt-2 space-y-1" data-testid="application-history">
                      {application.history!.map((entry) => (
                        <li key={entry.id ?? entry.at} className="flex flex-wrap gap-x-3">
                          <span className="text-fg-muted">
                            {entry.at ? formatDate(entry.at, locale, true) : ''}
                          </span>
                          <span>
                            {entry.from
                              ? t('historyEntry', {
                                  from: status(entry.from),
                                  to: status(entry.to),
                                })
                              : status(entry.to)}
                          </span>
                        </li>
                      ))}
                    </ol>
                  </details>
                )}
              </li>
            ))}
          </ul>
          <Pagination
            page={applications.page}
            totalPages={applications.totalPages}
            hrefFor={(n) => applicationsPath(kind, id, n)}
          />
        </>
      )}
    </>
  )
}
