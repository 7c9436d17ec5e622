import { X } from '@/components/ui/icons'
import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'

/** An active filter: its text (e.g. "Country or region: Japan") and the link without it. */
export type Chip = { key: string; text: string; href: string }

/** The filters in use as chips, each with a link that removes it, and one that removes them all. */
export async function ActiveFilters({ chips, clearHref }: { chips: Chip[]; clearHref: string }) {
  const t = await getTranslations('listings.filters')
  if (chips.length === 0) return null
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <p id="active-filters" className="text-sm font-semibold text-fg-muted">
        {t('active')}
      </p>
      <ul aria-labelledby="active-filters" className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li
            key={chip.key}
            className="inline-flex min-h-9 items-center gap-1 rounded-full border border-brand bg-bg-elevated py-1 pl-3.5 pr-1 text-sm"
          >
            {chip.text}
            <Link
              href={chip.href}
              aria-label={t('remove', { filter: chip.text })}
              className="grid size-7 place-items-center rounded-full text-fg-muted hover:bg-bg-muted hover:text-fg"
            >
              <X aria-hidden className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
      <Link
        href={clearHref}
        className="text-sm font-semibold text-brand underline-offset-4 hover:underline"
      >
        {t('clear')}
      </Link>
    </div>
  )
}
