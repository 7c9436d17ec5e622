import fs from 'node:fs'
import http from 'node:http'
import zlib from 'node:zlib'

import { expect, test } from '@playwright/test'

import { E2E_PORT } from '../../playwright.config'
import { runsWebServer } from '../../scripts/lib/webServerBundle'

import { e2eDistDir } from './env'
import { adminToken, publishArticle } from './helpers'

/** The e2e server's web processes: those started by scripts/serve.ts for this port and build. */
function webProcesses() {
  const found: { pid: number; index: string }[] = []
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (!runsWebServer(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0'))) continue
      const env = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')
      if (!env.includes(`PORT=${E2E_PORT}`) || !env.includes(`NEXT_DIST_DIR=${e2eDistDir}`))
        continue
      const index = env.find((entry) => entry.startsWith('WEB_PROCESS='))
      if (index) found.push({ pid: Number(pid), index: index.slice('WEB_PROCESS='.length) })
    } catch {
      // The process ended while being looked at.
    }
  }
  return found
}

/** A GET on a connection of its own: the cluster hands each new connection to the next process. */
const freshGet = (path: string, acceptEncoding = 'identity') =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) =>
      http
        .get(
          `http://localhost:${E2E_PORT}${path}`,
          { agent: false, headers: { 'accept-encoding': acceptEncoding, connection: 'close' } },
          (res) => {
            const chunks: Buffer[] = []
            res.on('data', (chunk: Buffer) => chunks.push(chunk))
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(chunks),
              }),
            )
          },
        )
        .on('error', reject),
  )

const h1Of = (body: Buffer) => body.toString().match(/<h1[^>]*>([^<]*)</)?.[1]

test('pages are served by two web processes on one port', () => {
  const processes = webProcesses()
  expect(processes.map((p) => p.index).sort()).toEqual(['0', '1'])
})

test('an edit saved through one process reaches the cached page in every process within a second', async ({
  request,
}) => {
  const token = await adminToken(request)
  const slug = `processes-${Date.now().toString(36)}`
  const id = await publishArticle(request, token, slug, 'Processes test')
  const path = `/article/${slug}`

  // Six connections in turn: every process renders the page, then answers it from its cache.
  const warm = []
  for (let i = 0; i < 6; i++) warm.push(await freshGet(path))
  expect(warm.map((answer) => h1Of(answer.body))).toEqual(Array(6).fill('Before'))
  expect(warm.filter((answer) => answer.headers['x-page-cache'] === 'HIT').length).toBeGreaterThan(
    1,
  )

  const saved = await request.patch(`/api/articles/${id}`, {
    headers: { Authorization: `JWT ${token}` },
    data: { title: 'After' },
  })
  expect(saved.ok()).toBe(true)
  await new Promise((resolve) => setTimeout(resolve, 1000))
  const after = []
  for (let i = 0; i < 6; i++) after.push(h1Of((await freshGet(path)).body))
  expect(after).toEqual(Array(6).fill('After'))
})

test('pages and build files are sent compressed: brotli when accepted, else gzip', async () => {
  const br = await freshGet('/', 'gzip, deflate, br, zstd')
  expect(br.headers['content-encoding']).toBe('br')
  const html = zlib.brotliDecompressSync(br.body).toString()
  expect(html).toContain('</html>')
  const gzip = await freshGet('/', 'gzip, deflate')
  expect(gzip.headers['content-encoding']).toBe('gzip')
  expect(zlib.gunzipSync(gzip.body).toString()).toContain('</html>')
  expect(br.headers.vary).toMatch(/accept-encoding/i)

  const script = html.match(/\/_next\/static\/[^"'\s]+\.js/)?.[0]
  expect(script).toBeTruthy()
  const plain = await freshGet(script!, 'identity')
  const compressed = await freshGet(script!, 'gzip, deflate, br')
  expect(compressed.headers['content-encoding']).toBe('br')
  expect(compressed.headers['cache-control']).toContain('immutable')
  expect(zlib.brotliDecompressSync(compressed.body).equals(plain.body)).toBe(true)
  expect(compressed.body.length).toBeLessThan(plain.body.length / 2)
})
