import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { recordAudit } from '@/lib/audit/record'
import { hasRole } from '@/lib/auth/roles'
import { expireTags, cacheTags } from '@/lib/cache/tags'
import { relationId } from '@/lib/db/relationId'
import { queueJob } from '@/lib/jobs/tasks'
import { refreshCoachRating } from '@/lib/reviews/coachRating'
import type { Review } from '@/payload-types'

/** Whether the review counts on the coach's pages now or counted before. */
const shown = (review: Pick<Review, 'status'> | undefined) => review?.status === 'published'

/**
 * A review published, taken down, edited or replied to changes the coach's pages: the rating and
 * count are computed again and the pages' caches expire. An editor's decision is audited and its
 * student mailed (published, or rejected with the reason).
 */
export const afterReviewChange: CollectionAfterChangeHook<Review> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const coach = doc.coach ? relationId(doc.coach) : null
  const statusMoved = operation === 'update' && previousDoc?.status !== doc.status
  if (coach && (shown(doc) || shown(previousDoc))) {
    await refreshCoachRating(req, coach)
    await expireTags(req, cacheTags.coaches, cacheTags.reviews)
  }
  if (statusMoved && hasRole(req.user, 'admin', 'editor')) {
    await recordAudit(req, {
      event: 'review-status',
      member: doc.owner ? relationId(doc.owner) : null,
      target: { collection: 'reviews', id: doc.id },
      details: { from: previousDoc?.status, to: doc.status },
    })
    if (doc.status === 'published' || doc.status === 'rejected')
      await queueJob(req, 'sendReviewMail', { id: doc.id, status: doc.status })
  }
  return doc
}

/** A published review removed (by its student, or with their account) leaves the coach's numbers. */
export const afterReviewDelete: CollectionAfterDeleteHook<Review> = async ({ doc, req }) => {
  if (!shown(doc) || !doc.coach) return doc
  await refreshCoachRating(req, relationId(doc.coach))
  await expireTags(req, cacheTags.coaches, cacheTags.reviews)
  return doc
}
