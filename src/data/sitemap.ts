import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import { HOME_PATH } from '@/lib/pages/pagePath'
import { cacheTags } from '@/lib/cache/tags'
import { policyKinds, policyPaths } from '@/lib/consent/policies'
import { JOBS_PATH, listingPaths } from '@/lib/listings/pages'
import { getPayloadClient } from '@/data/payload'

import { listPagePaths } from './pages'

type PublicPath = { paths: string | { en: string; zh: string }; updatedAt?: string }

/** Every public document's locale-neutral path(s), for the sitemap, cached until any of them changes. */
export const publicPaths = unstable_cache(readPublicPaths, ['public-paths'], {
  tags: [
    cacheTags.pages,
    cacheTags.coaches,
    cacheTags.packages,
    cacheTags.universities,
    cacheTags.articles,
    cacheTags.offerings,
    cacheTags.jobs,
    cacheTags.organisations,
    cacheTags.policies,
  ],
})

/** The privacy policy and the terms of use, once they have a version (until then both are 404). */
async function policyEntries(payload: Payload): Promise<PublicPath[]> {
  const policies = await Promise.all(
    policyKinds.map((slug) =>
      payload.findGlobal({
        slug,
        depth: 0,
        overrideAccess: false,
        select: { version: true, updatedAt: true },
      }),
    ),
  )
  return policyKinds.flatMap((kind, i) =>
    policies[i]?.version
      ? [{ paths: policyPaths[kind], updatedAt: policies[i].updatedAt ?? undefined }]
      : [],
  )
}

/**
 * The job list, the listed (published) offerings and jobs, and the organisations that show a
 * profile, as an anonymous visitor may see them.
 */
async function listingEntries(payload: Payload): Promise<PublicPath[]> {
  const read = async (collection: 'offerings' | 'jobs' | 'organisations') =>
    (
      await payload.find({
        collection,
        where:
          collection === 'organisations'
            ? { showable: { equals: true } }
            : { status: { equals: 'published' } },
        limit: 0,
        pagination: false,
        depth: 0,
        overrideAccess: false,
        select: { updatedAt: true },
      })
    ).docs
  const [offerings, jobs, organisations] = await Promise.all([
    read('offerings'),
    read('jobs'),
    read('organisations'),
  ])
  const entries = (docs: typeof jobs, pathOf: (id: number) => string) =>
    docs.map((doc) => ({ paths: pathOf(doc.id), updatedAt: doc.updatedAt }))
  return [
    { paths: JOBS_PATH },
    ...entries(offerings, listingPaths.offering),
    ...entries(jobs, listingPaths.job),
    ...entries(organisations, listingPaths.organisation),
  ]
}

/** Articles have a slug per language; everything else one path for both. */
async function readPublicPaths(): Promise<PublicPath[]> {
  const payload = await getPayloadClient()
  const listings = listingEntries(payload)
  const policies = policyEntries(payload)
  const all = async (collection: 'coaches' | 'universities') =>
    (
      await payload.find({
        collection,
        limit: 0,
        pagination: false,
        depth: 0,
        overrideAccess: false,
        select: { slug: true, updatedAt: true },
      })
    ).docs
  const [pages, coaches, packages, universities, articles] = await Promise.all([
    listPagePaths(),
    all('coaches'),
    payload
      .find({
        collection: 'packages',
        limit: 0,
        pagination: false,
        depth: 1,
        overrideAccess: false,
        select: { slug: true, category: true, coach: true, updatedAt: true },
        populate: { coaches: { slug: true } },
      })
      .then((r) => r.docs),
    all('universities'),
    payload.find({
      collection: 'articles',
      limit: 0,
      pagination: false,
      depth: 0,
      locale: 'all',
      overrideAccess: false,
      select: { slug: true, updatedAt: true },
    }),
  ])
  return [
    ...['/search', '/university', '/article', '/package', '/contact-us', '/tools/recommender'].map(
      (paths) => ({
        paths,
      }),
    ),
    ...pages.map((p) => ({
      paths: p.path === HOME_PATH ? '/' : `/${p.path}`,
      updatedAt: p.updatedAt,
    })),
    ...coaches.map((c) => ({ paths: `/coach/${c.slug}`, updatedAt: c.updatedAt })),
    ...packages.map((pkg) => {
      const coachSlug = typeof pkg.coach === 'object' ? pkg.coach?.slug : undefined
      return {
        paths: coachSlug
          ? `/coach/${coachSlug}/p/${pkg.slug}`
          : `/package/${pkg.category}/${pkg.slug}`,
        updatedAt: pkg.updatedAt,
      }
    }),
    ...universities.map((u) => ({ paths: `/university/${u.slug}`, updatedAt: u.updatedAt })),
    ...articles.docs.map((a) => {
      const slug = a.slug as unknown as { en?: string; zh?: string }
      return {
        paths: { en: `/article/${slug.en}`, zh: `/article/${slug.zh ?? slug.en}` },
        updatedAt: a.updatedAt,
      }
    }),
    ...(await listings),
    ...(await policies),
  ]
}
