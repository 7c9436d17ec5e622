import { getTranslations } from 'next-intl/server'

import { getPathname } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'
import { type ListFilters, listHref, without } from '@/lib/listings/filters'

import { ActiveFilters } from './ActiveFilters'
import { type FilterField, FilterForm } from './FilterForm'

type Props = {
  /** The list's locale-neutral path. */
  path: string
  /** Where the list starts on the page (e.g. "#listings" under an offer page's copy), or "". */
  anchor: string
  filters: ListFilters
  fields: FilterField[]
  /** The form's accessible name. */
  label: string
  locale: AppLocale
}

/** A list's filter form and, under it, the filters in use as removable chips. */
export async function ListingFilters({ path, anchor, filters, fields, label, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'listings.filters' })
  const hrefWith = (kept: ListFilters) => listHref(path, kept) + anchor
  const chips = fields.flatMap((field) =>
    field.chip
      ? [
          {
            key: field.name,
            text: field.chip,
            href: hrefWith(without(filters, field.name)),
          },
        ]
      : [],
  )
  return (
    <div className="mt-6 rounded-2xl border border-line bg-bg-muted p-4 sm:p-5">
      <FilterForm
        action={getPathname({ href: path, locale }) + anchor}
        label={label}
        submitLabel={t('submit')}
        fields={fields}
      />
      <ActiveFilters chips={chips} clearHref={hrefWith({})} />
    </div>
  )
}
