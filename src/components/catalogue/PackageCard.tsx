import { Check } from '@/components/ui/icons'
import { getLocale, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { Link } from '@/i18n/navigation'
import { formatMoney } from '@/lib/format'
import type { Package } from '@/payload-types'

/** A package in a list: title, price, the first services, an optional action, and the way to its page. */
export async function PackageCard({
  pkg,
  href,
  action,
  heading: Heading = 'h3',
}: {
  pkg: Package
  href: string
  action?: ReactNode
  /** The title's level: h2 where the cards come straight under the page's h1. */
  heading?: 'h2' | 'h3'
}) {
  const t = await getTranslations('packages')
  const locale = await getLocale()
  return (
    <article
      className={`relative flex h-full flex-col rounded-2xl border bg-bg-elevated p-6 ${pkg.mostPopular ? 'border-brand shadow-md' : 'border-line'}`}
    >
      {pkg.mostPopular && (
        <p className="absolute -top-3 left-6 rounded-full bg-brand px-3 py-0.5 text-xs font-bold text-brand-fg">
          {t('mostPopular')}
        </p>
      )}
      <Heading className="text-lg font-bold">{pkg.title}</Heading>
      <p className="mt-1 text-sm text-fg-muted first-letter:uppercase">
        {t('startingAt')}{' '}
        <span className="text-2xl font-extrabold text-fg">
          {formatMoney(pkg.startingAt, pkg.currency ?? 'USD', locale)}
        </span>
      </p>
      {pkg.summary && <p className="mt-3 text-sm">{pkg.summary}</p>}
      {pkg.services && pkg.services.length > 0 && (
        <ul className="mt-4 space-y-1.5 text-sm" aria-label={t('servicesIncluded')}>
          {pkg.services.slice(0, 4).map((s) => (
            <li key={s.id ?? s.item} className="flex gap-2">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand" />
              {s.item}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto space-y-3 pt-6">
        {action}
        <Link
          href={href}
          className="inline-flex h-11 w-full items-center justify-center rounded-full border border-line font-semibold hover:bg-bg-muted"
        >
          {t('details')}
          <span className="sr-only">: {pkg.title}</span>
        </Link>
      </div>
    </article>
  )
}
