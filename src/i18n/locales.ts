/** Locale facts shared by routing, Payload localization and the UI: en (default and fallback) and zh. */
export const locales = ['en', 'zh'] as const
export type AppLocale = (typeof locales)[number]
export const defaultLocale: AppLocale = 'en'

/** BCP 47 tags for `<html lang>` and hreflang. */
export const localeIso: Record<AppLocale, string> = { en: 'en-US', zh: 'zh-CN' }

/** Names shown in the language switcher, each in its own language. */
export const localeNames: Record<AppLocale, string> = { en: 'English', zh: '简体中文' }
export const localeShortNames: Record<AppLocale, string> = { en: 'EN', zh: '中文' }

export const isLocale = (value: unknown): value is AppLocale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value)
