import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { cdnPurgeUrl, purgeCdnTags } from '@/lib/cdn/purge'

type Received = { headers: http.IncomingHttpHeaders; body: string }

describe('purgeCdnTags', () => {
  let server: http.Server | undefined
  afterEach(() => {
    server?.closeAllConnections()
    server?.close()
  })

  /** A CDN purge endpoint that answers `status` (or nothing at all). */
  async function cdn(status: number | 'never') {
    const received: Received[] = []
    server = http.createServer((req, res) => {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString()))
      req.on('end', () => {
        received.push({ headers: req.headers, body })
        if (status !== 'never') res.writeHead(status).end('{}')
      })
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge`, received }
  }

  it('posts the tags as JSON, with the token as a Bearer header when there is one', async () => {
    const { url, received } = await cdn(200)
    await purgeCdnTags(['coaches', 'coach:wang-zhe'], { url, token: 'secret' })
    await purgeCdnTags(['site-settings'], { url })
    expect(received.map((r) => JSON.parse(r.body))).toEqual([
      { tags: ['coaches', 'coach:wang-zhe'] },
      { tags: ['site-settings'] },
    ])
    expect(received[0]!.headers['content-type']).toBe('application/json')
    expect(received[0]!.headers.authorization).toBe('Bearer secret')
    expect(received[1]!.headers.authorization).toBeUndefined()
  })

  it('fails on a refusal or no answer in time, so the job is retried', async () => {
    const refusing = await cdn(500)
    await expect(purgeCdnTags(['coaches'], { url: refusing.url })).rejects.toThrow('500')
    server!.close()
    const silent = await cdn('never')
    const started = Date.now()
    await expect(
      purgeCdnTags(['coaches'], { url: silent.url, timeoutMs: 200 }),
    ).rejects.toMatchObject({
      name: 'TimeoutError',
    })
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('is off without CDN_PURGE_URL', () => {
    expect(cdnPurgeUrl({})).toBeUndefined()
    expect(cdnPurgeUrl({ CDN_PURGE_URL: '  ' })).toBeUndefined()
    expect(cdnPurgeUrl({ CDN_PURGE_URL: 'https://purge.example/tags' })).toBe(
      'https://purge.example/tags',
    )
  })
})
