'use client'

import { useLocale, useTranslations } from 'next-intl'
import dynamic from 'next/dynamic'
import { useState } from 'react'

import { FormAlert } from '@/components/forms/FormAlert'
import { useMyCertification } from '@/components/certification/useMyCertification'
import { buttonClass } from '@/components/ui/buttonStyles'
import { Link } from '@/i18n/navigation'
import { formatDate } from '@/lib/format'
import type { ListingKind } from '@/lib/organisations/roles'

import { PanelLoading } from './PanelLoading'
import { StatusBadge } from './StatusBadge'
import { type MyListingApplication, useMyApplication } from './useMyApplication'

// The form (and its checks) is loaded only for a certified student who has not applied yet.
const ApplyForm = dynamic(() => import('./ApplyForm').then((module) => module.ApplyForm), {
  ssr: false,
  loading: PanelLoading,
})

type Props = { kind: ListingKind; id: number; closed: boolean; student: number }

/** A student's part of the apply panel: their application's status, the form, or what to do first. */
export function StudentApply({ kind, id, closed, student }: Props) {
  const t = useTranslations('applications.apply')
  const application = useMyApplication(kind, id, student)
  const certification = useMyCertification('student', student, undefined)
  const [sent, setSent] = useState(false)

  if (application.error || certification.error) return <FormAlert message={t('loadFailed')} />
  if (application.data === undefined) return <PanelLoading />
  if (application.data) return <Applied application={application.data} sent={sent} />
  if (closed) return <p className="text-fg-muted">{t('closed')}</p>
  if (certification.data === undefined) return <PanelLoading />
  const status = certification.data?.status
  if (status !== 'approved')
    return (
      <div className="space-y-4">
        <p>{status === 'pending-review' ? t('certifyPending') : t('certifyFirst')}</p>
        <Link href="/user/certify/student" className={buttonClass('secondary')}>
          {status === 'pending-review' ? t('viewCertification') : t('certify')}
        </Link>
      </div>
    )
  return (
    <ApplyForm
      kind={kind}
      id={id}
      onApplied={(sentApplication) => {
        setSent(true)
        void application.mutate(sentApplication, { revalidate: false })
      }}
    />
  )
}

/** The student has applied: since when and where it stands (and, just now, that it was sent). */
function Applied({ application, sent }: { application: MyListingApplication; sent: boolean }) {
  const t = useTranslations('applications.apply')
  const locale = useLocale()
  return (
    <div className="space-y-3">
      {sent && (
        <p role="status" className="font-semibold text-success">
          {t('sent')}
        </p>
      )}
      <p className="flex flex-wrap items-center gap-2">
        <span className="text-fg-muted">{t('status')}</span>
        <StatusBadge status={application.status} locale={locale} />
      </p>
      <p className="text-sm text-fg-muted">
        {t('appliedOn', { date: formatDate(application.createdAt, locale) })}
      </p>
      <Link
        href="/user/applications"
        className="inline-block font-semibold text-brand hover:underline"
      >
        {t('myApplications')}
      </Link>
    </div>
  )
}
