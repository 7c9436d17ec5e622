import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import {
  clearPageCache,
  createPageCache,
  isShareable,
  pageCacheKey,
} from '@/server/cache/pageCache'

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({
  method,
  url,
  headers,
})

describe('pageCacheKey', () => {
  it('leaves out what must reach Next: non-GET, API, admin, member area, sign-in, client navigations', () => {
    expect(pageCacheKey(request('/coach/a', {}, 'POST'))).toBeNull()
    for (const url of [
      '/api/coaches',
      '/admin',
      '/user',
      '/zh/user/home',
      '/my-account-login?redirect=%2Fuser',
      '/_next/static/x.js',
    ]) {
      expect(pageCacheKey(request(url)), url).toBeNull()
    }
    expect(pageCacheKey(request('/coach/a', { rsc: '1' }))).toBeNull()
    expect(pageCacheKey(request('/coach/a?_rsc=abc'))).toBeNull()
  })

  it('separates what the proxy decides on: locale cookie, encodings, and the browser language on / only', () => {
    const plain = pageCacheKey(request('/coach/a'))
    expect(pageCacheKey(request('/coach/a', { cookie: 'x=1; i18n_redirected=zh' }))).not.toBe(plain)
    expect(pageCacheKey(request('/coach/a', { 'accept-encoding': 'gzip' }))).not.toBe(plain)
    expect(pageCacheKey(request('/coach/a', { 'accept-language': 'zh-CN' }))).toBe(plain)
    expect(pageCacheKey(request('/', { 'accept-language': 'zh-CN' }))).not.toBe(
      pageCacheKey(request('/')),
    )
    expect(pageCacheKey(request('/coach/a', { cookie: 'payload-token=t' }))).toBe(plain)
  })
})

describe('isShareable', () => {
  it('keeps pages Next served from its cache and responses that say they may be shared, nothing else', () => {
    expect(isShareable(200, { 'x-nextjs-cache': 'HIT' })).toBe(true)
    expect(isShareable(200, { 'x-nextjs-cache': 'MISS' })).toBe(false)
    expect(isShareable(200, { 'cache-control': 'public, max-age=0, must-revalidate' })).toBe(true)
    expect(isShareable(404, { 'cache-control': 'public, max-age=0' })).toBe(false)
    expect(isShareable(200, {})).toBe(false)
  })

  it('never keeps a response that says private or no-store, sets a cookie or varies on everything', () => {
    expect(
      isShareable(200, {
        'x-nextjs-cache': 'HIT',
        'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
      }),
    ).toBe(false)
    expect(isShareable(200, { 'x-nextjs-cache': 'HIT', 'cache-control': 'no-store' })).toBe(false)
    expect(isShareable(200, { 'cache-control': 'Private' })).toBe(false)
    expect(
      isShareable(200, { 'x-nextjs-cache': 'HIT', 'set-cookie': ['payload-token=t; HttpOnly'] }),
    ).toBe(false)
    expect(
      isShareable(200, {
        'x-nextjs-cache': 'HIT',
        'set-cookie': ['i18n_redirected=zh; Path=/', 'a=1'],
      }),
    ).toBe(false)
    // The saved locale follows from the URL and the locale cookie, both in the key.
    expect(
      isShareable(200, {
        'x-nextjs-cache': 'HIT',
        'set-cookie': ['i18n_redirected=zh; Path=/; SameSite=lax'],
      }),
    ).toBe(true)
    expect(isShareable(200, { 'x-nextjs-cache': 'HIT', vary: '*' })).toBe(false)
  })
})

describe('createPageCache', () => {
  let server: http.Server | undefined
  afterEach(() => server?.close())

  /** A server whose "Next" answers with a counter, so a replay is visible. */
  async function start(
    nextHeaders: Record<string, string>,
    delay = 0,
    /** What the web server sets on every response before the cache (its security headers). */
    preset: () => Record<string, string> = () => ({}),
  ) {
    const cache = createPageCache()
    let rendered = 0
    server = http.createServer((req, res) => {
      for (const [name, value] of Object.entries(preset())) res.setHeader(name, value)
      cache.serve(req, res, () => {
        rendered++
        const body = `render ${rendered}`
        setTimeout(() => {
          res.writeHead(200, { 'content-type': 'text/html', etag: `"${rendered}"`, ...nextHeaders })
          res.write(body.slice(0, 3))
          res.end(body.slice(3))
        }, delay)
      })
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const get = async (path: string, headers: Record<string, string> = {}) => {
      const response = await fetch(base + path, { headers })
      return {
        status: response.status,
        body: await response.text(),
        hit: response.headers.get('x-page-cache'),
      }
    }
    const policyOf = async (path: string) =>
      (await fetch(base + path)).headers.get('content-security-policy')
    return { get, policyOf, rendered: () => rendered }
  }

  it('replays a shareable page until content changes', async () => {
    const { get } = await start({ 'x-nextjs-cache': 'HIT' })
    expect(await get('/coach/a')).toEqual({ status: 200, body: 'render 1', hit: null })
    expect(await get('/coach/a')).toEqual({ status: 200, body: 'render 1', hit: 'HIT' })
    expect((await get('/coach/a', { 'if-none-match': '"1"' })).status).toBe(304)
    clearPageCache()
    expect(await get('/coach/a')).toEqual({ status: 200, body: 'render 2', hit: null })
  })

  it('replays a page with the headers the web server set for this response, not the kept ones', async () => {
    // The maps service changed between the two requests: the kept page must not bring back the
    // old policy (CI, stop 54: a process answered with it until its page cache was cleared).
    let policy = "script-src 'self'"
    const { get, policyOf } = await start({ 'x-nextjs-cache': 'HIT' }, 0, () => ({
      'Content-Security-Policy': policy,
    }))
    expect(await policyOf('/coach/p')).toBe("script-src 'self'")
    policy = "script-src 'self' https://*.amap.com"
    expect((await get('/coach/p')).hit).toBe('HIT')
    expect(await policyOf('/coach/p')).toBe("script-src 'self' https://*.amap.com")
  })

  it('keeps one copy per value of each header the response varies on', async () => {
    const { get } = await start({ 'x-nextjs-cache': 'HIT', vary: 'X-Theme, Accept-Encoding' })
    expect((await get('/coach/v', { 'x-theme': 'dark' })).body).toBe('render 1')
    expect((await get('/coach/v', { 'x-theme': 'light' })).body).toBe('render 2')
    expect(await get('/coach/v', { 'x-theme': 'dark' })).toEqual({
      status: 200,
      body: 'render 1',
      hit: 'HIT',
    })
    expect(await get('/coach/v', { 'x-theme': 'light' })).toEqual({
      status: 200,
      body: 'render 2',
      hit: 'HIT',
    })
  })

  it('never keeps a page Next marked private, even on a public list path', async () => {
    const { get } = await start({
      'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
    })
    await get('/university')
    expect(await get('/university')).toEqual({ status: 200, body: 'render 2', hit: null })
  })

  it('never keeps a page Next rendered per request outside the public lists', async () => {
    const { get } = await start({})
    await get('/contact-us')
    expect(await get('/contact-us')).toEqual({ status: 200, body: 'render 2', hit: null })
  })

  it('drops a response that began before a content change', async () => {
    const { get } = await start({ 'x-nextjs-cache': 'HIT' }, 50)
    const inFlight = get('/coach/b')
    await new Promise((resolve) => setTimeout(resolve, 10))
    clearPageCache()
    expect((await inFlight).body).toBe('render 1')
    expect(await get('/coach/b')).toEqual({ status: 200, body: 'render 2', hit: null })
  })
})
