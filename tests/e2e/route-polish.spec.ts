import { type APIRequestContext, expect, request as newRequest, test } from '@playwright/test'

import { createUser, waitForHydration } from './helpers'

/** The first `<title>` of a page as a plain request sees it: what crawlers and link previews read. */
async function servedTitle(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  const html = await response.text()
  return { status: response.status(), title: html.match(/<title>([^<]*)<\/title>/)?.[1] ?? null }
}

/** The `<link>` tags of a page as `rel href` pairs. */
async function headLinks(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text()
  return [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) => ({
    rel: tag.match(/\brel="([^"]*)"/)?.[1] ?? '',
    href: tag.match(/\bhref="([^"]*)"/)?.[1] ?? '',
  }))
}

const english = { title: '404 - Page Not Found - EduBridge' }
const chinese = { title: '404 - 页面未找到 - 育桥教育' }

test('the 404 title is in the served HTML, in both languages and from both not-found pages', async ({
  request,
}) => {
  // Signed in, so the proxy lets an unknown address under /user through to the 404.
  const member = await createUser(request, ['student'])
  expect((await request.post('/api/users/login', { data: member })).ok()).toBe(true)
  // English first: a /zh page saves Chinese, which unprefixed addresses then follow.
  for (const [path, expected] of [
    // The site's 404 (an unknown path anywhere, the catch-all route's).
    ['/nope', english],
    ['/en/nope', english],
    ['/user/cm/foo/bar', english],
    // The locale's own 404 (a page outside the site layout that does not exist).
    ['/lifecycle/signup/nope', english],
    ['/zh/nope', chinese],
    ['/zh/user/cm/foo/bar', chinese],
    ['/zh/lifecycle/signup/nope', chinese],
  ] as const) {
    expect(await servedTitle(request, path), path).toEqual({ status: 404, title: expected.title })
  }
})

test('a package category whose name says "packages" is not titled "packages packages"', async ({
  page,
}) => {
  for (const [path, heading, title] of [
    ['/package/ivy', 'Ivy packages', 'Ivy packages - EduBridge'],
    ['/package/graduate', 'Graduate school packages', 'Graduate school packages - EduBridge'],
    ['/zh/package/ivy', '藤校套餐', '藤校套餐 - 育桥教育'],
    ['/zh/package/graduate', '研究生申请套餐', '研究生申请套餐 - 育桥教育'],
  ]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(page).toHaveTitle(title)
  }
})

test('favicon, Apple touch icon and web manifest are served and linked from every page', async ({
  request,
}) => {
  for (const [path, type] of [
    ['/favicon.ico', 'image/x-icon'],
    ['/apple-icon.png', 'image/png'],
    ['/manifest.webmanifest', 'application/manifest+json'],
  ]) {
    const response = await request.get(path)
    expect([path, response.status(), response.headers()['content-type']]).toEqual([path, 200, type])
  }

  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string
    short_name: string
    theme_color: string
    background_color: string
    icons: { src: string; sizes: string; type: string }[]
  }
  expect(manifest.name).toContain('EduBridge')
  expect(manifest.short_name).toBe('EduBridge')
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i)
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i)
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i) => i.sizes === size && i.type === 'image/png')
    expect(icon, size).toBeDefined()
    const response = await request.get(icon!.src)
    expect([icon!.src, response.status(), response.headers()['content-type']]).toEqual([
      icon!.src,
      200,
      'image/png',
    ])
  }

  for (const path of ['/', '/zh', '/nope']) {
    const links = await headLinks(request, path)
    const hrefOf = (rel: string) => links.filter((l) => l.rel === rel).map((l) => l.href)
    expect(
      hrefOf('icon').some((href) => /^\/favicon\.ico(\?|$)/.test(href)),
      path,
    ).toBe(true)
    expect(hrefOf('apple-touch-icon').some((href) => /^\/apple-icon\.png(\?|$)/.test(href))).toBe(
      true,
    )
    expect(hrefOf('manifest')).toEqual(['/manifest.webmanifest'])
  }
})

test('/coach and /coach/{name}/p lead to the coach search and the coach page; deeper stays 404', async ({
  request,
}) => {
  for (const [path, location] of [
    ['/coach', '/search'],
    ['/en/coach', '/search'],
    ['/zh/coach', '/zh/search'],
    ['/coach/chen-wei/p', '/coach/chen-wei'],
    ['/en/coach/chen-wei/p', '/coach/chen-wei'],
    ['/zh/coach/chen-wei/p', '/zh/coach/chen-wei'],
  ]) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect([path, response.status(), response.headers().location]).toEqual([path, 308, location])
    expect((await request.get(path)).status(), path).toBe(200)
  }
  expect((await request.get('/coach?q=ivy', { maxRedirects: 0 })).headers().location).toBe(
    '/search?q=ivy',
  )
  for (const path of ['/coach/chen-wei/p/no-such-package/more', '/coach/chen-wei/p/x/y/z']) {
    expect((await request.get(path)).status(), path).toBe(404)
  }
})

test.describe('the language switcher links straight to the page in the other language', () => {
  const cases = [
    // Articles have a slug per language.
    {
      from: '/article/how-to-build-a-balanced-university-list',
      to: '/zh/article/ruhe-zhiding-junheng-de-xuanxiao-mingdan',
      locale: 'zh',
    },
    {
      from: '/zh/article/ruhe-zhiding-junheng-de-xuanxiao-mingdan',
      to: '/article/how-to-build-a-balanced-university-list',
      locale: 'en',
    },
    {
      from: '/coach/emily-carter/how-to-write-a-personal-essay-that-sounds-like-you',
      to: '/zh/coach/emily-carter/ruhe-xiechu-you-ziji-shengyin-de-wenshu',
      locale: 'zh',
    },
    // The same path in both languages.
    { from: '/ivy', to: '/zh/ivy', locale: 'zh' },
    { from: '/zh/coach/chen-wei', to: '/coach/chen-wei', locale: 'en' },
  ]
  for (const { from, to, locale } of cases) {
    test(from, async ({ page, baseURL }) => {
      await page.goto(from)
      await waitForHydration(page)
      await expect(page.getByTestId('language-switcher')).toHaveAttribute('href', to)
      // As the visitor arrives after switching: with the language saved in the cookie.
      const visitor = await newRequest.newContext({
        baseURL,
        extraHTTPHeaders: { Cookie: `i18n_redirected=${locale}` },
      })
      const response = await visitor.get(to, { maxRedirects: 0 })
      expect(response.status(), to).toBe(200)
      await visitor.dispose()

      const redirects: string[] = []
      // The way to the other page (its document or its data), not the prefetches of other links
      // that the language change sends on.
      page.on('response', (r) => {
        const redirected = r.status() >= 300 && r.status() < 400
        if (redirected && new URL(r.url()).pathname === to) redirects.push(r.url())
      })
      await page.getByTestId('language-switcher').click()
      await expect(page).toHaveURL((url) => url.pathname === to)
      await expect(page.locator('html')).toHaveAttribute(
        'lang',
        locale === 'zh' ? 'zh-CN' : 'en-US',
      )
      expect(redirects).toEqual([])
    })
  }
})
