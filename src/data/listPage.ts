import { unstable_cache } from 'next/cache'
import type { CollectionSlug, Payload, PopulateType, SelectType, Sort, Where } from 'payload'

import type { AppLocale } from '@/i18n/locales'
import { withCountCap } from '@/lib/db/countCap'
import { cappedTotal } from '@/lib/pagination'
import { getPayloadClient } from '@/data/payload'

/**
 * One page of a public list: its cards, how many there are in all (exact up to COUNT_CAP; when
 * `capped`, more than that), and which page this is.
 */
export type ListPage<T> = {
  docs: T[]
  totalDocs: number
  capped: boolean
  totalPages: number
  page: number
}

export type ListRead = {
  collection: CollectionSlug
  /** Or how to make it, when it depends on what is stored (read inside the cache). */
  where: Where | ((payload: Payload) => Promise<Where>)
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

/** One page of the documents the public may see, as a card list shows them (uncached: the benches time it). */
export async function readListPage<T>(
  payload: Payload,
  { page, locale, perPage, where, cacheKey: _key, tags: _tags, ...find }: ListRead,
): Promise<ListPage<T>> {
  const resolved = typeof where === 'function' ? await where(payload) : where
  const found = await withCountCap(() =>
    payload.find({
      ...find,
      where: resolved,
      locale,
      depth: 1,
      page,
      limit: perPage,
      overrideAccess: false,
    }),
  )
  const { total, capped } = cappedTotal(found.totalDocs)
  return {
    docs: found.docs as T[],
    totalDocs: total,
    capped,
    totalPages: found.totalPages,
    page: found.page ?? page,
  }
}

/** One page of the documents the public may see, cached until one of `read.tags` expires. */
export const cachedListPage = <T>(read: ListRead) =>
  unstable_cache(async () => readListPage<T>(await getPayloadClient(), read), read.cacheKey, {
    tags: read.tags,
  })()
