'use server'

import { headers } from 'next/headers'
import { getLocale } from 'next-intl/server'

import { isLocale } from '@/i18n/locales'
import { contactSchema } from '@/lib/leads/contactSchema'
import { consumeFormQuota } from '@/lib/leads/rateLimit'
import { getPayloadClient } from '@/lib/payload'

export type ContactResult =
  | { ok: true }
  | { ok: false; error: 'invalid'; fields: Record<string, string> }
  | { ok: false; error: 'rateLimited'; retryAfterSeconds: number }
  | { ok: false; error: 'failure' }

/**
 * Stores a contact message (checked again with the form's own schema) and queues its mails.
 * Success is only reported once the message is in the database.
 */
export async function sendContactMessage(input: unknown, meta: { sourcePage?: string; website?: string }): Promise<ContactResult> {
  // The honeypot: people never see or fill this field; bots get a success and nothing is kept.
  if (meta.website) return { ok: true }
  const parsed = contactSchema.safeParse(input)
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]))
    return { ok: false, error: 'invalid', fields }
  }
  const payload = await getPayloadClient()
  const ip = (await headers()).get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown'
  const quota = await consumeFormQuota(payload, 'contact', ip)
  if (!quota.ok) return { ok: false, error: 'rateLimited', retryAfterSeconds: quota.retryAfterSeconds }
  const locale = await getLocale()
  try {
    await payload.create({
      collection: 'contact-messages',
      data: {
        ...parsed.data,
        status: 'new',
        locale: isLocale(locale) ? locale : 'en',
        sourcePage: meta.sourcePage?.slice(0, 300),
      },
      // Anonymous visitors: the access rule admits this form's server action only.
      overrideAccess: false,
      context: { leadForm: true },
    })
  } catch (error) {
    payload.logger.error({ err: error }, 'Contact message could not be stored')
    return { ok: false, error: 'failure' }
  }
  // Send now rather than at the next minute's run; a failure is retried by the queue.
  void payload.jobs.run({ queue: 'mail' }).catch((error: unknown) => payload.logger.error({ err: error }, 'Mail queue run failed'))
  return { ok: true }
}
