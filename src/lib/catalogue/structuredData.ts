import { formatRating } from '@/lib/format'
import { plainText } from '@/lib/richtext/plainText'
import type { Package } from '@/payload-types'

/** The coach's published reviews as a package page shows them. */
export type ShownRating = { rating: number; reviewCount: number }

/**
 * A coach's package as a schema.org `Product` with its price and the coach's rating, for search
 * engines' rich results. The rating is the one the page shows beside the coach's name, to one
 * decimal, with the count shown; null without a review, as a rating of nobody's is no rating. Only
 * on package pages: Google treats a rating on the coach's own page as self-serving.
 */
export function packageProductData(
  pkg: Pick<Package, 'title' | 'summary' | 'description' | 'startingAt' | 'currency'>,
  url: string,
  { rating, reviewCount }: ShownRating,
) {
  if (reviewCount < 1) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: pkg.title,
    description: pkg.summary || plainText(pkg.description) || pkg.title,
    url,
    offers: {
      '@type': 'Offer',
      price: pkg.startingAt,
      priceCurrency: pkg.currency ?? 'USD',
      url,
    },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: formatRating(rating),
      reviewCount,
      bestRating: 5,
      worstRating: 1,
    },
  }
}
