'use server'

import { revalidatePath } from 'next/cache'
import { z } from 'zod'

import { changeAsMember } from '@/lib/actions/changeAsMember'
import { type ActionContext, defineAction, parseWith } from '@/actions/defineAction'
import { failedChange } from '@/lib/actions/refusal'
import { listingData } from '@/lib/listings/listingData'
import {
  applicationStatusSchema,
  type JobInput,
  listingSchemas,
  type OfferingInput,
} from '@/lib/listings/listingSchema'
import { saveListing } from '@/lib/listings/saveListing'
import type { ListingKind } from '@/lib/organisations/roles'
import { storeOrganisationImage } from '@/lib/uploads/organisationImage'
import { documentId } from '@/lib/validation/documentId'

const listingId = documentId

/** How a listing or application change that did not happen is answered. */
const refused = (context: ActionContext<true>) => ({
  answer: (error: unknown) => failedChange(error, context, 'A listing change failed'),
})

/** The dashboard pages that show listings and their applications. */
const refreshDashboard = () => revalidatePath('/[locale]/user', 'layout')

/**
 * Saves a programme, study tour, job or internship from its form as the member: new, or the
 * member's own (`id`); the status is the button pressed. The collections decide whether the
 * organisation may publish it and whether its ranges hold.
 */
const listingSaver = (kind: ListingKind) =>
  defineAction({
    name: kind === 'jobs' ? 'saveJob' : 'saveOffering',
    schema: listingSchemas[kind] as z.ZodType<OfferingInput | JobInput>,
    member: true,
    run: async (values, context, id?: unknown) => {
      const { payload, locale, user } = context
      const existing = parseWith(listingId.optional(), id)
      const cover = 'cover' in values && values.cover ? Number(values.cover) : null
      if (cover !== null && !(await ownImage(context, cover)))
        return { ok: false, error: 'invalid', fields: { cover: 'badCharacters' } }
      // Saved as the member by saveListing.
      const saved = await changeAsMember(
        context,
        () => saveListing(payload, { kind, id: existing, data: listingData(values), user, locale }),
        refused(context),
      )
      if (!saved.ok) return saved
      refreshDashboard()
      return { ok: true, id: saved.done }
    },
  })

/** A cover is one of the member's own uploads. */
const ownImage = async ({ payload, user }: ActionContext<true>, id: number) =>
  (
    await payload.count({
      collection: 'organisation-images',
      where: { id: { equals: id }, owner: { equals: user.id } },
    })
  ).totalDocs === 1

export const saveOffering = listingSaver('offerings')
export const saveJob = listingSaver('jobs')

/** Deletes one of the member's drafts (what was published stays, to be closed). */
export const deleteDraft = defineAction({
  name: 'deleteDraft',
  schema: z.object({ kind: z.enum(['offerings', 'jobs']), id: listingId }),
  member: true,
  run: async ({ kind, id }, context) => {
    const deleted = await changeAsMember(
      context,
      (member) =>
        member.delete({
          collection: kind,
          where: { id: { equals: id }, status: { equals: 'draft' } },
          locale: context.locale,
        }),
      refused(context),
    )
    if (!deleted.ok) return deleted
    // Not a draft of theirs (any more): nothing was deleted.
    if (deleted.done.docs.length === 0) return { ok: false, error: 'failure' }
    refreshDashboard()
    return { ok: true }
  },
})

/** The organisation moves an application along (shortlist, interview, offer…); the collection's rules decide. */
export const changeApplicationStatus = defineAction({
  name: 'changeApplicationStatus',
  schema: applicationStatusSchema,
  member: true,
  run: async ({ id, status }, context) => {
    const changed = await changeAsMember(
      context,
      (member) =>
        member.update({
          collection: 'applications',
          id,
          data: { status },
          locale: context.locale,
          depth: 0,
        }),
      refused(context),
    )
    if (!changed.ok) return changed
    refreshDashboard()
    return { ok: true }
  },
})

/**
 * A listing's cover, stored at once among the organisation's public pictures (the listing refers
 * to it when saved): an image by its content, at most 5 MB.
 */
export const uploadCover = defineAction({
  name: 'uploadCover',
  schema: z.instanceof(FormData),
  member: true,
  run: async (form, context) => {
    const { payload, locale, user } = context
    const file = form.get('cover')
    if (!(file instanceof File) || file.size === 0) return { ok: false, error: 'notImage' }
    // Stored as the member by storeOrganisationImage.
    const stored = await changeAsMember(
      context,
      () => storeOrganisationImage(payload, { file, name: 'cover', user, locale }),
      refused(context),
    )
    if (!stored.ok) return stored
    if ('problem' in stored.done) return { ok: false, error: stored.done.problem }
    const { id, url, sizes } = stored.done.image
    return { ok: true, id, url: sizes?.card?.url ?? url ?? '' }
  },
})
