import { describe, expect, it } from 'vitest'

import { packageProductData } from '@/lib/catalogue/structuredData'
import { formatRating } from '@/lib/format'
import { reviewWindow } from '@/lib/reviews/reviewWindow'

const pkg = {
  title: 'Essay package',
  summary: 'Three essays, start to finish.',
  description: null,
  startingAt: 1280,
  currency: 'CNY' as const,
}

describe('a coach’s rating as pages and search engines read it', () => {
  it('is rounded half up to one decimal', () => {
    expect(formatRating(4.85)).toBe('4.9')
    expect(formatRating(4.849)).toBe('4.8')
    expect(formatRating(5)).toBe('5.0')
  })
  it('states on the package the figures the page shows, and nothing without a review', () => {
    const data = packageProductData(pkg, 'https://x.test/p', { rating: 4.85, reviewCount: 186 })
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Essay package',
      offers: { price: 1280, priceCurrency: 'CNY' },
      aggregateRating: { ratingValue: '4.9', reviewCount: 186, bestRating: 5, worstRating: 1 },
    })
    expect(packageProductData(pkg, 'https://x.test/p', { rating: 5, reviewCount: 0 })).toBeNull()
  })
})

describe('a session’s review window', () => {
  const end = new Date('2026-03-01T10:00:00Z')
  const session = { coach: 7, startsAt: '2026-03-01T09:00:00Z', endsAt: end.toISOString() }
  it('is open for thirty days after a held session, that instant included', () => {
    const until = new Date(end.getTime() + 30 * 86_400_000)
    expect(reviewWindow({ ...session, status: 'held' }, until)).toEqual({ open: true, until })
    expect(reviewWindow({ ...session, status: 'held' }, new Date(until.getTime() + 1)).open).toBe(
      false,
    )
  })
  it('never opens for a missed, booked or cancelled session', () => {
    for (const status of ['no-show', 'confirmed', 'cancelled'] as const)
      expect(reviewWindow({ ...session, status }, end).open).toBe(false)
  })
  it('never opens for a service manager’s consultation (no coach)', () => {
    expect(reviewWindow({ ...session, coach: null, status: 'held' }, end).open).toBe(false)
  })
})
