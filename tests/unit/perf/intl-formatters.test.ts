import { describe, expect, it } from 'vitest'

import { formatDate, formatMoney, formatNumber } from '@/lib/format'
import { dateTimeFormat, numberFormat } from '@/lib/intlFormatters'

describe('Intl formatters kept per locale and options', () => {
  it('gives the same formatter for the same locale and options, another for others', () => {
    const price = numberFormat('en-US', { style: 'currency', currency: 'USD' })
    expect(numberFormat('en-US', { style: 'currency', currency: 'USD' })).toBe(price)
    expect(numberFormat('en-US', { style: 'currency', currency: 'EUR' })).not.toBe(price)
    expect(numberFormat('zh-CN', { style: 'currency', currency: 'USD' })).not.toBe(price)
    const date = dateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' })
    expect(dateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' })).toBe(date)
  })

  it('formats as a new formatter would', () => {
    expect(formatMoney(8088, 'USD', 'en')).toBe(
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        maximumFractionDigits: 0,
      }).format(8088),
    )
    expect(formatMoney(8088, 'USD', 'zh')).toBe(formatMoney(8088, 'USD', 'zh'))
    expect(formatNumber(12345, 'en')).toBe('12,345')
    expect(formatDate('2026-09-14T00:00:00Z', 'en')).toBe('September 14, 2026')
    expect(formatDate('2026-09-14T00:00:00Z', 'zh')).toBe('2026年9月14日')
  })

  it('keeps nothing for a time zone that does not exist', () => {
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus' })).toThrow(RangeError)
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus' })).toThrow(RangeError)
  })
})
