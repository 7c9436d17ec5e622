import { describe, expect, it } from 'vitest'

import { cacheState } from '@/server/cache/cacheState'
import { applyExpiredTags } from '@/server/cache/expiredTagsListener'
import { pageTagsHeader, requestCacheTags } from '@/server/cdn/requestTags'

import { newCacheHandler, pageEntry } from '../../helpers/nextCacheHandler'

type Entry = { value?: { headers?: Record<string, string> } }
// The handler Next loads at run time: it reports the tags of what a response shows (requestTags.ts).
const handler = () => newCacheHandler<Entry>('next-cache-cdn-')
const pageCtx = { cacheControl: { revalidate: false } }
const dataEntry = {
  kind: 'FETCH',
  data: { headers: {}, body: '1', status: 200 },
  revalidate: false,
}
/** Runs `work` as a request that began at `startedAt`, collecting the tags it reads. */
const asRequest = async (startedAt: number, work: () => Promise<unknown>) => {
  const tags = new Set<string>()
  await cacheState().requestClock.run({ startedAt }, () => requestCacheTags().run(tags, work))
  return [...tags]
}

describe('the cache tags Next’s cache handler reports for CDN headers', () => {
  it('puts a kept page’s tags in its stored headers, which every response from it carries', async () => {
    const cache = handler()
    const page = pageEntry(['_N_T_/layout', 'coaches', 'coach:kept'])
    await asRequest(Date.now(), () => cache.set('/en/coach/kept', page, pageCtx))
    expect(page.headers[pageTagsHeader]).toBe('_N_T_/layout,coaches,coach:kept')
    const served = await cache.get('/en/coach/kept', { kind: 'APP_PAGE' })
    expect(served?.value?.headers?.[pageTagsHeader]).toBe('_N_T_/layout,coaches,coach:kept')
  })

  it('adds the tags of each cached read to the request’s set, found or not', async () => {
    const cache = handler()
    const read = await asRequest(Date.now(), async () => {
      await cache.get('missing', { kind: 'FETCH', tags: ['universities'] })
      await cache.set('found', dataEntry, { fetchCache: true, tags: ['site-settings'] })
      await cache.get('found', { kind: 'FETCH', tags: ['site-settings'] })
    })
    expect(read.sort()).toEqual(['site-settings', 'universities'])
  })

  it('names no tags on a page it refused to keep (rendered across a change)', async () => {
    const cache = handler()
    const startedAt = Date.now() - 50
    applyExpiredTags(['coach:raced'])
    const page = pageEntry(['coaches', 'coach:raced'])
    await asRequest(startedAt, () => cache.set('/en/coach/raced', page, pageCtx))
    expect(page.headers[pageTagsHeader]).toBeUndefined()
  })
})
