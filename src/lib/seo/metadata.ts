import type { Metadata } from 'next'

import { type AppLocale, defaultLocale, localeIso, locales } from '@/i18n/locales'

export const siteUrl = () => process.env.NEXT_PUBLIC_SERVER_URL || 'http://localhost:3000'

/** The public URL path of `path` (locale-neutral, e.g. "/coach/chen-wei") in `locale`. */
export const localizedPath = (path: string, locale: AppLocale) =>
  locale === defaultLocale ? path : path === '/' ? `/${locale}` : `/${locale}${path}`

type PageMeta = {
  locale: AppLocale
  /** Locale-neutral path of this page in each language (differs only for per-language slugs). */
  paths: string | Record<AppLocale, string>
  title?: string
  description?: string | null
  image?: string | null
  noIndex?: boolean
}

/** Title, description, canonical URL, hreflang alternates (en, zh, x-default) and Open Graph for a page. */
export function pageMetadata({ locale, paths, title, description, image, noIndex }: PageMeta): Metadata {
  const pathIn = (l: AppLocale) => localizedPath(typeof paths === 'string' ? paths : paths[l], l)
  const languages = Object.fromEntries(locales.map((l) => [localeIso[l], pathIn(l)]))
  return {
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    alternates: { canonical: pathIn(locale), languages: { ...languages, 'x-default': pathIn(defaultLocale) } },
    openGraph: {
      type: 'website',
      locale: localeIso[locale].replace('-', '_'),
      url: pathIn(locale),
      ...(title ? { title } : {}),
      ...(description ? { description } : {}),
      ...(image ? { images: [{ url: image }] } : {}),
    },
    ...(noIndex ? { robots: { index: false } } : {}),
  }
}
