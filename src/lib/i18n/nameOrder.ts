import type { AppLocale } from '@/i18n/locales'

/**
 * The name fields in the order a form asks for them: the given name first in English, the family
 * name first in Chinese (姓, then 名), as each language writes a name.
 */
export const nameFieldOrder = (locale: AppLocale) =>
  locale === 'zh' ? (['lastName', 'firstName'] as const) : (['firstName', 'lastName'] as const)
