import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { hideInternalHeaders } from '@/server/http/internalHeaders'

/** What a layer inside the server (the page cache, the CDN headers) saw of Next's cache header. */
let seenInside: unknown
let server: http.Server
let base = ''

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hideInternalHeaders(req, res)
    // A layer installed after it, as the page cache is: it runs first and still reads the header.
    const inner = res.writeHead.bind(res) as (...args: unknown[]) => http.ServerResponse
    res.writeHead = ((status: number, ...rest: unknown[]) => {
      seenInside = res.getHeader('x-nextjs-cache')
      return inner(status, ...rest)
    }) as http.ServerResponse['writeHead']
    // As Next.js answers: headers set one by one, then more with the status.
    res.setHeader('x-nextjs-cache', 'HIT')
    res.setHeader('X-NextJS-Prerender', '1')
    res.setHeader('cache-control', 'public, max-age=0, must-revalidate')
    res.writeHead(200, { 'x-middleware-rewrite': '/en/coach/a', 'content-type': 'text/html' })
    res.end('<p>page</p>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const internalNames = (headers: Headers) =>
  [...headers.keys()].filter((name) => /^x-(nextjs|middleware)-/.test(name))

describe('Next.js internal headers', () => {
  it('never reach a visitor, while the layers inside still read them', async () => {
    seenInside = undefined
    const response = await fetch(`${base}/coach/a`)
    expect(internalNames(response.headers)).toEqual([])
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    expect(response.headers.get('content-type')).toBe('text/html')
    expect(await response.text()).toBe('<p>page</p>')
    expect(seenInside).toBe('HIT')
  })

  it('stay on the answers to Next’s own router, whose script reads them', async () => {
    const response = await fetch(`${base}/coach/a`, { headers: { rsc: '1' } })
    expect(internalNames(response.headers).sort()).toEqual([
      'x-middleware-rewrite',
      'x-nextjs-cache',
      'x-nextjs-prerender',
    ])
  })
})
