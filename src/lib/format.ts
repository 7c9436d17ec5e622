import type { AppLocale } from '@/i18n/locales'
import { localeIso } from '@/i18n/locales'

import { dateTimeFormat, numberFormat } from './intlFormatters'

/** A price such as "$8,088" / "US$8,088"; no decimals for whole amounts. */
export const formatMoney = (amount: number, currency: string, locale: AppLocale) =>
  numberFormat(localeIso[locale], { style: 'currency', currency, maximumFractionDigits: 0 }).format(
    amount,
  )

export const formatNumber = (value: number, locale: AppLocale) =>
  numberFormat(localeIso[locale], {}).format(value)

/** A date such as "14 September 2026" / "2026年9月14日"; with the time (UTC) when asked. */
export const formatDate = (iso: string, locale: AppLocale, withTime = false) =>
  dateTimeFormat(localeIso[locale], {
    dateStyle: 'long',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: 'UTC',
  }).format(new Date(iso))

/**
 * A star rating as every page shows it, to one decimal ("4.7"): the package page's structured
 * data states the same figure, so search results never show another.
 */
export const formatRating = (rating: number) =>
  // Half up, as people round: 4.85 is 4.9 (toFixed alone gives 4.8, 4.85 being 4.8499… in binary).
  (Math.round(rating * 10 + 1e-9) / 10).toFixed(1)
