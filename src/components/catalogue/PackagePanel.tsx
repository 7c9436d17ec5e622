import { getLocale, getTranslations } from 'next-intl/server'

import { packageFacts } from '@/lib/catalogue/packageFacts'
import { formatMoney } from '@/lib/format'
import type { Package } from '@/payload-types'

/** A package's side panel: starting at, then the service fee and coaching time it has. */
export async function PackagePanel({
  pkg,
  children,
}: {
  pkg: Package
  children?: React.ReactNode
}) {
  const t = await getTranslations('packages')
  const locale = await getLocale()
  const currency = pkg.currency ?? 'USD'
  const rows = packageFacts(pkg).map((fact): [string, string] =>
    fact.kind === 'coachingTime'
      ? [t('coachingTime'), t('hours', { hours: fact.hours })]
      : [t(fact.kind), formatMoney(fact.amount, currency, locale)],
  )
  return (
    <aside
      aria-label={pkg.title}
      className="rounded-2xl border border-line bg-bg-elevated p-6 shadow-sm"
    >
      {pkg.mostPopular && (
        <p className="mb-3 inline-block rounded-full bg-accent-soft px-3 py-1 text-xs font-bold text-accent">
          {t('mostPopular')}
        </p>
      )}
      <dl className="space-y-3">
        {rows.map(([label, value]) => (
          <div
            key={label}
            className="flex items-baseline justify-between gap-4 border-b border-line pb-3 last:border-0"
          >
            <dt className="text-sm text-fg-muted first-letter:uppercase">{label}</dt>
            <dd className="text-right font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      {children && <div className="mt-6">{children}</div>}
    </aside>
  )
}
