import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { defaultLocale } from '@/i18n/locales'
import { brandName } from '@/lib/brand'
import { translatorFor } from '@/lib/i18n/translate'
import { consultationServices, labelOf } from '@/lib/enums'
import type { Coach, Consultation, ContactMessage, TaskSendLeadMail } from '@/payload-types'

import { given } from './given'
import { mailRetries, sendOnce } from './sendOnce'
import { staffAddress } from './staffAddress'

type LeadMailInput = TaskSendLeadMail['input']
export type LeadCollection = LeadMailInput['collection']
export type LeadAudience = LeadMailInput['audience']
export type LeadMail = { to: string; subject: string; text: string }

/**
 * Staff read both languages: their notifications are one bilingual text, the same in both
 * catalogues (a unit test compares them), read from the default language's.
 */
const forStaff = translatorFor(defaultLocale)

/** A new contact message, for staff. */
export function contactStaffMail(
  message: Pick<ContactMessage, 'name' | 'email' | 'phone' | 'message' | 'locale' | 'sourcePage'>,
  to: string,
): LeadMail {
  return {
    to,
    subject: forStaff('mail.contactStaff.subject', { name: message.name }),
    text: forStaff('mail.contactStaff.body', {
      name: message.name,
      email: message.email,
      locale: message.locale,
      message: message.message,
      ...given({ phone: message.phone, page: message.sourcePage }),
    }),
  }
}

/** A new consultation booking, for staff, with the service in both languages; they call back within 2 hours. */
export function consultationStaffMail(booking: Consultation, to: string): LeadMail {
  const coach =
    typeof booking.preferredCoach === 'object' ? (booking.preferredCoach as Coach | null) : null
  const service = booking.service as (typeof consultationServices)[number]['value']
  return {
    to,
    subject: forStaff('mail.consultationStaff.subject', { name: booking.studentName }),
    text: forStaff('mail.consultationStaff.body', {
      name: booking.studentName,
      service: labelOf(consultationServices, service, 'en'),
      serviceZh: labelOf(consultationServices, service, 'zh'),
      contact: booking.contact,
      locale: booking.locale,
      ...given({
        school: booking.school,
        gpa: booking.gpa,
        coach: coach?.name,
        plan: booking.plan,
        page: booking.sourcePage,
      }),
    }),
  }
}

/** The visitor's message as a plain-text mail quotes it: each line after "> ". */
const quoted = (text: string) =>
  text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')

/** The visitor's confirmation, in the language they wrote in. */
export function contactConfirmationMail(
  message: Pick<ContactMessage, 'name' | 'email' | 'message' | 'locale'>,
  brand: string,
): LeadMail {
  const t = translatorFor(message.locale)
  return {
    to: message.email,
    subject: t('mail.contactConfirm.subject', { brand }),
    text: t('mail.contactConfirm.body', {
      name: message.name,
      message: quoted(message.message),
      brand,
    }),
  }
}

/** One mail: a submission and its audience. */
const leadMailKey = ({ collection, id, audience }: LeadMailInput) =>
  `lead:${collection}:${id}:${audience}`

/** The mail a lead job sends, built from the stored submission. */
async function leadMail(
  payload: Payload,
  input: LeadMailInput,
  req: PayloadRequest,
): Promise<LeadMail> {
  if (input.collection === 'consultations') {
    const booking = await payload.findByID({
      collection: 'consultations',
      id: input.id,
      depth: 1,
      req,
    })
    return consultationStaffMail(booking, await staffAddress(payload))
  }
  const message = await payload.findByID({
    collection: 'contact-messages',
    id: input.id,
    depth: 0,
    req,
  })
  if (input.audience === 'staff') return contactStaffMail(message, await staffAddress(payload))
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    locale: message.locale,
    req,
  })
  return contactConfirmationMail(message, brandName(settings, message.locale))
}

/**
 * One mail per job, so a retry after an SMTP failure sends only what has not gone out yet, and
 * never twice (one idempotency key per submission and audience). A system task: it reads the
 * stored submission with full access.
 */
export const leadMailTask: TaskConfig<'sendLeadMail'> = {
  slug: 'sendLeadMail',
  label: 'Send a lead mail',
  inputSchema: [
    {
      name: 'collection',
      type: 'select',
      options: ['contact-messages', 'consultations'],
      required: true,
    },
    { name: 'id', type: 'number', required: true },
    { name: 'audience', type: 'select', options: ['staff', 'submitter'], required: true },
  ],
  retries: mailRetries,
  concurrency: ({ input }) => leadMailKey(input),
  handler: async ({ input, req }) => {
    const mail = await leadMail(req.payload, input, req)
    await sendOnce(req.payload, leadMailKey(input), () => req.payload.sendEmail(mail))
    return { output: {} }
  },
}
