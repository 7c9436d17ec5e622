import { useLocale, useTranslations } from 'next-intl'

import { labelOf, providerStatuses } from '@/lib/enums'
import { detailsOf, photoFieldOf } from '@/lib/certification/stored'
import { statusLabel } from '@/lib/certification/workflow'
import { formatDate } from '@/lib/format'
import type { Certification } from '@/payload-types'

import { type FieldSpec, fieldsOf } from './fields'

/** View mode: the status (and, when rejected, the reason), the dates, and what was submitted. */
export function CertificationView({ certification }: { certification: Certification }) {
  const t = useTranslations('certify')
  const locale = useLocale()
  const { values, photo } = detailsOf(certification)
  const shown = (spec: FieldSpec) => {
    const value = values[spec.name]
    // Left empty (an optional field the member chose not to fill): nothing is coming later.
    if (value === undefined || value === '') return t('notProvided')
    return spec.options?.find((o) => o.value === value)?.label[locale] ?? String(value)
  }
  const date = (iso?: string | null) => (iso ? formatDate(iso, locale, true) : t('notYet'))
  return (
    <div>
      <dl className="grid gap-4 sm:grid-cols-3">
        <div className="rounded-xl bg-bg-muted p-4">
          <dt className="text-sm text-fg-muted">{t('status')}</dt>
          <dd className="mt-1 font-semibold" data-testid="certification-status">
            {statusLabel(certification.status, locale)}
          </dd>
        </div>
        <div className="rounded-xl bg-bg-muted p-4">
          <dt className="text-sm text-fg-muted">{t('submittedAt')}</dt>
          <dd className="mt-1">{date(certification.submittedAt)}</dd>
        </div>
        <div className="rounded-xl bg-bg-muted p-4">
          <dt className="text-sm text-fg-muted">
            {certification.status === 'approved' ? t('validUntil') : t('verifiedAt')}
          </dt>
          <dd className="mt-1">
            {date(
              certification.status === 'approved'
                ? certification.expiresAt
                : certification.verifiedAt,
            )}
          </dd>
        </div>
      </dl>
      {certification.organisation?.providerStatus && (
        <p className="mt-4 text-sm">
          <span className="text-fg-muted">{t('providerStatus')}: </span>
          <span className="font-semibold" data-testid="provider-status">
            {labelOf(providerStatuses, certification.organisation.providerStatus, locale)}
          </span>
        </p>
      )}
      {certification.status === 'rejected' && certification.rejectionReason && (
        <div role="note" className="mt-4 rounded-xl border border-danger p-4">
          <p className="text-sm font-semibold text-danger">{t('reason')}</p>
          <p className="mt-1 whitespace-pre-line" data-testid="rejection-reason">
            {certification.rejectionReason}
          </p>
        </div>
      )}
      <dl className="mt-6 divide-y divide-line rounded-xl border border-line">
        {fieldsOf[certification.type].map((spec) => (
          <div key={spec.name} className="grid gap-1 p-4 sm:grid-cols-[14rem_1fr]">
            <dt className="text-sm text-fg-muted">
              {t(`fields.${spec.name}` as 'fields.realName')}
            </dt>
            <dd className="whitespace-pre-line break-words">{shown(spec)}</dd>
          </div>
        ))}
      </dl>
      {typeof photo === 'object' && photo?.url && (
        // A private document shown to its owner with their session; never through the public optimiser.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={photo.sizes?.preview?.url ?? photo.url}
          alt={t(`fields.${photoFieldOf(certification.type)}`)}
          className="mt-6 max-h-64 rounded-xl border border-line"
        />
      )}
    </div>
  )
}
