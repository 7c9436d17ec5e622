import { getTranslations } from 'next-intl/server'

import { type AppLocale, localeIso } from '@/i18n/locales'
import { labelOf } from '@/lib/enums'
import { formatDate, formatNumber } from '@/lib/format'
import { dateTimeFormat } from '@/lib/intlFormatters'
import {
  type JobFilters,
  type OfferingFilters,
  type PublicFilter,
  publicFilters,
} from '@/lib/listings/filters'
import type { OfferingPage } from '@/lib/listings/pages'

import type { FilterField } from './FilterForm'

type Name = keyof OfferingFilters | keyof JobFilters

const monthName = (month: string, locale: AppLocale) =>
  dateTimeFormat(localeIso[locale], {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`))

/** A list's filter form in one language (src/lib/listings/listingFields.ts), each control with its chip when it is in use. */
async function filterForm(
  filters: PublicFilter[],
  values: Partial<Record<Name, string | number | true>>,
  locale: AppLocale,
): Promise<FilterField[]> {
  const t = await getTranslations({ locale, namespace: 'listings.filters' })
  const label = (name: Name) => t(`labels.${name}`)
  const chip = (name: Name, value: string) => t('chip', { name: label(name), value })
  /** How an active value reads on its chip. */
  const show = {
    number: (value: string) => formatNumber(Number(value), locale),
    date: (value: string) => formatDate(value, locale),
    month: (value: string) => monthName(value, locale),
    search: String,
  }
  return filters.map(({ param, control, options }): FilterField => {
    const name = param as Name
    const value = values[name]
    if (control === 'select')
      return {
        kind: 'select',
        name,
        label: label(name),
        anyLabel: t(`any.${name}` as 'any.country'),
        options: options.map((option) => ({ value: option.value, label: option.label[locale] })),
        value: value as string | undefined,
        chip: value ? chip(name, labelOf(options, value as string, locale)) : undefined,
      }
    if (control === 'checkbox')
      return {
        kind: 'checkbox',
        name,
        label: label(name),
        checked: Boolean(value),
        chip: value ? label(name) : undefined,
      }
    return {
      kind: control,
      name,
      label: label(name),
      value: value === undefined ? undefined : String(value),
      // A search box shows an example of what to type.
      placeholder: control === 'search' ? t(`${name}Placeholder` as 'cityPlaceholder') : undefined,
      chip: value === undefined ? undefined : chip(name, show[control](String(value))),
    }
  })
}

/** An offer page's filters; the type only where the page lists several. */
export const offeringFields = (page: OfferingPage, filters: OfferingFilters, locale: AppLocale) =>
  filterForm(publicFilters('offerings', page), filters, locale)

/** The job list's filters. */
export const jobFields = (filters: JobFilters, locale: AppLocale) =>
  filterForm(publicFilters('jobs'), filters, locale)
