'use server'

import { revalidatePath } from 'next/cache'

import { defineAction } from '@/actions/defineAction'
import { changeAsMember } from '@/lib/actions/changeAsMember'
import { replySchema, reviewIdSchema, reviewSchema } from '@/lib/reviews/reviewSchema'

/**
 * The member's review of a held session: written the first time, edited after (either goes to the
 * editors). Made as the member, so the reviews' hooks decide: their own session, held, within
 * thirty days, one per session.
 */
export const submitReview = defineAction({
  name: 'submitReview',
  schema: reviewSchema,
  member: true,
  quota: () => ({ name: 'reviews' as const }),
  run: async ({ booking, rating, criteria, text }, context) => {
    const { docs } = await context.payload.find({
      collection: 'reviews',
      where: { booking: { equals: booking }, owner: { equals: context.user.id } },
      depth: 0,
      limit: 1,
      // The member's own review, found by the member's id: as the member, the query would be
      // refused (owner and booking are fields only their owner reads, and a query has no owner).
      overrideAccess: true,
    })
    const data = { rating, criteria, text: text || null }
    const saved = await changeAsMember(context, (member) =>
      docs[0]
        ? member.update({
            collection: 'reviews',
            id: docs[0].id,
            data,
            locale: context.locale,
            depth: 0,
          })
        : member.create({
            collection: 'reviews',
            data: { ...data, booking } as never,
            locale: context.locale,
            depth: 0,
          }),
    )
    if (!saved.ok) return saved
    revalidatePath('/[locale]/user/bookings', 'page')
    return { ok: true, id: saved.done.id }
  },
})

/** The coach's account replies once to a published review of its coach. */
export const replyToReview = defineAction({
  name: 'replyToReview',
  schema: replySchema,
  member: true,
  quota: () => ({ name: 'reviews' as const }),
  run: async ({ id, reply }, context) => {
    const replied = await changeAsMember(context, (member) =>
      member.update({
        collection: 'reviews',
        id,
        data: { reply },
        locale: context.locale,
        depth: 0,
      }),
    )
    if (!replied.ok) return replied
    revalidatePath('/[locale]/user/coaching', 'page')
    return { ok: true }
  },
})

/** The member removes their own review (published ones leave the coach's numbers at once). */
export const deleteReview = defineAction({
  name: 'deleteReview',
  schema: reviewIdSchema,
  member: true,
  run: async ({ id }, context) => {
    const removed = await changeAsMember(context, (member) =>
      member.delete({ collection: 'reviews', id, depth: 0 }),
    )
    if (!removed.ok) return removed
    revalidatePath('/[locale]/user/bookings', 'page')
    return { ok: true }
  },
})
