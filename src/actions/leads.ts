'use server'

import { defineAction } from '@/actions/defineAction'
import { consultationSchema } from '@/lib/leads/consultationSchema'
import { contactSchema } from '@/lib/leads/contactSchema'

/** Where a public form was sent from, and its honeypot field (people never see or fill it). */
type LeadMeta = { sourcePage?: string; website?: string }

const sourcePageOf = (meta: LeadMeta | undefined) =>
  typeof meta?.sourcePage === 'string' ? meta.sourcePage.slice(0, 300) : undefined

/**
 * Stores a contact message and queues its mails (the visitor's confirmation, the staff
 * notification) in the same transaction: "success" means stored, and the mails will follow.
 */
export const sendContactMessage = defineAction({
  name: 'sendContactMessage',
  schema: contactSchema,
  quota: () => ({ name: 'contact' }),
  run: async (data, { payload, locale }, meta?: LeadMeta) => {
    // Bots get a success and nothing is kept.
    if (meta?.website) return { ok: true }
    await payload.create({
      collection: 'contact-messages',
      data: { ...data, status: 'new', locale, sourcePage: sourcePageOf(meta) },
      // Anonymous visitors: the access rule admits this form's server action only.
      overrideAccess: false,
      context: { leadForm: true },
    })
    return { ok: true }
  },
})

/** Stores a free-consultation booking (with the preferred coach, if one was chosen) and notifies staff. */
export const bookConsultation = defineAction({
  name: 'bookConsultation',
  schema: consultationSchema,
  quota: () => ({ name: 'consultation' }),
  run: async ({ coach, ...data }, { payload, locale }, meta?: LeadMeta) => {
    if (meta?.website) return { ok: true }
    // Only a published coach can be preferred; an unknown slug means "no preference".
    const preferred = coach
      ? (
          await payload.find({
            collection: 'coaches',
            where: { slug: { equals: coach } },
            limit: 1,
            depth: 0,
            overrideAccess: false,
            select: {},
          })
        ).docs[0]
      : undefined
    await payload.create({
      collection: 'consultations',
      data: {
        ...data,
        service: data.service as never,
        preferredCoach: preferred?.id,
        status: 'new',
        locale,
        sourcePage: sourcePageOf(meta),
      },
      overrideAccess: false,
      context: { leadForm: true },
    })
    return { ok: true }
  },
})
