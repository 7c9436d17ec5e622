import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { queueCdnPurge } from '@/lib/cdn/purge'
import { drizzleFor } from '@/lib/db/transaction'

/** Cache tags of public data; pages read through tagged caches and hooks expire them. */
export const cacheTags = {
  siteSettings: 'site-settings',
  policies: 'policies',
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
  organisations: 'organisations',
  organisation: (id: number | string) => `organisation:${id}`,
  offerings: 'offerings',
  offering: (id: number | string) => `offering:${id}`,
  jobs: 'jobs',
  job: (id: number | string) => `job:${id}`,
  reviews: 'reviews',
} as const

/** Every cached read carries at least one of these, so expiring them all drops every cached page. */
export const broadCacheTags: string[] = [
  cacheTags.siteSettings,
  cacheTags.policies,
  cacheTags.specialties,
  cacheTags.coaches,
  cacheTags.packages,
  cacheTags.universities,
  cacheTags.articles,
  cacheTags.pages,
  cacheTags.organisations,
  cacheTags.offerings,
  cacheTags.jobs,
  cacheTags.reviews,
]

/** The PostgreSQL channel on which expired tags reach every server process (heard by src/server/cache/expiredTagsListener.ts). */
export const cacheChannel = 'edubridge_cache'

/**
 * Expires tagged data once the change that calls this is committed, wherever it runs (an admin
 * request, a job, a scheduled publish, another process): a notification sent in the caller's
 * transaction, which PostgreSQL delivers on commit only, and never for a rolled-back change.
 */
export async function expireTags(
  req: Pick<PayloadRequest, 'payload' | 'transactionID'>,
  ...tags: string[]
): Promise<void> {
  if (tags.length === 0) return
  const unique = [...new Set(tags)]
  const db = await drizzleFor(req)
  await db.execute(sql`SELECT pg_notify(${cacheChannel}, ${JSON.stringify(unique)})`)
  // A CDN in front hears of it once, from the job runner, and only if the change commits.
  await queueCdnPurge(req, unique)
}
