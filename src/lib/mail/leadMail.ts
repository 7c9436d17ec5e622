import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { brandName } from '@/lib/brand'
import { translatorFor } from '@/lib/i18n/translate'
import { consultationServices, labelOf } from '@/lib/enums'
import type { Coach, Consultation, ContactMessage, TaskSendLeadMail } from '@/payload-types'

import { mailRetries, sendOnce } from './sendOnce'

type LeadMailInput = TaskSendLeadMail['input']
export type LeadCollection = LeadMailInput['collection']
export type LeadAudience = LeadMailInput['audience']
export type LeadMail = { to: string; subject: string; text: string }

/** Staff read both languages: the notification carries each label in English and Chinese. */
export function contactStaffMail(
  message: Pick<ContactMessage, 'name' | 'email' | 'phone' | 'message' | 'locale' | 'sourcePage'>,
  to: string,
): LeadMail {
  const en = translatorFor('en')
  const zh = translatorFor('zh')
  const label = (key: 'name' | 'email' | 'phone' | 'message' | 'language' | 'page') =>
    `${en(`mail.fields.${key}`)} / ${zh(`mail.fields.${key}`)}`
  return {
    to,
    subject: `${en('mail.contactStaffSubject', { name: message.name })} / ${zh('mail.contactStaffSubject', { name: message.name })}`,
    text: [
      `${label('name')}: ${message.name}`,
      `${label('email')}: ${message.email}`,
      `${label('phone')}: ${message.phone || '—'}`,
      `${label('language')}: ${message.locale}`,
      `${label('page')}: ${message.sourcePage || '—'}`,
      '',
      `${label('message')}:`,
      message.message,
    ].join('\n'),
  }
}

/** A new consultation booking, for staff (bilingual labels); they call back within 2 hours. */
export function consultationStaffMail(booking: Consultation, to: string): LeadMail {
  const en = translatorFor('en')
  const zh = translatorFor('zh')
  const label = (
    key:
      | 'studentName'
      | 'service'
      | 'school'
      | 'gpa'
      | 'contact'
      | 'coach'
      | 'plan'
      | 'language'
      | 'page',
  ) => `${en(`mail.fields.${key}`)} / ${zh(`mail.fields.${key}`)}`
  const coach =
    typeof booking.preferredCoach === 'object' ? (booking.preferredCoach as Coach | null) : null
  const service = booking.service as (typeof consultationServices)[number]['value']
  return {
    to,
    subject: `${en('mail.consultationStaffSubject', { name: booking.studentName })} / ${zh('mail.consultationStaffSubject', { name: booking.studentName })}`,
    text: [
      `${label('studentName')}: ${booking.studentName}`,
      `${label('service')}: ${labelOf(consultationServices, service, 'en')} / ${labelOf(consultationServices, service, 'zh')}`,
      `${label('contact')}: ${booking.contact}`,
      `${label('school')}: ${booking.school || '—'}`,
      `${label('gpa')}: ${booking.gpa || '—'}`,
      `${label('coach')}: ${coach?.name ?? '—'}`,
      `${label('plan')}: ${booking.plan || '—'}`,
      `${label('language')}: ${booking.locale}`,
      `${label('page')}: ${booking.sourcePage || '—'}`,
    ].join('\n'),
  }
}

/** The visitor's confirmation, in the language they wrote in. */
export function contactConfirmationMail(
  message: Pick<ContactMessage, 'name' | 'email' | 'message' | 'locale'>,
  brand: string,
): LeadMail {
  const t = translatorFor(message.locale)
  return {
    to: message.email,
    subject: t('mail.contactConfirmSubject', { brand }),
    text: [
      t('mail.greeting', { name: message.name }),
      '',
      t('mail.contactConfirmBody'),
      '',
      '> ' + message.message.split('\n').join('\n> '),
      '',
      brand,
    ].join('\n'),
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

/** Where staff notifications go: STAFF_EMAIL, else the contact e-mail in site settings. */
async function staffAddress(payload: Payload) {
  if (process.env.STAFF_EMAIL) return process.env.STAFF_EMAIL
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  return settings.contactEmail || 'staff@edubridge.local'
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
