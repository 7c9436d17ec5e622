import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { cacheState } from '@/server/cache/cacheState'
import { applyExpiredTags } from '@/server/cache/expiredTagsListener'

// The handler Next loads at run time (plain JavaScript, beside the TypeScript that shares its state).
const { default: CacheHandler } = await import('@/server/cache/nextCacheHandler.mjs')
const { tagsManifest } =
  await import('next/dist/server/lib/incremental-cache/tags-manifest.external.js')

/** The two calls Next makes, loosely typed: the test hands it plain entries of Next's shapes. */
type Handler = {
  set: (key: string, data: object, ctx: object) => Promise<void>
  get: (key: string, ctx: object) => Promise<{ value?: { data?: { body?: string } } } | null>
}
const handler = (): Handler => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'next-cache-'))
  const options = {
    dev: false,
    flushToDisk: false,
    serverDistDir: dir,
    revalidatedTags: [],
    maxMemoryCacheSize: 1024 * 1024,
    _requestHeaders: {},
  }
  return new CacheHandler(options as never) as unknown as Handler
}
const dataEntry = (value: string) => ({
  kind: 'FETCH',
  data: { headers: {}, body: value, status: 200 },
  revalidate: false,
})
const fetchCtx = (tags: string[]) => ({ fetchCache: true, tags })
const pageEntry = (tags: string[]) => ({
  kind: 'APP_PAGE',
  html: 'page',
  rscData: undefined,
  status: 200,
  headers: { 'x-next-cache-tags': tags.join(',') },
})
const during = <T>(startedAt: number, work: () => Promise<T>) =>
  cacheState().requestClock.run({ startedAt }, work)

describe('Next cache handler', () => {
  it('does not keep data or a page from a render that began before a tag of it expired', async () => {
    const cache = handler()
    const startedAt = Date.now() - 50
    applyExpiredTags(['coach:late'])
    await during(startedAt, () =>
      cache.set('data-late', dataEntry('old'), fetchCtx(['coaches', 'coach:late'])),
    )
    expect(await cache.get('data-late', { kind: 'FETCH', tags: ['coach:late'] })).toBeNull()
    await during(startedAt, () =>
      cache.set('/coach/late', pageEntry(['_N_T_/layout', 'coach:late']), {
        cacheControl: { revalidate: false },
      }),
    )
    expect(await cache.get('/coach/late', { kind: 'APP_PAGE' })).toBeNull()
  })

  it('keeps what a render that began after the expiry produced', async () => {
    const cache = handler()
    applyExpiredTags(['coach:fresh'])
    await during(Date.now() + 1, () =>
      cache.set('data-fresh', dataEntry('new'), fetchCtx(['coach:fresh'])),
    )
    expect(
      (await cache.get('data-fresh', { kind: 'FETCH', tags: ['coach:fresh'] }))?.value?.data?.body,
    ).toBe('new')
  })

  it('expires tags in Next’s own manifest from outside a request', async () => {
    const before = Date.now()
    applyExpiredTags(['article:7'])
    expect(tagsManifest.get('article:7')?.expired).toBeGreaterThanOrEqual(before)
  })
})
