import http from 'node:http'

import { expect, test } from '@playwright/test'

import { callServerAction, findServerAction } from '../helpers/serverAction'

import { e2eDistDir } from './env'
import {
  asE2eAdmin,
  createUser,
  memberAt,
  ownNetwork,
  photoFile,
  signIn,
  waitForHydration,
} from './helpers'

const evil = 'http://evil.test'

test.describe('security headers', () => {
  test('every kind of answer carries them; one person’s answers are never stored', async ({
    request,
  }) => {
    for (const path of [
      '/',
      '/zh/coach',
      '/api/pages?limit=1',
      '/admin/login',
      '/my-account-login',
      '/_next/unknown',
      '/robots.txt',
    ]) {
      const response = await request.get(path, { maxRedirects: 0 })
      const headers = response.headers()
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
      expect(headers['content-security-policy'], path).not.toContain('unsafe-eval')
      expect(headers['x-frame-options'], path).toBe('DENY')
      expect(headers['x-content-type-options'], path).toBe('nosniff')
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy'], path).toContain('camera=()')
      // Served over plain HTTP here: no HSTS (it would pin the browser to HTTPS on localhost).
      expect(headers['strict-transport-security'], path).toBeUndefined()
    }
    for (const path of ['/admin/login', '/my-account-login', '/api/users/me']) {
      expect((await request.get(path)).headers()['cache-control'], path).toBe('private, no-store')
    }
    // A public page stays shareable by caches.
    expect((await request.get('/zh/coach')).headers()['cache-control']).not.toMatch(
      /private|no-store/,
    )
  })

  test('a member’s private picture is sent private, no-store', async ({ page, request }) => {
    await memberAt(page, request, 'student', '/user/home')
    const origin = new URL(page.url()).origin
    const upload = await page.request.post('/api/avatars', {
      headers: { Origin: origin },
      multipart: { file: await photoFile('me.jpg'), _payload: '{}' },
    })
    expect(upload.ok(), await upload.text()).toBe(true)
    const { doc } = (await upload.json()) as { doc: { filename: string } }
    const file = await page.request.get(`/api/avatars/file/${doc.filename}`, {
      headers: { Origin: origin },
    })
    expect(file.status()).toBe(200)
    expect(file.headers()['cache-control']).toBe('private, no-store')
  })

  test('scripts carry integrity hashes and the portal runs under the policy without violations', async ({
    page,
  }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text()))
        violations.push(message.text())
    })
    await page.goto('/zh')
    const scripts = await page.locator('script[src]').evaluateAll((nodes) =>
      nodes.map((node) => ({
        src: (node as HTMLScriptElement).src,
        integrity: node.getAttribute('integrity'),
      })),
    )
    // Next's bootstrap scripts carry their hashes; every script comes from the portal itself.
    expect(
      scripts.filter((script) => script.integrity?.startsWith('sha256-')).length,
      JSON.stringify(scripts),
    ).toBeGreaterThan(0)
    for (const script of scripts)
      expect(new URL(script.src).origin).toBe(new URL(page.url()).origin)
    await page.goto('/coach')
    await waitForHydration(page)
    expect(violations).toEqual([])
  })

  test('the admin works under the policy, and cannot be framed', async ({ page }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text()))
        violations.push(message.text())
    })
    await asE2eAdmin(page)
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin$/)
    await page.goto('/admin/collections/articles')
    await page
      .getByRole('link', { name: /Create new|新建/ })
      .first()
      .click()
    await expect(page.locator('[data-lexical-editor="true"]').first()).toBeVisible()
    await page.locator('[data-lexical-editor="true"]').first().click()
    await page.keyboard.type('Typed under the policy')
    await expect(page.getByText('Typed under the policy')).toBeVisible()
    expect(violations).toEqual([])

    await page.setContent(`<iframe src="${new URL('/admin/login', page.url()).href}"></iframe>`)
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame())
    await page.waitForTimeout(500)
    expect(
      await frame
        ?.locator('#field-email')
        .count()
        .catch(() => 0),
    ).toBe(0)
  })
})

