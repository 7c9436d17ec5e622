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

// A message with arguments is an array once compiled for the web server (next.config.mjs): its
// pieces are not texts of their own.
const leaves = (node: unknown): string[] =>
  typeof node === 'string'
    ? [node]
    : node && typeof node === 'object' && !Array.isArray(node)
      ? Object.values(node).flatMap(leaves)
      : []
const texts = new Map<AppLocale, Set<string>>()

/** Whether a text is one of the portal's own messages in a language, word for word (a field check's answer, not Payload's English). */
export function isCatalogueText(text: unknown, locale: unknown): boolean {
  const chosen: AppLocale = isLocale(locale) ? locale : defaultLocale
  if (!texts.has(chosen)) texts.set(chosen, new Set(leaves(catalogues[chosen])))
  return typeof text === 'string' && texts.get(chosen)!.has(text)
}
