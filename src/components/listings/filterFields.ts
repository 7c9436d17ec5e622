import { getTranslations } from 'next-intl/server'

import { type AppLocale, localeIso } from '@/i18n/locales'
import {
  countries,
  educationLevels,
  englishLevels,
  industries,
  jobTypes,
  labelOf,
  languages,
  type Option,
  offeringTypes,
} from '@/lib/enums'
import { formatDate, formatNumber } from '@/lib/format'
import type { JobFilters, OfferingFilters } from '@/lib/listings/filters'
import { type OfferingPage, typesOf } from '@/lib/listings/pages'

import type { FilterField } from './FilterForm'

type Name = keyof OfferingFilters | keyof JobFilters

const monthName = (month: string, locale: AppLocale) =>
  new Intl.DateTimeFormat(localeIso[locale], {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`))

/** The controls of a list's filter form in one language, each with its chip when it is in use. */
async function fieldMakers(locale: AppLocale) {
  const t = await getTranslations({ locale, namespace: 'listings.filters' })
  const label = (name: Name) => t(`labels.${name}`)
  const chip = (name: Name, value: string) => t('chip', { name: label(name), value })
  return {
    t,
    /** How an active value reads on its chip. */
    show: {
      amount: (value: number) => formatNumber(value, locale),
      day: (value: string) => formatDate(value, locale),
      month: (value: string) => monthName(value, locale),
    },
    select: <V extends string>(
      name: Name,
      options: readonly Option<V>[],
      value: V | undefined,
    ): FilterField => ({
      kind: 'select',
      name,
      label: label(name),
      anyLabel: t(`any.${name}` as 'any.country'),
      options: options.map((option) => ({ value: option.value, label: option.label[locale] })),
      value,
      chip: value && chip(name, labelOf(options, value, locale)),
    }),
    input: <V extends string | number>(
      name: Name,
      kind: 'month' | 'date' | 'number' | 'search',
      value: V | undefined,
      show: (value: V) => string,
      placeholder?: string,
    ): FilterField => ({
      kind,
      name,
      label: label(name),
      value: value === undefined ? undefined : String(value),
      placeholder,
      chip: value === undefined ? undefined : chip(name, show(value)),
    }),
    checkbox: (name: Name, checked: boolean): FilterField => ({
      kind: 'checkbox',
      name,
      label: label(name),
      checked,
      chip: checked ? label(name) : undefined,
    }),
  }
}

/** An offer page's filters; the type only where the page lists several. */
export async function offeringFields(
  page: OfferingPage,
  filters: OfferingFilters,
  locale: AppLocale,
): Promise<FilterField[]> {
  const { show, select, input } = await fieldMakers(locale)
  const types = typesOf(page)
  return [
    ...(types.length > 1
      ? [
          select(
            'type',
            offeringTypes.filter((o) => types.includes(o.value)),
            filters.type,
          ),
        ]
      : []),
    select('country', countries, filters.country),
    input('month', 'month', filters.month, show.month),
    input('from', 'date', filters.from, show.day),
    input('to', 'date', filters.to, show.day),
    input('maxPrice', 'number', filters.maxPrice, show.amount),
    select('level', educationLevels, filters.level),
    select('language', languages, filters.language),
  ]
}

/** The job list's filters. */
export async function jobFields(filters: JobFilters, locale: AppLocale): Promise<FilterField[]> {
  const { t, show, select, input, checkbox } = await fieldMakers(locale)
  return [
    select('type', jobTypes, filters.type),
    select('country', countries, filters.country),
    input('city', 'search', filters.city, String, t('cityPlaceholder')),
    checkbox('remote', Boolean(filters.remote)),
    select('industry', industries, filters.industry),
    input('minSalary', 'number', filters.minSalary, show.amount),
    select('english', englishLevels, filters.english),
  ]
}
