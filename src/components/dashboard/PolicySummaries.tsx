import { ExternalLink } from '@/components/ui/icons'
import { getTranslations } from 'next-intl/server'

import type { PolicySummary } from '@/data/policies'
import { Link } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'
import { policyPaths } from '@/lib/consent/policies'
import { formatDate } from '@/lib/format'

/**
 * The policies in force: each one's title, version and first day, what changed when `changes` is
 * asked for and the editors said, and a link to read it (in a new tab when `newTab`, so a page
 * that asks for an answer stays open).
 */
export async function PolicySummaries({
  policies,
  locale,
  changes = false,
  newTab = false,
}: {
  policies: PolicySummary[]
  locale: AppLocale
  changes?: boolean
  newTab?: boolean
}) {
  const t = await getTranslations('dashboard.privacy.policy')
  return (
    <ul className="divide-y divide-line rounded-xl border border-line">
      {policies.map((policy) => (
        <li key={policy.kind} className="space-y-2 p-4">
          <h3 className="font-semibold">{policy.title}</h3>
          <p className="flex flex-wrap gap-x-3 text-sm text-fg-muted">
            <span>{t('version', { version: policy.version })}</span>
            <span>{t('effectiveFrom', { date: formatDate(policy.effectiveDate, locale) })}</span>
          </p>
          {changes && policy.changes.trim() && (
            <div className="rounded-lg bg-bg-muted p-3 text-sm">
              <p className="font-semibold">{t('changes')}</p>
              <p className="mt-1 whitespace-pre-line">{policy.changes.trim()}</p>
            </div>
          )}
          <Link
            href={policyPaths[policy.kind]}
            {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand underline underline-offset-2"
          >
            {t('read', { title: policy.title })}
            {newTab && <span className="sr-only"> {t('newTab')}</span>}
            {newTab && <ExternalLink aria-hidden className="size-4 shrink-0" />}
          </Link>
        </li>
      ))}
    </ul>
  )
}
