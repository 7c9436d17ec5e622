import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { cacheState } from '@/server/cache/cacheState'
import { applyExpiredTags } from '@/server/cache/expiredTagsListener'

import { newCacheHandler, pageEntry } from '../helpers/nextCacheHandler'

const { tagsManifest } =
  await import('next/dist/server/lib/incremental-cache/tags-manifest.external.js')

const handler = () => newCacheHandler<{ value?: { data?: { body?: string } } }>('next-cache-')
const dataEntry = (value: string) => ({
  kind: 'FETCH',
  data: { headers: {}, body: value, status: 200 },
  revalidate: false,
})
const fetchCtx = (tags: string[]) => ({ fetchCache: true, tags })
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

  it('keeps data in memory only, expired by its tags, while pages still go to disk', async () => {
    // A build folder of its own: the instance's files go beside its server folder (instanceCache.mjs).
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'next-cache-disk-'))
    const cache = newCacheHandler<{ value?: { data?: { body?: string } } }>('', {
      flushToDisk: true,
      dir: path.join(dir, 'server'),
    })
    const files = () => fs.readdirSync(dir, { recursive: true, withFileTypes: true })
    await cache.set('data-kept', dataEntry('kept'), fetchCtx(['search:kept']))
    expect(files().filter((entry) => entry.isFile())).toEqual([])
    expect(
      (await cache.get('data-kept', { kind: 'FETCH', tags: ['search:kept'] }))?.value?.data?.body,
    ).toBe('kept')
    // Nothing of it is looked for on disk: another key is simply not there.
    expect(await cache.get('data-never-kept', { kind: 'FETCH', tags: [] })).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 2))
    applyExpiredTags(['search:kept'])
    expect(await cache.get('data-kept', { kind: 'FETCH', tags: ['search:kept'] })).toBeNull()

    const page = { ...pageEntry(['article:kept']), rscData: Buffer.from('rsc') }
    await cache.set('/article/kept', page, {
      cacheControl: { revalidate: false },
    })
    expect(files().some((entry) => entry.isFile() && entry.name.endsWith('.html'))).toBe(true)
  })

  it('expires tags in Next’s own manifest from outside a request', async () => {
    const before = Date.now()
    applyExpiredTags(['article:7'])
    expect(tagsManifest.get('article:7')?.expired).toBeGreaterThanOrEqual(before)
  })
})
