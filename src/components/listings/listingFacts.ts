import { getTranslations } from 'next-intl/server'

import { placeOf } from '@/components/catalogue/universityFacts'
import type { AppLocale } from '@/i18n/locales'
import { educationLevels, labelOf, salaryPeriods } from '@/lib/enums'
import { formatDate, formatMoney } from '@/lib/format'
import { pastDeadline } from '@/lib/listings/publishing'
import type { Job, Offering } from '@/payload-types'

type Place = Pick<Offering, 'city' | 'country'> & { region?: string | null }

/** Where a listing or organisation is, largest place last in English and first in Chinese; any part may be missing. */
export const placeText = ({ city, region, country }: Place, locale: AppLocale) =>
  placeOf({ city, region, country: country ?? 'other' }, locale, { withRegion: Boolean(region) })

type Bounds<T> = { min?: T | null; max?: T | null }
type RangeKeys = { both: string; from: string; upTo: string }

/** Which of a pair of bounds is given: both (the same twice is one value), the lower, the upper, or none. */
function bounds<T>({ min, max }: Bounds<T>) {
  if (min != null && max != null) return min === max ? { one: min } : { min, max }
  if (min != null) return { min }
  if (max != null) return { max }
  return null
}

/** The words of a listing's facts in one language. */
export async function listingWords(locale: AppLocale) {
  const t = await getTranslations({ locale, namespace: 'listings' })
  /** "min–max", "from min", "up to max" with the message keys given; values already formatted. */
  const range = <T>(pair: Bounds<T>, keys: RangeKeys, show: (value: T) => string) => {
    const b = bounds(pair)
    if (!b) return null
    if ('one' in b) return show(b.one as T)
    const min = b.min != null ? show(b.min) : ''
    const max = b.max != null ? show(b.max) : ''
    const key = b.min != null && b.max != null ? keys.both : b.min != null ? keys.from : keys.upTo
    return t(key as 'ageRange', { min, max })
  }
  const date = (iso: string) => formatDate(iso, locale)
  return {
    t,
    date,
    dates: ({ startDate, endDate }: Pick<Offering, 'startDate' | 'endDate'>) =>
      startDate && endDate
        ? t('dateRange', { start: date(startDate), end: date(endDate) })
        : startDate
          ? t('startsOn', { date: date(startDate) })
          : null,
    duration: (days: number | null | undefined) => (days ? t('days', { count: days }) : null),
    ages: (offering: Pick<Offering, 'minAge' | 'maxAge'>) =>
      range(
        { min: offering.minAge, max: offering.maxAge },
        { both: 'ageRange', from: 'ageFrom', upTo: 'ageUpTo' },
        String,
      ),
    levels: (offering: Pick<Offering, 'minEducationLevel' | 'maxEducationLevel'>) =>
      range(
        { min: offering.minEducationLevel, max: offering.maxEducationLevel },
        { both: 'levelRange', from: 'levelFrom', upTo: 'levelUpTo' },
        (level) => labelOf(educationLevels, level, locale),
      ),
    price: ({ price, currency }: Pick<Offering, 'price' | 'currency'>) =>
      price == null
        ? null
        : price === 0
          ? t('free')
          : formatMoney(price, currency ?? 'USD', locale),
    /** Unpaid, a stipend, or the salary range per month or year. */
    pay: (job: Pick<Job, 'pay' | 'salaryMin' | 'salaryMax' | 'currency' | 'salaryPeriod'>) => {
      if (job.pay === 'unpaid') return t('unpaid')
      const amount = range(
        { min: job.salaryMin, max: job.salaryMax },
        { both: 'amountRange', from: 'amountFrom', upTo: 'amountUpTo' },
        (value) => formatMoney(value, job.currency ?? 'USD', locale),
      )
      const period = labelOf(salaryPeriods, job.salaryPeriod ?? 'month', locale)
      if (job.pay === 'stipend')
        return amount ? t('stipendAmount', { amount, period }) : t('stipend')
      return amount ? t('salaryAmount', { amount, period }) : null
    },
    places: (placesLeft: number | null | undefined) =>
      placesLeft == null ? null : t('placesLeftCount', { count: placesLeft }),
  }
}

/** Whether a listing takes no more applications: closed, or its deadline has passed (before the hourly job closes it). */
export const isClosed = ({ status, deadline }: Pick<Offering, 'status' | 'deadline'>) =>
  status !== 'published' || pastDeadline(deadline, new Date())
