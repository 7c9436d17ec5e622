'use server'

import { revalidatePath } from 'next/cache'
import { z } from 'zod'

import { defineAction } from '@/actions/defineAction'
import { changeAsMember } from '@/lib/actions/changeAsMember'
import { recommenderFormSchema } from '@/lib/recommender/profileSchema'
import { documentId } from '@/lib/validation/documentId'

const setSchema = z.object({ id: documentId })

/**
 * A certified student saves the results of a profile: the collection ranks them again on the
 * server (nothing ranked in the browser is stored) and refuses anyone who is not a certified student.
 */
export const saveRecommendations = defineAction({
  name: 'saveRecommendations',
  schema: recommenderFormSchema,
  member: true,
  quota: () => ({ name: 'recommendations' as const }),
  run: async (form, context) => {
    const set = await changeAsMember(context, (member) =>
      member.create({
        collection: 'recommendation-sets',
        data: { profile: form } as never,
        locale: context.locale,
        depth: 0,
        select: {},
      }),
    )
    if (!set.ok) return set
    revalidatePath('/[locale]/user', 'layout')
    return { ok: true, id: set.done.id }
  },
})

/** The owner ranks a saved set again against everything published now. */
export const refreshRecommendations = defineAction({
  name: 'refreshRecommendations',
  schema: setSchema,
  member: true,
  quota: () => ({ name: 'recommendations' as const }),
  run: async ({ id }, context) => {
    const refreshed = await changeAsMember(context, (member) =>
      member.update({
        collection: 'recommendation-sets',
        id,
        data: {},
        context: { refreshRecommendations: true },
        locale: context.locale,
        depth: 0,
        select: {},
      }),
    )
    if (!refreshed.ok) return refreshed
    revalidatePath(`/[locale]/tools/recommender/${id}`, 'page')
    return { ok: true }
  },
})

/** The owner deletes a saved set. */
export const deleteRecommendations = defineAction({
  name: 'deleteRecommendations',
  schema: setSchema,
  member: true,
  run: async ({ id }, context) => {
    const deleted = await changeAsMember(context, (member) =>
      member.delete({ collection: 'recommendation-sets', id, locale: context.locale, depth: 0 }),
    )
    if (!deleted.ok) return deleted
    revalidatePath('/[locale]/user', 'layout')
    return { ok: true }
  },
})
