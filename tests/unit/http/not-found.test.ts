import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { cacheState } from '@/server/cache/cacheState'
import {
  isCertainlyMissing,
  notFoundPage,
  replaceEmptyNotFound,
  routeFirstSegments,
  sendNotFound,
  watchPageSegments,
} from '@/server/http/notFound'

const appPaths = [
  '/(frontend)/[locale]/(site)/page',
  '/(frontend)/[locale]/(site)/[...path]/page',
  '/(frontend)/[locale]/(site)/coach/[name]/page',
  '/(frontend)/[locale]/(site)/search/[[...params]]/page',
  '/(frontend)/[locale]/(bare)/my-account-login/page',
  '/(frontend)/[locale]/(dashboard)/user/home/page',
  '/(payload)/admin/[[...segments]]/page',
  '/(payload)/api/[...slug]/route',
  '/api/search/route',
  '/robots.txt/route',
]

describe('which paths no route serves', () => {
  const routes = routeFirstSegments(appPaths, ['icons', 'images'])!
  const known = { routes, pages: new Set(['study-tour', 'online-courses', 'home']) }
  const get = (url: string, headers: Record<string, string> = {}) => ({
    method: 'GET',
    url,
    headers,
  })

  it('knows the first segments of the build’s routes and public files, not the catch-all', () => {
    expect([...routes].sort()).toEqual(
      [
        '_next',
        'admin',
        'api',
        'coach',
        'icons',
        'images',
        'my-account-login',
        'robots.txt',
        'search',
        'user',
      ].sort(),
    )
    // A route with a dynamic first segment of its own: any path may be a page.
    expect(routeFirstSegments(['/(frontend)/[locale]/(site)/[slug]/page'], [])).toBeNull()
  })

  it.each([
    ['/wp-login.php', true],
    ['/zh/nope', true],
    ['/.env', true],
    ['/nope/deeper/still', true],
    ['/zh/wp-admin/setup-config.php?step=1', true],
    ['/', false],
    ['/zh', false],
    ['/study-tour', false],
    ['/zh/study-tour/extra', false],
    ['/coach/unknown-slug', false],
    ['/icons/icon-192.png', false],
    ['/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fa.webp&w=384&q=75', false],
    ['/robots.txt', false],
    ['/en/nope', false],
    ['/nope/', false],
    ['/n%6Fpe', false],
  ])('%s: %s', (url, missing) => {
    expect(isCertainlyMissing(get(url), known)).toBe(missing)
  })

  it('leaves to Next what the proxy would redirect, the router’s data and what is not known yet', () => {
    expect(isCertainlyMissing(get('/nope', { cookie: 'i18n_redirected=zh' }), known)).toBe(false)
    expect(isCertainlyMissing(get('/nope', { cookie: 'i18n_redirected=en' }), known)).toBe(true)
    expect(isCertainlyMissing(get('/zh/nope', { rsc: '1' }), known)).toBe(false)
    expect(isCertainlyMissing({ ...get('/nope'), method: 'POST' }, known)).toBe(false)
    expect(isCertainlyMissing(get('/nope'), { routes, pages: null })).toBe(false)
    expect(isCertainlyMissing(get('/nope'), { routes: null, pages: known.pages })).toBe(false)
  })
})

describe('the 404 page', () => {
  let server: http.Server | undefined
  afterEach(() => void server?.close())
  const listen = async (handler: http.RequestListener) => {
    server = http.createServer(handler)
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }
  const visibleText = (html: string) =>
    html
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()

  it('carries its text without scripts, in the request’s language', async () => {
    const base = await listen(sendNotFound)
    const zh = await fetch(`${base}/zh/nope`)
    expect(zh.status).toBe(404)
    expect(zh.headers.get('cache-control')).toBe('private, no-cache')
    const text = visibleText(await zh.text())
    expect(text).toContain('404 - 页面未找到')
    expect(text).toContain('您访问的页面不存在。')
    expect(text).toContain('返回首页')
    // The site's icons and manifest, as every page links them.
    expect(notFoundPage('en')).toMatch(/<link rel="apple-touch-icon" href="\/apple-icon\.png">/)
    expect(notFoundPage('en')).toContain('<link rel="manifest" href="/manifest.webmanifest">')
    expect(visibleText(notFoundPage('en'))).toContain(
      '404 - Page Not Found The page you are looking for does not exist. Back to Homepage',
    )
  })

  it('takes the place of the empty body Next renders for a not-found page load', async () => {
    const base = await listen((req, res) => {
      replaceEmptyNotFound(req, res)
      res.setHeader('set-cookie', 'i18n_redirected=zh; Path=/')
      res.statusCode = 404
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.write('<html id="__next_error__"><body></body>')
      res.end('</html>')
    })
    const page = await fetch(`${base}/zh/coach/nobody`)
    expect(page.status).toBe(404)
    expect(page.headers.get('set-cookie')).toContain('i18n_redirected=zh')
    const html = await page.text()
    expect(html).not.toContain('__next_error__')
    expect(visibleText(html)).toContain('您访问的页面不存在。')
    // The router's navigation data is Next's to answer.
    const navigation = await fetch(`${base}/zh/coach/nobody`, { headers: { rsc: '1' } })
    expect(await navigation.text()).toContain('__next_error__')
  })

  it('leaves every other answer as it is', async () => {
    const base = await listen((req, res) => {
      replaceEmptyNotFound(req, res)
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end('<p>page</p>')
    })
    expect(await (await fetch(`${base}/x`)).text()).toBe('<p>page</p>')
  })
})

describe('the editors’ page segments', () => {
  it('are read once, and again after a page change expires their tag', async () => {
    let reads = 0
    let first = 'study-tour'
    const open = async () =>
      ({
        query: async () => {
          reads++
          return { rows: [{ first }] }
        },
        end: async () => {},
      }) as never
    const segments = watchPageSegments(open)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect([...(segments() ?? [])]).toEqual(['study-tour'])
    expect(reads).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    first = 'faq'
    cacheState().tagExpiries.set('pages', Date.now())
    expect(segments()).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect([...(segments() ?? [])]).toEqual(['faq'])
    expect(reads).toBe(2)
  })
})
