import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { compressResponses, staticEncoding } from '@/server/http/compression'
import { createStaticFiles, staticFilePath } from '@/server/http/staticFiles'

/** The window size (WBITS) a brotli stream declares in its first bits (RFC 7932, section 9.1). */
function brotliWindowBits(stream: Buffer): number {
  const bits = stream[0]!
  if ((bits & 1) === 0) return 16
  const n = (bits >> 1) & 0b111
  if (n !== 0) return 17 + n
  const m = (bits >> 4) & 0b111
  if (m === 1) throw new Error('a large-window stream, which a browser cannot read')
  return m === 0 ? 17 : 8 + m
}

describe('staticEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(staticEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(staticEncoding('gzip')).toBe('gzip')
    expect(staticEncoding('br;q=0, gzip;q=0.8')).toBe('gzip')
    expect(staticEncoding('*')).toBe('gzip')
    expect(staticEncoding('identity')).toBeNull()
    expect(staticEncoding('gzip;q=0')).toBeNull()
    expect(staticEncoding(undefined)).toBeNull()
  })
})

describe('staticFilePath', () => {
  const dir = '/srv/build/static'
  it('maps build scripts and styles, and nothing outside the folder', () => {
    expect(staticFilePath(dir, '/_next/static/chunks/a1.js?dpl=x')).toBe(`${dir}/chunks/a1.js`)
    expect(staticFilePath(dir, '/_next/static/css/b.css')).toBe(`${dir}/css/b.css`)
    expect(staticFilePath(dir, '/_next/static/..%2f..%2fBUILD_ID.js')).toBeNull()
    expect(staticFilePath(dir, '/_next/static/chunks/%E0%A4%A.js')).toBeNull()
    expect(staticFilePath(dir, '/_next/static/media/font.woff2')).toBeNull()
    expect(staticFilePath(dir, '/_next/image?url=x')).toBeNull()
    expect(staticFilePath(dir, '/coach/a.js')).toBeNull()
  })
})

/** A server with the two layers the web server puts in front of Next, and a stand-in for Next. */
describe('compressed answers', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'))
  const script = 'console.log("hello");\n'.repeat(400)
  const page = `<!doctype html><p>${'Hello, 你好. '.repeat(500)}</p>`
  let server: http.Server
  let base = ''
  let nextCalls = 0

  beforeAll(async () => {
    fs.mkdirSync(path.join(dir, 'chunks'))
    fs.writeFileSync(path.join(dir, 'chunks/app.js'), script)
    const staticFiles = createStaticFiles(dir)
    const compress = compressResponses()
    server = http.createServer((req, res) =>
      staticFiles.serve(req, res, () =>
        compress(req, res, () => {
          nextCalls++
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          res.end(page)
        }),
      ),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => {
    server.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  const get = (url: string, acceptEncoding: string) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) =>
      http
        .get(base + url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
        })
        .on('error', reject),
    )

  it('sends pages in brotli or gzip as the browser accepts, else as they are', async () => {
    const br = await get('/', 'gzip, deflate, br, zstd')
    expect(br.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(page)
    const gzip = await get('/', 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(page)
    const plain = await get('/', 'identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(page)
    expect(br.body.length).toBeLessThan(gzip.body.length)
  })

  it('streams brotli with a 128 kB window, not the 4 MB default that costs every answer ~5 MB', async () => {
    const br = await get('/', 'br')
    expect(brotliWindowBits(br.body)).toBe(17)
    const defaults = zlib.brotliCompressSync(Buffer.from(page))
    expect(brotliWindowBits(defaults)).toBe(22)
  })

  it('compresses each build file once and serves it from memory, immutable', async () => {
    const before = nextCalls
    const [first, second] = await Promise.all([
      get('/_next/static/chunks/app.js', 'br'),
      get('/_next/static/chunks/app.js', 'br'),
    ])
    for (const answer of [first, second]) {
      expect(answer.headers['content-encoding']).toBe('br')
      expect(answer.headers['cache-control']).toContain('immutable')
      expect(answer.headers['content-type']).toContain('javascript')
      expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(script)
    }
    const gzip = await get('/_next/static/chunks/app.js', 'gzip')
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(script)
    expect(nextCalls).toBe(before)
    // A missing file and a client taking no compression are left to Next.
    await get('/_next/static/chunks/missing.js', 'br')
    await get('/_next/static/chunks/app.js', 'identity')
    expect(nextCalls).toBe(before + 2)
  })
})
