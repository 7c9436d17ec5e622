import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { cacheState } from '@/server/cache/cacheState'
import { createPageCache } from '@/server/cache/pageCache'
import { askEveryTime, browserOnly, revalidateEveryTime } from '@/server/cdn/headers'
import { pageTagsHeader, requestCacheTags } from '@/server/cdn/requestTags'
import { cdnHeadersFor, collectingCacheTags, sendCdnHeaders } from '@/server/cdn/responses'
import { compressResponses } from '@/server/http/compression'

const policy = { sMaxAge: 3600, staleWhileRevalidate: 60 }
const cdnCacheControl = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=60'
const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({
  method,
  url,
  headers,
})
/** What Next sends for a page it served from its cache (a page kept until its tags expire). */
const keptPage = { 'x-nextjs-cache': 'HIT', 'cache-control': 's-maxage=31536000' }
const coachTags = ['_N_T_/layout', 'coaches', 'coach:wang-zhe', 'site-settings']

describe('cdnHeadersFor', () => {
  it('gives public pages, in both languages, the CDN headers with their tags', () => {
    for (const url of ['/coach/wang-zhe', '/zh/coach/wang-zhe', '/', '/zh']) {
      expect(cdnHeadersFor(request(url), 200, keptPage, coachTags, policy), url).toEqual({
        'cache-control': cdnCacheControl,
        'cache-tag': 'coaches,coach:wang-zhe,site-settings',
        'surrogate-key': 'coaches coach:wang-zhe site-settings',
      })
    }
    // A public list, rendered per request, says it may be shared.
    const list = { 'cache-control': 'public, max-age=0, must-revalidate' }
    expect(
      cdnHeadersFor(request('/university?page=2'), 200, list, ['universities'], policy),
    ).toMatchObject({ 'cache-control': cdnCacheControl, 'cache-tag': 'universities' })
    // A cache revalidating its copy is told the same.
    expect(cdnHeadersFor(request('/coach/a'), 304, keptPage, coachTags, policy)).toMatchObject({
      'cache-control': cdnCacheControl,
      'cache-tag': 'coaches,coach:wang-zhe,site-settings',
    })
    expect(
      cdnHeadersFor(request('/coach/a', {}, 'HEAD'), 200, keptPage, coachTags, policy),
    ).toEqual(expect.objectContaining({ 'cache-tag': 'coaches,coach:wang-zhe,site-settings' }))
  })

  it('leaves the member area, sign-in, admin, API and build files alone', () => {
    const privately = { 'cache-control': 'private, no-store' }
    for (const url of [
      '/user/home',
      '/zh/user/home',
      '/my-account-login',
      '/zh/my-account-register',
      '/admin',
      '/admin/collections/coaches',
      '/api/coaches?limit=5',
      '/api/users/me',
      '/_next/image?url=%2Fimages%2Fa.png&w=640&q=75',
    ]) {
      expect(cdnHeadersFor(request(url), 200, privately, coachTags, policy), url).toEqual({})
      expect(cdnHeadersFor(request(url), 200, keptPage, coachTags, policy), url).toEqual({})
    }
    expect(cdnHeadersFor(request('/coach/a', {}, 'POST'), 200, keptPage, [], policy)).toEqual({})
  })

  it('never lets a shared cache keep a client-side navigation or server action answer', () => {
    for (const req of [
      request('/coach/a', { rsc: '1' }),
      request('/coach/a?_rsc=1x2y'),
      request('/coach/a', { 'next-router-prefetch': '1', rsc: '1' }),
      request('/coach/a', { 'next-router-state-tree': '%5B%5D' }),
      request('/coach/a', { 'next-router-segment-prefetch': '/_tree' }),
      request('/coach/a', { 'next-action': 'abc' }, 'POST'),
    ]) {
      expect(cdnHeadersFor(req, 200, keptPage, coachTags, policy), req.url).toEqual({
        'cache-control': 'private, no-store',
      })
    }
    const dynamic = { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }
    expect(cdnHeadersFor(request('/coach/a', { rsc: '1' }), 200, dynamic, [], policy)).toEqual({})
  })

  it('keeps what the page cache would not keep out of shared caches (first render, 404, cookies)', () => {
    const firstRender = { 'x-nextjs-cache': 'MISS', 'cache-control': 's-maxage=31536000' }
    expect(cdnHeadersFor(request('/coach/a'), 200, firstRender, coachTags, policy)).toEqual({
      'cache-control': askEveryTime,
    })
    expect(cdnHeadersFor(request('/coach/gone'), 404, keptPage, coachTags, policy)).toEqual({
      'cache-control': browserOnly,
    })
    const signedIn = { ...keptPage, 'set-cookie': ['payload-token=t; HttpOnly'] }
    expect(cdnHeadersFor(request('/coach/a'), 200, signedIn, coachTags, policy)).toEqual({
      'cache-control': browserOnly,
    })
    // A redirect Next marked nothing on stays as it is.
    expect(cdnHeadersFor(request('/en/coach/a'), 308, {}, [], policy)).toEqual({})
  })

  it('keeps a page without tags (or with unusable ones) to browsers and the page cache', () => {
    for (const tags of [[], ['_N_T_/layout'], ['coach:a b']])
      expect(cdnHeadersFor(request('/contact-us'), 200, keptPage, tags, policy)).toEqual({
        'cache-control': revalidateEveryTime,
      })
  })
})

