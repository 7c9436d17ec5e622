import { notFound } from 'next/navigation'

import { type AppLocale, isLocale } from './locales'

/** A route's `[locale]` segment, narrowed once: anything but a portal language is the 404 page. */
export async function localeParam(params: Promise<{ locale: string }>): Promise<AppLocale> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return locale
}
