import { describe, expect, it } from 'vitest'

import { orderLines } from '@/lib/orders/orderLines'
import { fromMinorUnits, toMinorUnits } from '@/lib/orders/money'
import { paymentDeadline } from '@/lib/orders/paymentWindow'
import { orderReference } from '@/lib/orders/reference'

describe('an order’s lines', () => {
  it('are the package’s price and its service fee in the order’s language, added up in cents', () => {
    expect(orderLines({ title: '文书套餐', startingAt: 0.1, serviceFee: 0.2 }, 'zh')).toEqual({
      lines: [
        { description: '文书套餐', amount: 0.1 },
        { description: '服务费', amount: 0.2 },
      ],
      total: 0.3,
    })
    expect(orderLines({ title: 'Essays', startingAt: 1280, serviceFee: null }, 'en')).toEqual({
      lines: [{ description: 'Essays', amount: 1280 }],
      total: 1280,
    })
  })
  it('go to Stripe in minor units and back', () => {
    expect(toMinorUnits(19.99)).toBe(1999)
    expect(toMinorUnits(1379.5)).toBe(137950)
    expect(fromMinorUnits(137950)).toBe(1379.5)
  })
})

describe('an order’s payment window', () => {
  const now = new Date('2026-11-28T00:00:00Z')
  it('is an hour on Stripe and the site’s days (three unless set) for a bank transfer', () => {
    expect(paymentDeadline('stripe', 5, now).toISOString()).toBe('2026-11-28T01:00:00.000Z')
    expect(paymentDeadline('bank-transfer', 5, now).toISOString()).toBe('2026-12-03T00:00:00.000Z')
    expect(paymentDeadline('bank-transfer', null, now).toISOString()).toBe(
      '2026-12-01T00:00:00.000Z',
    )
  })
})

describe('an order’s reference', () => {
  it('is EB- and two groups of four unmistakable characters, different each time', () => {
    const references = new Set(Array.from({ length: 200 }, orderReference))
    expect(references.size).toBe(200)
    for (const reference of references)
      expect(reference).toMatch(/^EB-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/)
  })
})
