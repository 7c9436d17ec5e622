import { type APIRequestContext, expect, test } from '@playwright/test'

import { createUser } from './helpers'

const coach = 'chen-wei'

/** The caching headers of a page, once Next serves it from its cache (the first render is not shared). */
async function keptPageHeaders(request: APIRequestContext, path: string, tag = `coach:${coach}`) {
  let headers: Record<string, string> = {}
  await expect
    .poll(async () => {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status()).toBe(200)
      headers = response.headers()
      return headers['cache-tag'] ?? ''
    })
    .toContain(tag)
  return headers
}

test('a coach page names its cache tags for a CDN, in both languages', async ({ request }) => {
  for (const path of [`/coach/${coach}`, `/zh/coach/${coach}`]) {
    const headers = await keptPageHeaders(request, path)
    const tags = headers['cache-tag']!.split(',')
    expect(tags, path).toEqual(expect.arrayContaining(['coaches', `coach:${coach}`]))
    expect(
      tags.some((tag) => tag.startsWith('_N_T_')),
      path,
    ).toBe(false)
    expect(headers['surrogate-key'], path).toBe(tags.join(' '))
    expect(headers['cache-control'], path).toMatch(/^public, max-age=0, s-maxage=\d+/)
    expect(headers['x-edubridge-cache-tags'], path).toBeUndefined()
  }
  // Client-side navigation data of the same page is never stored by a shared cache.
  const navigation = await request.get(`/coach/${coach}`, { headers: { RSC: '1' } })
  expect(navigation.headers()['cache-tag']).toBeUndefined()
  expect(navigation.headers()['cache-control']).toMatch(/private/)
})

test('the member area and the API name no cache tags', async ({ request }) => {
  const { email, password } = await createUser(request, ['student'])
  const login = await request.post('/api/users/login', { data: { email, password } })
  expect(login.ok()).toBe(true)
  // The session cookie as a browser sends it (the server marks it Secure).
  const session = { cookie: `payload-token=${((await login.json()) as { token: string }).token}` }
  const home = await request.get('/user/home', { headers: session, maxRedirects: 0 })
  expect(home.status()).toBe(200)
  expect(home.headers()['cache-control']).toBe('private, no-store')
  for (const response of [
    home,
    await request.get('/api/coaches?limit=1'),
    await request.get('/api/users/me', { headers: session }),
  ]) {
    expect(response.headers()['cache-tag'], response.url()).toBeUndefined()
    expect(response.headers()['surrogate-key'], response.url()).toBeUndefined()
  }
})

/** The names of Next.js's own headers in an answer (how the page was made: cache, rewrites). */
const internalHeaders = (headers: Record<string, string>) =>
  Object.keys(headers).filter((name) => /^x-(nextjs|middleware)-/.test(name))

test('no answer tells a visitor how Next.js made it (x-nextjs-*, x-middleware-*)', async ({
  request,
}) => {
  const { email, password } = await createUser(request, ['student'])
  const login = await request.post('/api/users/login', { data: { email, password } })
  const session = { cookie: `payload-token=${((await login.json()) as { token: string }).token}` }
  // A kept page (served from Next's cache, as the CDN headers show), a rewritten English path, a
  // Chinese search, a member page, the API, a missing page and a redirect.
  const kept = await keptPageHeaders(request, `/coach/${coach}`)
  expect(internalHeaders(kept)).toEqual([])
  for (const [path, headers] of [
    ['/', {}],
    ['/zh/search?q=%E5%93%88%E4%BD%9B', {}],
    ['/user/home', session],
    ['/api/coaches?limit=1', {}],
    ['/coach/nobody-at-all', {}],
    ['/en/article', {}],
  ] as const) {
    const response = await request.get(path, { headers, maxRedirects: 0 })
    expect(internalHeaders(response.headers()), `${path} ${response.status()}`).toEqual([])
  }
})

test('a HEAD is answered with the status and headers of the GET of the same address', async ({
  request,
}) => {
  const compared = ['cache-control', 'cache-tag', 'surrogate-key', 'content-type', 'vary']
  const pick = (headers: Record<string, string>) =>
    Object.fromEntries(compared.map((name) => [name, headers[name]]))
  for (const path of ['/article', '/zh/article', '/does-not-exist-anywhere', '/api/coaches']) {
    // Once kept, so that the GET and the HEAD after it are both answered from the same copy.
    if (path.endsWith('article')) await keptPageHeaders(request, path, 'articles')
    const get = await request.get(path, { maxRedirects: 0 })
    const head = await request.head(path, { maxRedirects: 0 })
    expect(head.status(), path).toBe(get.status())
    expect(pick(head.headers()), path).toEqual(pick(get.headers()))
  }
})
