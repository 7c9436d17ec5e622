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

  it('expires tags in Next’s own manifest from outside a request', async () => {
    const before = Date.now()
    applyExpiredTags(['article:7'])
    expect(tagsManifest.get('article:7')?.expired).toBeGreaterThanOrEqual(before)
  })
})
