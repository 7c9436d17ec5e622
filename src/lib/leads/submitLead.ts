import { getLocale } from 'next-intl/server'
import type { Payload } from 'payload'
import type { z } from 'zod'

import { type AppLocale, defaultLocale, isLocale } from '@/i18n/locales'
import { clientIp } from '@/lib/http/clientIp'
import { consumeQuota } from '@/lib/http/rateLimit'
import { getPayloadClient } from '@/lib/payload'
import { fieldIssues } from '@/lib/validation/issues'

export type LeadResult =
  | { ok: true }
  | { ok: false; error: 'invalid'; fields: Record<string, string> }
  | { ok: false; error: 'rateLimited'; retryAfterSeconds: number }
  | { ok: false; error: 'failure' }

type Submission<S extends z.ZodType> = {
  form: 'contact' | 'consultation'
  schema: S
  input: unknown
  /** The honeypot field: people never see or fill it. */
  website?: string
  /** Stores the checked data (as the anonymous visitor; the collection admits lead forms only). */
  store: (payload: Payload, data: z.infer<S>, locale: AppLocale) => Promise<unknown>
}

/**
 * What every public form's server action does: the form's own schema again, the honeypot, the
 * per-IP limit, then the database. Success is only reported once the submission is stored; its
 * mails were queued in the same transaction, and the job runner sends them within seconds.
 */
export async function submitLead<S extends z.ZodType>({ form, schema, input, website, store }: Submission<S>): Promise<LeadResult> {
  // Bots get a success and nothing is kept.
  if (website) return { ok: true }
  const parsed = schema.safeParse(input)
  if (!parsed.success) {
    return { ok: false, error: 'invalid', fields: fieldIssues(parsed.error) }
  }
  const payload = await getPayloadClient()
  const quota = await consumeQuota(payload, form, await clientIp())
  if (!quota.ok) return { ok: false, error: 'rateLimited', retryAfterSeconds: quota.retryAfterSeconds }
  const locale = await getLocale()
  try {
    await store(payload, parsed.data, isLocale(locale) ? locale : defaultLocale)
  } catch (error) {
    payload.logger.error({ err: error, form }, 'A form submission could not be stored')
    return { ok: false, error: 'failure' }
  }
  return { ok: true }
}
