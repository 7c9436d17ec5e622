import type { AppLocale } from '@/i18n/locales'

const scale = { K: 1e3, M: 1e6, B: 1e9 } as const

/** Up to two decimals, without trailing zeros: 400, 1.5, 2.25. */
const short = (value: number) => String(Number(value.toFixed(2)))

/**
 * A marketing figure's value as the reader counts. Figures are entered once for both languages, in
 * English shorthand; a dollar amount such as "$4M+" reads in Chinese as "400 万美元+" (Chinese counts
 * large amounts in 万 and 亿, and "M" means nothing there). Anything else is shown as entered.
 */
export function localizeFigureValue(value: string, locale: AppLocale): string {
  if (locale !== 'zh') return value
  const match = /^\$\s*(\d+(?:\.\d+)?)\s*([KMB])?\s*(\+?)$/i.exec(value.trim())
  if (!match) return value
  const [, number, unit, plus] = match
  const amount = Number(number) * (unit ? scale[unit.toUpperCase() as keyof typeof scale] : 1)
  const words =
    amount >= 1e8
      ? `${short(amount / 1e8)} 亿美元`
      : amount >= 1e4
        ? `${short(amount / 1e4)} 万美元`
        : `${short(amount)} 美元`
  return words + plus
}
