'use server'

import { consultationSchema } from './consultationSchema'
import { type LeadResult, submitLead } from './submitLead'

/** Stores a free-consultation booking (with the preferred coach, if one was chosen) and notifies staff. */
export async function bookConsultation(input: unknown, meta: { sourcePage?: string; website?: string }): Promise<LeadResult> {
  return submitLead({
    form: 'consultation',
    schema: consultationSchema,
    input,
    website: meta.website,
    store: async (payload, { coach, ...data }, locale) => {
      // Only a published coach can be preferred; an unknown slug means "no preference".
      const preferred = coach
        ? (await payload.find({ collection: 'coaches', where: { slug: { equals: coach } }, limit: 1, depth: 0, overrideAccess: false, select: {} })).docs[0]
        : undefined
      return payload.create({
        collection: 'consultations',
        data: {
          ...data,
          service: data.service as never,
          preferredCoach: preferred?.id,
          status: 'new',
          locale,
          sourcePage: meta.sourcePage?.slice(0, 300),
        },
        // Anonymous visitors: the access rule admits this form's server action only.
        overrideAccess: false,
        context: { leadForm: true },
      })
    },
  })
}
