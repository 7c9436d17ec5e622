import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { checkBodySize } from '@/server/http/bodyLimit'
import { replaceFailedActions } from '@/server/http/failedActions'
import { isForeignWrite, portalOrigins } from '@/lib/http/origin'
import { refusalFor, sendRefusal } from '@/server/http/refusal'
import { contentSecurityPolicy, securityHeaders } from '@/server/http/securityHeaders'

const origins = portalOrigins({ PORT: '3100', PUBLIC_ORIGIN: 'https://edubridge.example' })

describe('the origins that may send changes', () => {
  it('are the public origin and this server’s own address', () => {
    expect(origins).toEqual([
      'https://edubridge.example',
      'http://localhost:3100',
      'http://127.0.0.1:3100',
    ])
    expect(portalOrigins({})).toContain('http://localhost:3000')
  })

  it('refuses a change from another site, by Origin or by Sec-Fetch-Site', () => {
    expect(isForeignWrite('PATCH', { origin: 'http://evil.test' }, origins)).toBe(true)
    expect(isForeignWrite('POST', { origin: 'null' }, origins)).toBe(true)
    expect(isForeignWrite('POST', { 'sec-fetch-site': 'cross-site' }, origins)).toBe(true)
    expect(isForeignWrite('POST', { origin: 'https://edubridge.example' }, origins)).toBe(false)
    expect(isForeignWrite('DELETE', { origin: 'http://localhost:3100' }, origins)).toBe(false)
  })

  it('lets reads through, and clients that are not browsers (no Origin, no Sec-Fetch-Site)', () => {
    expect(
      isForeignWrite(
        'GET',
        { origin: 'http://evil.test', 'sec-fetch-site': 'cross-site' },
        origins,
      ),
    ).toBe(false)
    expect(isForeignWrite('POST', {}, origins)).toBe(false)
    expect(isForeignWrite('POST', { 'sec-fetch-site': 'same-origin' }, origins)).toBe(false)
  })
})

describe('request bodies', () => {
  const mb = 1024 * 1024
  it('are refused over their limit (413) or without a declared length (411)', () => {
    expect(
      checkBodySize('POST', '/api/users/login', {
        'content-length': String(3 * mb),
        'content-type': 'application/json',
      }),
    ).toEqual({ ok: false, status: 413 })
    expect(checkBodySize('POST', '/api/graphql', { 'transfer-encoding': 'chunked' })).toEqual({
      ok: false,
      status: 411,
    })
    expect(
      checkBodySize('POST', '/user/profile', {
        'content-length': String(7 * mb),
        'next-action': 'x',
      }),
    ).toEqual({ ok: false, status: 413 })
    expect(checkBodySize('POST', '/api/users', { 'content-length': 'abc' })).toEqual({
      ok: false,
      status: 413,
    })
  })
  it('are let through within it', () => {
    expect(
      checkBodySize('POST', '/user/profile', {
        'content-length': String(5.5 * mb),
        'next-action': 'x',
        'content-type': 'multipart/form-data; boundary=x',
      }),
    ).toEqual({ ok: true })
    expect(
      checkBodySize('POST', '/api/media', {
        'content-length': String(15 * mb),
        'content-type': 'multipart/form-data; boundary=x',
      }),
    ).toEqual({ ok: true })
    expect(checkBodySize('GET', '/', { 'transfer-encoding': 'chunked' })).toEqual({ ok: true })
    expect(checkBodySize('POST', '/api/users/logout', {})).toEqual({ ok: true })
  })
})

describe('what the server refuses before Next.js', () => {
  it('answers unknown /_next/ paths as not found, and leaves Next’s own files alone', () => {
    expect(refusalFor({ method: 'GET', headers: {} }, '/_next/unknown', origins)).toBe('notFound')
    expect(
      refusalFor({ method: 'GET', headers: {} }, '/_next/static/chunks/a.js', origins),
    ).toBeNull()
    expect(refusalFor({ method: 'GET', headers: {} }, '/_next/image', origins)).toBeNull()
  })

  it('answers a file asked for under a storage prefix as not found (Payload would fail with a 500)', () => {
    const get = (url: string) =>
      refusalFor({ method: 'GET', headers: {}, url }, url.split('?')[0]!, origins)
    expect(get('/api/media/file/a.webp?prefix=x')).toBe('notFound')
    expect(get('/api/certification-documents/file/a.webp?x=1&prefix=')).toBe('notFound')
    expect(get('/api/media/file/a.webp')).toBeNull()
    expect(get('/api/media/file/a.webp?w=1')).toBeNull()
    expect(get('/search?prefix=x')).toBeNull()
  })

  let server: http.Server
  let base = ''
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const path = (req.url ?? '/').split('?')[0]!
      const refusal = refusalFor(req, path, [base])
      if (refusal) return sendRefusal(req, res, refusal)
      replaceFailedActions(req, res, () => ({ status: 400, message: 'bad' }))
      res.statusCode = path === '/fails' ? 500 : 200
      res.setHeader('content-type', 'text/x-component')
      res.write('0:"internal English error data"')
      res.end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => void server.close())

  it('tells a foreign form or API client why, in its language', async () => {
    const api = await fetch(`${base}/api/users/1`, {
      method: 'PATCH',
      headers: { origin: 'http://evil.test', cookie: 'i18n_redirected=zh' },
      body: '{}',
    })
    expect(api.status).toBe(403)
    expect(await api.json()).toEqual({
      errors: [{ message: '该请求来自其他网站，已被拒绝。请使用本站的表单。' }],
    })
    const page = await fetch(`${base}/contact-us`, {
      method: 'POST',
      headers: { origin: 'http://evil.test' },
      body: 'a=1',
    })
    expect(page.status).toBe(403)
    expect(await page.text()).toContain('came from another website')
  })

  it('replaces a failed server action’s own error data by the localized answer, and leaves others alone', async () => {
    const failed = await fetch(`${base}/fails`, {
      method: 'POST',
      headers: { 'next-action': 'abc', origin: base },
      body: '[]',
    })
    expect(failed.status).toBe(400)
    expect(await failed.json()).toEqual({ errors: [{ message: 'bad' }] })
    const fine = await fetch(`${base}/works`, {
      method: 'POST',
      headers: { 'next-action': 'abc', origin: base },
      body: '[]',
    })
    expect(fine.status).toBe(200)
    expect(await fine.text()).toContain('internal English')
  })
})

describe('security headers', () => {
  it('forbid framing, sniffing and eval, and keep referrers to the origin', () => {
    const headers = securityHeaders('/', false)
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'")
    expect(headers['Content-Security-Policy']).toContain("object-src 'none'")
    expect(contentSecurityPolicy(false)).not.toContain('unsafe-eval')
    expect(headers).toMatchObject({
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    })
    expect(headers['Permissions-Policy']).toContain('camera=()')
    expect(headers['Strict-Transport-Security']).toBeUndefined()
    expect(securityHeaders('/', true)['Strict-Transport-Security']).toContain('max-age=')
  })

  it('keep one person’s answers out of every cache, and public pages shareable', () => {
    for (const path of [
      '/user',
      '/zh/user/profile',
      '/admin',
      '/api/avatars/file/a.webp',
      '/api/certification-documents/file/x.webp',
      '/api/users/me',
    ]) {
      expect(securityHeaders(path, false)['Cache-Control'], path).toBe('private, no-store')
    }
    for (const path of ['/', '/zh/coach', '/api/media/file/a.webp', '/university/oxford'])
      expect(securityHeaders(path, false)['Cache-Control'], path).toBeUndefined()
  })
})
