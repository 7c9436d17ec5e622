import { unstable_cache } from 'next/cache'
import type { CollectionSlug, PopulateType, SelectType, Sort, Where } from 'payload'

import type { AppLocale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'

/** One page of a public list: its cards, how many there are in all, and which page this is. */
export type ListPage<T> = { docs: T[]; totalDocs: number; totalPages: number; page: number }

type ListRead = {
  collection: CollectionSlug
  where: Where
  sort: Sort
  perPage: number
  /** The fields a card shows, so a list page reads no more than it renders. */
  select: SelectType
  populate?: PopulateType
  page: number
  locale: AppLocale
  /** Everything the page depends on (locale, filters, page), for the cache key. */
  cacheKey: string[]
  tags: string[]
}

/** One page of the documents the public may see, as a card list shows them, cached until one of `tags` expires. */
export const cachedListPage = <T>({ page, locale, cacheKey, tags, perPage, ...find }: ListRead) =>
  unstable_cache(
    async (): Promise<ListPage<T>> => {
      const payload = await getPayloadClient()
      const found = await payload.find({
        ...find,
        locale,
        depth: 1,
        page,
        limit: perPage,
        overrideAccess: false,
      })
      return {
        docs: found.docs as T[],
        totalDocs: found.totalDocs,
        totalPages: found.totalPages,
        page: found.page ?? page,
      }
    },
    cacheKey,
    { tags },
  )()