describe('sendCdnHeaders in front of Next', () => {
  let server: http.Server | undefined
  afterEach(() => server?.close())

  /**
   * A web server shaped like scripts/webServer.ts, whose "Next" answers like a kept page (its tags
   * in the stored headers) and reads cached data the way the cache handler reports it.
   */
  async function start(answer: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
    const pageCache = createPageCache()
    const compress = compressResponses()
    let rendered = 0
    server = http.createServer((req, res) =>
      cacheState().requestClock.run({ startedAt: Date.now() }, () =>
        collectingCacheTags(() =>
          pageCache.serve(req, res, () =>
            compress(req, res, () => {
              rendered++
              sendCdnHeaders(req, res, policy)
              answer(req, res)
            }),
          ),
        ),
      ),
    )
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    return {
      get: (path: string, headers: Record<string, string> = {}, method = 'GET') =>
        fetch(base + path, { headers, method, signal: AbortSignal.timeout(5000) }),
      rendered: () => rendered,
    }
  }
  const keptPageAnswer = (_req: http.IncomingMessage, res: http.ServerResponse) => {
    res.setHeader('x-nextjs-cache', 'HIT')
    res.setHeader('cache-control', 's-maxage=31536000')
    res.appendHeader(pageTagsHeader, coachTags.join(','))
    res.end('coach page')
  }

  it('sends the tags of a kept page and never the header that carried them', async () => {
    const { get, rendered } = await start(keptPageAnswer)
    for (const path of ['/coach/wang-zhe', '/coach/wang-zhe']) {
      const response = await get(path)
      expect(response.headers.get('cache-control')).toBe(cdnCacheControl)
      expect(response.headers.get('cache-tag')).toBe('coaches,coach:wang-zhe,site-settings')
      expect(response.headers.get('surrogate-key')).toBe('coaches coach:wang-zhe site-settings')
      expect(response.headers.get(pageTagsHeader)).toBeNull()
    }
    // The second came from the page cache, with the same headers.
    expect(rendered()).toBe(1)
    const head = await get('/coach/wang-zhe', {}, 'HEAD')
    expect(head.headers.get('cache-tag')).toBe('coaches,coach:wang-zhe,site-settings')
    const navigation = await get('/coach/wang-zhe', { rsc: '1' })
    expect(navigation.headers.get('cache-control')).toBe('private, no-store')
    expect(navigation.headers.get('cache-tag')).toBeNull()
  })

  it("names the tags of a page rendered per request from its cached reads, and a header given to writeHead doesn't win", async () => {
    const { get } = await start((_req, res) => {
      for (const tag of ['universities', 'site-settings']) requestCacheTags().getStore()?.add(tag)
      res.writeHead(200, { 'Cache-Control': 'public, max-age=0, must-revalidate' })
      res.end('list')
    })
    const response = await get('/university')
    expect(response.headers.get('cache-control')).toBe(cdnCacheControl)
    expect(response.headers.get('cache-tag')).toBe('universities,site-settings')
  })

  it('names no tags for a page whose data changed while it rendered', async () => {
    const { get } = await start((req, res) => {
      cacheState().tagExpiries.set('coach:wang-zhe', Date.now())
      keptPageAnswer(req, res)
    })
    const response = await get('/coach/wang-zhe')
    expect(response.headers.get('cache-control')).toBe(revalidateEveryTime)
    expect(response.headers.get('cache-tag')).toBeNull()
    cacheState().tagExpiries.delete('coach:wang-zhe')
  })

  it('keeps a first render out of shared caches and out of the page cache', async () => {
    const { get, rendered } = await start((_req, res) => {
      res.setHeader('x-nextjs-cache', 'MISS')
      res.setHeader('cache-control', 's-maxage=31536000')
      res.end('first render')
    })
    for (let i = 0; i < 2; i++)
      expect((await get('/coach/new')).headers.get('cache-control')).toBe(askEveryTime)
    expect(rendered()).toBe(2)
  })
})
