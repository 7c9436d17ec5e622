import { createTranslator, type Messages } from 'next-intl'

import en from '../../../messages/en.json'
import zh from '../../../messages/zh.json'
import { type AppLocale, defaultLocale, isLocale } from '@/i18n/locales'

const catalogues: Record<AppLocale, Messages> = { en, zh }

/** A translator usable outside React (Payload hooks, mail, server validation). */
export const translatorFor = (locale: unknown) => {
  const chosen: AppLocale = isLocale(locale) ? locale : defaultLocale
  return createTranslator({ locale: chosen, messages: catalogues[chosen] })
}
