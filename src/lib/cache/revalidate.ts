import { revalidateTag } from 'next/cache'

import { clearPageCache } from './pageCache'

/** Cache tags of public data; pages read through tagged caches and hooks expire them. */
export const cacheTags = {
  siteSettings: 'site-settings',
  specialties: 'specialties',
  coaches: 'coaches',
  coach: (slug: string) => `coach:${slug}`,
  packages: 'packages',
  universities: 'universities',
  university: (slug: string) => `university:${slug}`,
  articles: 'articles',
  article: (id: number | string) => `article:${id}`,
  pages: 'pages',
  page: (path: string) => `page:${path}`,
} as const

/**
 * Expires tagged data at once so an editor's change shows on the next request.
 * Outside a Next.js server (seed script, integration tests) there is no cache to expire.
 */
export const expireTags = (...tags: string[]): void => {
  clearPageCache()
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      if (!(error instanceof Error) || !error.message.includes('static generation store missing')) throw error
    }
  }
}
