import type { MetadataRoute } from 'next'
import { connection } from 'next/server'

import { siteUrl } from '@/lib/seo/metadata'

/** Crawlers may read the public site; the admin, API and member areas are not for them. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  // At request time, not prerendered at build: the sitemap line names the origin this server runs on.
  await connection()
  const disallow = [
    '/admin',
    '/api',
    '/user',
    '/zh/user',
    '/en/user',
    '/my-account-login',
    '/zh/my-account-login',
  ]
  return { rules: [{ userAgent: '*', allow: '/', disallow }], sitemap: `${siteUrl()}/sitemap.xml` }
}