test.describe('changes from another site', () => {
  test('REST writes and uploads with the session cookie are refused with 403 and a clear message', async ({
    page,
    request,
  }) => {
    const account = await memberAt(page, request, 'student', '/user/home')
    const me = (await (
      await page.request.get('/api/users/me', { headers: { Origin: new URL(page.url()).origin } })
    ).json()) as { user: { id: number } }
    const patch = await page.request.patch(`/api/users/${me.user.id}`, {
      headers: { Origin: evil },
      data: { firstName: 'Mallory' },
    })
    expect(patch.status()).toBe(403)
    expect(
      ((await patch.json()) as { errors: { message: string }[] }).errors[0]!.message,
    ).toContain('another website')
    const upload = await page.request.post('/api/avatars', {
      headers: { Origin: evil },
      multipart: { file: await photoFile('x.jpg'), _payload: '{}' },
    })
    expect(upload.status()).toBe(403)
    const graphql = await page.request.post('/api/graphql', {
      headers: { Origin: evil },
      data: {
        query: `mutation { updateUser(id: ${me.user.id}, data: { firstName: "Mallory" }) { id } }`,
      },
    })
    expect(graphql.status()).toBe(403)
    const reread = (await (
      await page.request.get('/api/users/me', { headers: { Origin: new URL(page.url()).origin } })
    ).json()) as { user: { email: string; firstName?: string } }
    expect(reread.user.email).toBe(account.email)
    expect(reread.user.firstName).not.toBe('Mallory')
  })

  test('a server action from another site is refused with 403 (not 500), in the visitor’s language', async ({
    baseURL,
  }) => {
    const actionId = findServerAction(e2eDistDir, 'sendContactMessage', 'actions/leads')
    const call = await callServerAction({
      baseUrl: baseURL!,
      pagePath: '/zh/contact-us',
      actionId,
      args: [{}],
      headers: { Origin: evil, cookie: 'i18n_redirected=zh' },
    })
    expect(call.status).toBe(403)
    expect(JSON.parse(call.body)).toEqual({
      errors: [{ message: '该请求来自其他网站，已被拒绝。请使用本站的表单。' }],
    })
  })

  test('a member who follows a link from another site arrives signed in', async ({
    page,
    request,
  }) => {
    await memberAt(page, request, 'student', '/user/home')
    const target = new URL('/user/profile', page.url()).href
    await page.setContent(`<a href="${target}">open</a>`)
    await page.goto(target, { referer: 'https://webmail.example/inbox' })
    await expect(page).toHaveURL(/\/user\/profile$/)
    // Opened by a click on another site's page, as from a webmail.
    await page.goto('about:blank')
    await page.setContent(`<a id="go" href="${target}">open</a>`)
    await page.click('#go')
    await expect(page).toHaveURL(/\/user\/profile$/)
  })
})

