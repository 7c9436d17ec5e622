import { unstable_cache } from 'next/cache'

import type { AppLocale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cache/tags'
import { reviewSummary } from '@/lib/reviews/reviewSummary'
import type { Review, User } from '@/payload-types'

import { getPayloadClient } from './payload'

export const REVIEWS_PER_PAGE = 10

/** What a published review shows: its stars, text, signature, date and the coach's reply. */
const reviewSelect = {
  authorName: true,
  rating: true,
  criteria: true,
  text: true,
  language: true,
  reply: true,
  repliedAt: true,
  publishedAt: true,
} as const
export type PublicReview = Pick<Review, keyof typeof reviewSelect | 'id'>

/** A coach's average, count, spread of stars and criteria, cached until a review or the coach changes. */
export const getReviewSummary = (coachId: number) =>
  unstable_cache(
    async () => reviewSummary((await getPayloadClient()).db.drizzle, coachId),
    ['review-summary', String(coachId)],
    { tags: [cacheTags.reviews, cacheTags.coaches] },
  )()

/** A page of a coach's published reviews, newest first, read as the public reads them. */
export const getCoachReviews = (coachId: number, page: number, locale: AppLocale) =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const found = await payload.find({
        collection: 'reviews',
        where: { coach: { equals: coachId }, status: { equals: 'published' } },
        sort: '-publishedAt',
        page,
        limit: REVIEWS_PER_PAGE,
        depth: 0,
        locale,
        overrideAccess: false,
        select: reviewSelect,
      })
      return {
        reviews: found.docs as PublicReview[],
        page: found.page ?? 1,
        totalPages: found.totalPages,
        total: found.totalDocs,
      }
    },
    ['coach-reviews', String(coachId), String(page), locale],
    { tags: [cacheTags.reviews, cacheTags.coaches] },
  )()

/** The most reviews a coach's dashboard lists (the newest; the coach's page has them all). */
export const ACCOUNT_REVIEWS_LIMIT = 20

/**
 * The newest published reviews of the coach profile an account runs, for it to reply to. Read as
 * the account (the reviews' access rule lets it read the published ones), per request: a reply
 * just sent shows at once.
 */
export async function reviewsForCoachAccount(user: User, coachId: number): Promise<PublicReview[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'reviews',
    where: { coach: { equals: coachId }, status: { equals: 'published' } },
    sort: '-publishedAt',
    limit: ACCOUNT_REVIEWS_LIMIT,
    depth: 0,
    select: reviewSelect,
    user,
    overrideAccess: false,
  })
  return docs as PublicReview[]
}
