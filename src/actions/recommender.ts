'use server'

import { revalidatePath } from 'next/cache'
import { z } from 'zod'

import { defineAction } from '@/lib/actions/defineAction'
import { refusalReason } from '@/lib/actions/refusal'
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
  run: async (form, { payload, locale, user }) => {
    try {
      const set = await payload.create({
        collection: 'recommendation-sets',
        data: { profile: form } as never,
        user,
        overrideAccess: false,
        locale,
        depth: 0,
        select: {},
      })
      revalidatePath('/[locale]/user', 'layout')
      return { ok: true, id: set.id }
    } catch (error) {
      return { ok: false, error: 'failure', reason: refusalReason(error, locale) }
    }
  },
})

/** The owner ranks a saved set again against everything published now. */
export const refreshRecommendations = defineAction({
  name: 'refreshRecommendations',
  schema: setSchema,
  member: true,
  quota: () => ({ name: 'recommendations' as const }),
  run: async ({ id }, { payload, locale, user }) => {
    try {
      await payload.update({
        collection: 'recommendation-sets',
        id,
        data: {},
        context: { refreshRecommendations: true },
        user,
        overrideAccess: false,
        locale,
        depth: 0,
        select: {},
      })
    } catch (error) {
      return { ok: false, error: 'failure', reason: refusalReason(error, locale) }
    }
    revalidatePath(`/[locale]/tools/recommender/${id}`, 'page')
    return { ok: true }
  },
})

/** The owner deletes a saved set. */
export const deleteRecommendations = defineAction({
  name: 'deleteRecommendations',
  schema: setSchema,
  member: true,
  run: async ({ id }, { payload, locale, user }) => {
    try {
      await payload.delete({
        collection: 'recommendation-sets',
        id,
        user,
        overrideAccess: false,
        locale,
        depth: 0,
      })
    } catch (error) {
      return { ok: false, error: 'failure', reason: refusalReason(error, locale) }
    }
    revalidatePath('/[locale]/user', 'layout')
    return { ok: true }
  },
})
