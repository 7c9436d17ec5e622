import { cache } from 'react'

import type { AppLocale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cache/tags'
import { getPayloadClient } from '@/data/payload'
import type { Page } from '@/payload-types'

import { cachedPublicDoc } from './publicDoc'

/**
 * The published page at a path (e.g. "study-tour", "home"), with its pictures, packages and specialties,
 * cached until the page or a package in it changes.
 * Made once per request, however many parts of the page ask.
 */
export const getPage = cache((path: string, locale: AppLocale) =>
  cachedPublicDoc<Page>({
    collection: 'pages',
    where: { path: { equals: path } },
    depth: 1,
    locale,
    cacheKey: ['page', path, locale],
    tags: [cacheTags.pages, cacheTags.page(path), cacheTags.packages, cacheTags.specialties],
  }),
)

/** Paths of every published page, for the sitemap. */
export async function listPagePaths() {
  const payload = await getPayloadClient()
  const found = await payload.find({
    collection: 'pages',
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    select: { path: true, updatedAt: true },
  })
  return found.docs
}
