'use server'

import { contactSchema } from '@/lib/leads/contactSchema'
import { type LeadResult, submitLead } from '@/lib/leads/submitLead'

/** Stores a contact message and queues its mails (the visitor's confirmation, the staff notification). */
export async function sendContactMessage(input: unknown, meta: { sourcePage?: string; website?: string }): Promise<LeadResult> {
  return submitLead({
    form: 'contact',
    schema: contactSchema,
    input,
    website: meta.website,
    store: (payload, data, locale) =>
      payload.create({
        collection: 'contact-messages',
        data: { ...data, status: 'new', locale, sourcePage: meta.sourcePage?.slice(0, 300) },
        // Anonymous visitors: the access rule admits this form's server action only.
        overrideAccess: false,
        context: { leadForm: true },
      }),
  })
}
