import type { MetadataRoute } from 'next'

import { siteUrl } from '@/lib/seo/metadata'

/** Crawlers may read the public site; the admin, API and member areas are not for them. */
export default function robots(): MetadataRoute.Robots {
  const disallow = ['/admin', '/api', '/user', '/zh/user', '/en/user', '/my-account-login', '/zh/my-account-login']
  return { rules: [{ userAgent: '*', allow: '/', disallow }], sitemap: `${siteUrl()}/sitemap.xml` }
}
