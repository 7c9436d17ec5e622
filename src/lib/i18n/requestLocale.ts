import type { PayloadRequest } from 'payload'

import { type AppLocale, defaultLocale, isLocale } from '@/i18n/locales'

/** The language to answer a Payload request in: its content locale, else its admin language. */
export const requestLocale = (req: Pick<PayloadRequest, 'locale' | 'i18n'>): AppLocale => {
  if (isLocale(req.locale) && req.locale !== defaultLocale) return req.locale
  const language = req.i18n?.language
  return isLocale(language) ? language : defaultLocale
}
