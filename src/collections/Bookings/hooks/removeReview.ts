import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * A booking removed (by an admin, or with its student's account) takes its review with it, through
 * the reviews' own hooks so the coach's rating is computed again without it.
 */
export const removeReview: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'reviews',
    where: { booking: { equals: id } },
    req,
    overrideAccess: true,
  })
}