test.describe('bad requests at the door', () => {
  test('an oversized body is 413, a body without length 411, with a localized message', async ({
    baseURL,
  }) => {
    const big = await fetch(`${baseURL}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'i18n_redirected=zh' },
      body: 'x'.repeat(3 * 1024 * 1024),
    })
    expect(big.status).toBe(413)
    expect(await big.json()).toEqual({
      errors: [{ message: '提交的内容过大。请发送更小的文件或更短的文字。' }],
    })
    // A 10 MB contact message, sent whole as a browser sends it: the answer arrives before the
    // connection closes, in the page's language (a reset would reject the fetch).
    const actionId = findServerAction(e2eDistDir, 'sendContactMessage', 'actions/leads')
    // (Ten at once: before, about half of them got EPIPE.)
    const message = 'x'.repeat(10 * 1024 * 1024)
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${baseURL}/zh/contact-us`, {
          method: 'POST',
          headers: { 'Next-Action': actionId, Origin: baseURL!, 'content-type': 'text/plain' },
          body: JSON.stringify([{ name: 'Li', email: 'li@example.com', message }]),
        }).then(
          async (answer) => ({ status: answer.status, body: await answer.json() }),
          (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
        ),
      ),
    )
    for (const answer of answers)
      expect(answer).toEqual({
        status: 413,
        body: { errors: [{ message: '提交的内容过大。请发送更小的文件或更短的文字。' }] },
      })
    // A body far beyond any the portal takes is not read: the connection closes after the answer.
    const huge = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        `${baseURL}/contact-us`,
        {
          method: 'POST',
          headers: { 'Next-Action': actionId, Origin: baseURL!, 'Content-Length': 2 ** 40 },
        },
        (response) => {
          resolve(response.statusCode ?? 0)
          response.resume()
        },
      )
      request.on('error', reject)
      request.write('x'.repeat(1024))
    })
    expect(huge).toBe(413)
    const chunked = await fetch(`${baseURL}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Blob(['{}']).stream(),
      duplex: 'half',
    } as RequestInit).catch(() => null)
    expect(chunked?.status).toBe(411)
  })

  test('server-action bodies that are not an argument list answer 400 with a localized message, never 500', async ({
    baseURL,
  }) => {
    const actionId = findServerAction(e2eDistDir, 'sendContactMessage', 'actions/leads')
    const post = (body: string) =>
      fetch(`${baseURL}/contact-us`, {
        method: 'POST',
        headers: {
          Accept: 'text/x-component',
          'Next-Action': actionId,
          'Content-Type': 'text/plain;charset=UTF-8',
          Origin: baseURL!,
          cookie: 'i18n_redirected=zh',
        },
        body,
      })
    // A body React can read but that holds no form reaches the action, which refuses it like any bad form.
    const noForm = await post('{"a":1}')
    expect(noForm.status).toBe(200)
    expect(await noForm.text()).toContain('"ok":false,"error":"invalid"')
    for (const body of ['not json', '"text"', '[', '']) {
      const response = await post(body)
      expect(response.status, body).toBeLessThan(500)
      expect(response.status, body).toBeGreaterThanOrEqual(400)
      expect(await response.text(), body).toContain('无法处理该请求')
    }
  })

  test('control characters and junk in a public page’s address show the page without them, never a 5xx', async ({
    request,
  }) => {
    const addresses = [
      '/search?q=%00',
      '/zh/search?q=a%01b&page=%00',
      '/compare?coaches=%01',
      '/university/%00',
      '/university?q=%00&page=-5',
      '/zh/coach?page=%00&sort=%7F',
      '/article/%00x',
      '/compare?coaches=%F3%A7%9B%9B%2C%2C8)q%40',
    ]
    for (const address of addresses) {
      const response = await request.get(address)
      expect(response.status(), address).toBeLessThan(500)
      expect(await response.text(), address).not.toMatch(
        /Failed query|DrizzleQueryError|invalid input syntax/,
      )
    }
  })

  test('a file or image URL naming no stored file is 404, never 500', async ({ request }) => {
    for (const address of [
      '/api/media/file/does-not-exist.webp',
      '/api/media/file/..%252f..%252fpackage.json',
      '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fdoes-not-exist.webp&w=640&q=75',
    ]) {
      const response = await request.get(address)
      expect(response.status(), address).toBeGreaterThanOrEqual(400)
      expect(response.status(), address).toBeLessThan(500)
    }
  })

  test('unknown /_next/ paths are 404', async ({ request }) => {
    for (const path of ['/_next/unknown', '/_next/x/y?z=1', '/_next/'])
      expect((await request.get(path)).status(), path).toBe(404)
  })
})

test('after sign-in, redirect targets that resolve to another host go home instead', async ({
  page,
  request,
}) => {
  await ownNetwork(page.context())
  const account = await createUser(request, ['student'])
  for (const trick of ['/.//evil.test', '/a/..//evil.test', '/./\\evil.test']) {
    await page.context().clearCookies()
    await page.goto(`/my-account-login?redirect=${encodeURIComponent(trick)}`)
    await signIn(page, account.email, account.password)
    await page.waitForURL((url) => url.pathname !== '/my-account-login')
    expect(new URL(page.url()).hostname, trick).toBe('localhost')
  }
})
