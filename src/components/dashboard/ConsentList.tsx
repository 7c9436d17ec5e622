import { getTranslations } from 'next-intl/server'

import { WithdrawConsentButton } from '@/components/dashboard/ConsentButtons'
import type { ConsentRow } from '@/data/policies'
import { type AppLocale, isLocale } from '@/i18n/locales'
import { consentPurposes } from '@/lib/enums'
import { formatDate } from '@/lib/format'

/**
 * /user/privacy, "Your consents": each record's purpose, the versions accepted, when and in which
 * language it was given, whether it still stands, and the guardian who gave it; "Withdraw" on the
 * ones the member may withdraw here. `headingId` takes the focus once a withdrawal is done.
 */
export async function ConsentList({
  rows,
  locale,
  headingId,
}: {
  rows: ConsentRow[]
  locale: AppLocale
  headingId: string
}) {
  const t = await getTranslations('dashboard.privacy')
  if (rows.length === 0) return <p className="text-fg-muted">{t('empty')}</p>
  const purpose = (value: ConsentRow['purpose']) =>
    consentPurposes.find((option) => option.value === value)?.label[locale] ?? value

  return (
    <ul className="divide-y divide-line rounded-xl border border-line">
      {rows.map((row) => {
        const label = purpose(row.purpose)
        const details: [string, string][] = []
        if (row.versions)
          details.push([
            t('versions'),
            t('versionsAccepted', { privacy: row.versions.privacy, terms: row.versions.terms }),
          ])
        if (row.guardianName) details.push([t('guardian'), row.guardianName])
        details.push([t('givenOn'), formatDate(row.givenAt, locale)])
        if (isLocale(row.locale)) details.push([t('shownIn'), t(`languages.${row.locale}`)])
        return (
          <li
            key={row.id}
            className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between"
          >
            <div className="min-w-0 space-y-2">
              <h3 className="font-semibold break-words">{label}</h3>
              <p
                className={`text-sm font-semibold ${row.withdrawnAt ? 'text-fg-muted' : 'text-success'}`}
              >
                {row.withdrawnAt
                  ? t('withdrawnOn', { date: formatDate(row.withdrawnAt, locale) })
                  : t('inForce')}
              </p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                {details.map(([term, value]) => (
                  <div key={term} className="contents">
                    <dt className="text-fg-muted">{term}</dt>
                    <dd className="break-words">{value}</dd>
                  </div>
                ))}
              </dl>
            </div>
            {row.withdrawable && <WithdrawConsentButton purpose={label} headingId={headingId} />}
          </li>
        )
      })}
    </ul>
  )
}
