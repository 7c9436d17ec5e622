import { unstable_cache } from 'next/cache'
import type { CollectionSlug, Where } from 'payload'

import type { AppLocale } from '@/i18n/locales'
import { getPayloadClient } from '@/data/payload'

export type DocRead = {
  collection: CollectionSlug
  /** What picks the one document (a slug, a path, an id). */
  where: Where
  depth: number
  locale: AppLocale
  /**
   * The read's name and all it depends on (its key, the locale): every read shares the one
   * function below, so the cache tells them apart by this alone.
   */
  cacheKey: string[]
  tags: string[]
}

/**
 * The document the public may see where `where` holds, or null, cached until one of `read.tags`
 * expires. One document needs no count of the others (`pagination: false`).
 */
export const cachedPublicDoc = <T>({ collection, where, depth, locale, cacheKey, tags }: DocRead) =>
  unstable_cache(
    async (): Promise<T | null> => {
      const payload = await getPayloadClient()
      const found = await payload.find({
        collection,
        where,
        locale,
        depth,
        limit: 1,
        pagination: false,
        overrideAccess: false,
      })
      return (found.docs[0] as T | undefined) ?? null
    },
    cacheKey,
    { tags },
  )()
