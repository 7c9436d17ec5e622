'use server'

import { revalidatePath } from 'next/cache'
import { z } from 'zod'

import { getMyCertification } from '@/data/certifications'
import { changeAsMember } from '@/lib/actions/changeAsMember'
import { defineAction } from '@/actions/defineAction'
import { refusedChange } from '@/lib/actions/refusal'
import { detailsOf, photoFieldOf, schemaOf } from '@/lib/certification/details'
import type { SaveIntent } from '@/lib/certification/workflow'
import { relationId } from '@/lib/db/relationId'
import { uploadOf } from '@/lib/uploads/uploadOf'
import { fieldIssues, formInput } from '@/lib/validation/issues'

/** What a successful save did, for the member's confirmation. */
type SaveOutcome = 'submitted' | 'updated' | 'draftSaved'

/**
 * Saves the member's student or organisation application from its form (fields as JSON, the photo
 * as a file): checked with the form's own schema (a draft may leave required fields empty), the
 * photo stored privately, then created or updated as the member; the workflow hook sets the status.
 */
export const saveCertification = defineAction({
  name: 'saveCertification',
  schema: z.instanceof(FormData),
  member: true,
  run: async (form, context) => {
    const { payload, locale, user } = context
    const type = form.get('type') === 'organisation' ? 'organisation' : 'student'
    const intent: SaveIntent = form.get('intent') === 'draft' ? 'draft' : 'submit'
    const photo = photoFieldOf(type)
    let input: unknown
    try {
      input = JSON.parse(String(form.get('data') ?? '{}'))
    } catch {
      return { ok: false, error: 'invalid', fields: {} }
    }
    if (typeof input !== 'object' || input === null || Array.isArray(input))
      return { ok: false, error: 'invalid', fields: {} }
    const parsed = schemaOf(type).safeParse(input, formInput)
    const fields = parsed.success ? {} : fieldIssues(parsed.error)
    // A draft may be incomplete, never malformed.
    const blocking = Object.fromEntries(
      Object.entries(fields).filter(
        ([, key]) => intent === 'submit' || !key.startsWith('required:'),
      ),
    )

    const existing = await getMyCertification(user, type)
    const file = form.get('photo')
    const hasNewPhoto = file instanceof File && file.size > 0
    const stored = existing ? detailsOf(existing).photo : null
    const storedPhoto = relationId(stored)
    if (intent === 'submit' && !hasNewPhoto && !storedPhoto) blocking[photo] = `required:${photo}`
    if (Object.keys(blocking).length > 0) return { ok: false, error: 'invalid', fields: blocking }

    // A draft's missing or malformed fields are saved empty, never as sent (Payload would refuse
    // them in its own words, in English).
    const emptied = Object.fromEntries(Object.keys(fields).map((name) => [name, '']))
    const values = (parsed.success ? parsed.data : { ...input, ...emptied }) as Record<
      string,
      unknown
    >
    let photoId: number | undefined
    if (hasNewPhoto) {
      const doc = await changeAsMember(
        context,
        async (member) =>
          member.create({
            collection: 'certification-documents',
            data: { owner: user.id },
            file: await uploadOf(file, 'photo'),
            locale,
          }),
        // Refused by the documents' own checks (not an image, too large): said at the photo, in the request's language.
        { answer: (error) => refusedChange(error, locale, photo) },
      )
      if (!doc.ok) return doc
      photoId = doc.done.id
    }
    const group = {
      ...existing?.[type],
      ...clean(values),
      [photo]: photoId ?? storedPhoto ?? null,
    }
    const intentContext = { certificationIntent: intent }
    const saved = await changeAsMember(
      context,
      (member) =>
        existing
          ? member.update({
              collection: 'certifications',
              id: existing.id,
              data: { [type]: group },
              context: intentContext,
              locale,
            })
          : member.create({
              collection: 'certifications',
              data: { type, [type]: group } as never,
              context: intentContext,
              locale,
            }),
      {
        // The photo sent with a refused save belongs to no application: it goes at once.
        onFailure: () =>
          photoId !== undefined &&
          payload.delete({ collection: 'certification-documents', id: photoId }),
        answer: (error) => {
          payload.logger.error({ err: error }, 'A certification could not be saved')
          return refusedChange(error, locale)
        },
      },
    )
    if (!saved.ok) return saved
    // A replaced photo goes at once: the member's ID is kept only while an application shows it.
    if (photoId !== undefined && storedPhoto)
      await payload
        .delete({ collection: 'certification-documents', id: storedPhoto })
        .catch(() => undefined)
    revalidatePath('/[locale]/user', 'layout')
    const updating = Boolean(existing && existing.status !== 'pending-submission')
    const outcome: SaveOutcome =
      intent === 'draft' ? 'draftSaved' : updating ? 'updated' : 'submitted'
    return { ok: true, outcome }
  },
})

/** Empty strings are "not given". */
const clean = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === '' ? null : v]))
