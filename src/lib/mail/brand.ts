import type { Payload, PayloadRequest } from 'payload'

import type { AppLocale } from '@/i18n/locales'
import { brandName } from '@/lib/brand'

/** The brand name mails sign with, from site settings in the mail's language. */
export async function mailBrand(
  payload: Payload,
  locale: AppLocale,
  req?: PayloadRequest,
): Promise<string> {
  return brandName(
    await payload.findGlobal({ slug: 'site-settings', locale, depth: 0, req }),
    locale,
  )
}
