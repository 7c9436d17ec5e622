'use server'

import { revalidatePath } from 'next/cache'
import type { Payload } from 'payload'

import { changeAsMember } from '@/lib/actions/changeAsMember'
import { defineAction } from '@/actions/defineAction'
import { refusedChange, refusedField } from '@/lib/actions/refusal'
import { applySchema, withdrawSchema } from '@/lib/applications/applySchema'
import { translatorFor } from '@/lib/i18n/translate'
import { uploadOf } from '@/lib/uploads/uploadOf'

/**
 * A student applies for a programme, study tour, job or internship, with an optional message and
 * CV (a PDF, sent as `files.cv`): the CV is stored privately as the student, then the application
 * is created as the student. The collection's rules decide (certified, open, once); a refusal is
 * said in the student's language, at the CV when it is the CV's.
 */
export const apply = defineAction({
  name: 'apply',
  schema: applySchema,
  member: true,
  quota: () => ({ name: 'applications' as const }),
  run: async ({ kind, id, message }, context, files?: FormData) => {
    const { payload, locale, user } = context
    const file = files instanceof FormData ? files.get('cv') : null
    let cv: number | undefined
    if (file instanceof File && file.size > 0) {
      const document = await changeAsMember(
        context,
        async (member) =>
          member.create({
            collection: 'application-documents',
            data: { owner: user.id },
            file: await uploadOf(file, 'cv.pdf'),
            locale,
            depth: 0,
          }),
        { answer: (error) => refusedChange(error, locale, 'cv') },
      )
      if (!document.ok) return document
      cv = document.done.id
    }
    const application = await changeAsMember(
      context,
      (member) =>
        member.create({
          collection: 'applications',
          // The student, the organisation and the rest are the collection's to fill in.
          data: {
            [kind === 'jobs' ? 'job' : 'offering']: id,
            message: message || undefined,
            cv,
          } as never,
          locale,
          depth: 0,
        }),
      {
        // A CV sent with a refused application belongs to none: it goes at once.
        onFailure: () =>
          cv !== undefined && payload.delete({ collection: 'application-documents', id: cv }),
        answer: async (error) => {
          const field = refusedField(error, locale) === 'cv' ? 'cv' : undefined
          // Sent twice at once: the unique index refused the second; it is said as the rule says it.
          if (!field && (await hasApplied(payload, user.id, kind, id)))
            return {
              ok: false,
              error: 'failure',
              reason: translatorFor(locale)('applications.refusals.alreadyApplied'),
            }
          return refusedChange(error, locale, field)
        },
      },
    )
    if (!application.ok) return application
    revalidatePath('/[locale]/user', 'layout')
    const { status, createdAt } = application.done
    return { ok: true, application: { id: application.done.id, status, createdAt } }
  },
})

/** Whether the student has an application for this listing already. */
async function hasApplied(
  payload: Payload,
  student: number,
  kind: 'offerings' | 'jobs',
  id: number,
) {
  const { totalDocs } = await payload.count({
    collection: 'applications',
    where: { owner: { equals: student }, listingKey: { equals: `${kind}:${id}` } },
  })
  return totalDocs > 0
}

/** The student withdraws their application (until an offer is made: the collection's rules say so otherwise). */
export const withdrawApplication = defineAction({
  name: 'withdrawApplication',
  schema: withdrawSchema,
  member: true,
  quota: () => ({ name: 'applications' as const }),
  run: async ({ id }, context) => {
    const withdrawn = await changeAsMember(context, (member) =>
      member.update({
        collection: 'applications',
        id,
        data: { status: 'withdrawn' },
        locale: context.locale,
        depth: 0,
      }),
    )
    if (!withdrawn.ok) return withdrawn
    revalidatePath('/[locale]/user', 'layout')
    return { ok: true }
  },
})
