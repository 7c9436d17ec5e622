import { getTranslations } from 'next-intl/server'

import { countries, labelOf } from '@/lib/enums'
import type { AppLocale } from '@/i18n/locales'
import { formatMoney } from '@/lib/format'
import type { University } from '@/payload-types'

type Place = Pick<University, 'city' | 'region' | 'country'>

/** "Cambridge, Massachusetts, United States" in English; largest place first in Chinese: "美国 · 马萨诸塞州 · 剑桥". */
export const placeOf = (university: Place, locale: AppLocale, { withRegion = false } = {}) => {
  const country =
    university.country === 'other' ? null : labelOf(countries, university.country, locale)
  const parts = [university.city, withRegion ? university.region : null, country].filter(
    (part): part is string => Boolean(part),
  )
  return locale === 'zh' ? parts.reverse().join(' · ') : parts.join(', ')
}

type Tuition = Pick<University, 'tuitionMin' | 'tuitionMax' | 'tuitionCurrency'>

/** The yearly tuition as a range, a lower or upper bound, or null when the university gives none. */
export async function tuitionText(university: Tuition, locale: AppLocale): Promise<string | null> {
  const t = await getTranslations({ locale, namespace: 'universities' })
  const money = (amount: number) => formatMoney(amount, university.tuitionCurrency ?? 'USD', locale)
  const { tuitionMin: min, tuitionMax: max } = university
  if (typeof min === 'number' && typeof max === 'number') {
    if (min === max) return t('tuitionFixed', { amount: money(min) })
    return t('tuition', { min: money(Math.min(min, max)), max: money(Math.max(min, max)) })
  }
  if (typeof min === 'number') return t('tuitionFrom', { min: money(min) })
  if (typeof max === 'number') return t('tuitionUpTo', { max: money(max) })
  return null
}

/** An editor's website value as an absolute http(s) URL with a short label, or null when it is not a URL. */
export const websiteOf = (website: string | null | undefined) => {
  const value = website?.trim()
  if (!value) return null
  try {
    const url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    return { href: url.href, label: url.hostname.replace(/^www\./, '') }
  } catch {
    return null
  }
}
