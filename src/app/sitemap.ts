import type { MetadataRoute } from 'next'
import { connection } from 'next/server'

import { publicPaths } from '@/data/sitemap'
import { localeIso, locales } from '@/i18n/locales'
import { localizedPath, siteUrl } from '@/lib/seo/metadata'

/**
 * Every public document in both languages, each entry listing its other-language alternate.
 * Made at request time (never prerendered at build, where it would keep the build's origin) from
 * the cached list of publicPaths, which a publish expires at once through its cache tags.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection()
  const base = siteUrl()
  const entries = await publicPaths()
  return entries.flatMap(({ paths, updatedAt }) => {
    const pathIn = (locale: (typeof locales)[number]) =>
      base + localizedPath(typeof paths === 'string' ? paths : paths[locale], locale)
    const languages = Object.fromEntries(locales.map((l) => [localeIso[l], pathIn(l)]))
    return locales.map((locale) => ({
      url: pathIn(locale),
      ...(updatedAt ? { lastModified: new Date(updatedAt) } : {}),
      alternates: { languages },
    }))
  })
}
