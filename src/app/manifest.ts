import type { MetadataRoute } from 'next'
import { connection } from 'next/server'

import { brandName, getSiteSettings } from '@/data/siteSettings'
import { defaultLocale, localeIso } from '@/i18n/locales'
import { translatorFor } from '@/lib/i18n/translate'

/**
 * The web manifest (for "add to home screen"): the brand as the editors set it, the colours of the
 * light theme and of the icon. One manifest serves both languages: its name is the brand in each
 * where they differ, the short name the default language's (a home screen shows about 12 characters).
 */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  // At request time, not prerendered at build: an editor's new brand shows without a rebuild.
  await connection()
  const [en, zh] = await Promise.all([getSiteSettings('en'), getSiteSettings('zh')])
  const brand = brandName(en, 'en')
  const brandZh = brandName(zh, 'zh')
  return {
    name: brand === brandZh ? brand : `${brand} ${brandZh}`,
    short_name: brand,
    description: en.meta?.description || translatorFor(defaultLocale)('meta.description'),
    lang: localeIso[defaultLocale],
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#1e3a8a',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  }
}
