import type { MetadataRoute } from 'next'

import { publicPaths } from '@/data/sitemap'
import { localeIso, locales } from '@/i18n/locales'
import { localizedPath, siteUrl } from '@/lib/seo/metadata'

// Cached; a publish expires it at once through the cache tags of publicPaths.
export const revalidate = 3600

/** Every public document in both languages, each entry listing its other-language alternate. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl()
  const entries = await publicPaths()
  return entries.flatMap(({ paths, updatedAt }) => {
    const pathIn = (locale: (typeof locales)[number]) => base + localizedPath(typeof paths === 'string' ? paths : paths[locale], locale)
    const languages = Object.fromEntries(locales.map((l) => [localeIso[l], pathIn(l)]))
    return locales.map((locale) => ({
      url: pathIn(locale),
      ...(updatedAt ? { lastModified: new Date(updatedAt) } : {}),
      alternates: { languages },
    }))
  })
}
