import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { isStaticAsset, requestLocale, sendUnavailable } from '@/server/http/unavailable'

describe('the answer while the database is away', () => {
  let server: http.Server
  let base = ''
  beforeAll(async () => {
    server = http.createServer((req, res) => sendUnavailable(req, res))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => void server.close())

  it('is a 503 page in the visitor’s language, never stored, with a time to retry', async () => {
    const zh = await fetch(`${base}/zh/contact-us`)
    expect(zh.status).toBe(503)
    expect(zh.headers.get('retry-after')).toBe('5')
    expect(zh.headers.get('cache-control')).toBe('no-store')
    const page = await zh.text()
    expect(page).toContain('<html lang="zh-CN">')
    expect(page).toContain('服务暂时不可用')
    expect(page).not.toMatch(/Temporarily unavailable/)
    expect(await (await fetch(`${base}/contact-us`)).text()).toContain('Temporarily unavailable')
  })

  it('gives forms and API clients the spec’s network message in their language', async () => {
    const action = await fetch(`${base}/contact-us`, {
      method: 'POST',
      headers: { 'next-action': 'abc', cookie: 'i18n_redirected=zh' },
    })
    expect(action.status).toBe(503)
    expect(await action.json()).toEqual({ errors: [{ message: '网络错误，请稍后再试。' }] })
    const api = await fetch(`${base}/api/pages`)
    expect(await api.json()).toEqual({
      errors: [{ message: 'Network error. Please try again later.' }],
    })
  })

  it('takes the language from the path prefix, else the saved locale', () => {
    expect(requestLocale({ url: '/zh', headers: {} })).toBe('zh')
    expect(requestLocale({ url: '/en/x', headers: { cookie: 'i18n_redirected=zh' } })).toBe('en')
    expect(requestLocale({ url: '/', headers: { cookie: 'a=1; i18n_redirected=zh' } })).toBe('zh')
    expect(requestLocale({ url: '/zhang', headers: {} })).toBe('en')
  })

  it('leaves static files to be served', () => {
    expect(isStaticAsset('/_next/static/chunks/a.js')).toBe(true)
    expect(isStaticAsset('/icon.svg')).toBe(true)
    expect(isStaticAsset('/apple-icon.png')).toBe(true)
    expect(isStaticAsset('/icons/icon-192.png')).toBe(true)
    expect(isStaticAsset('/university')).toBe(false)
  })
})
