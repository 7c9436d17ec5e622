import { AsyncLocalStorage } from 'node:async_hooks'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { admissionLimits, createAdmission } from '@/server/http/admission'
import { sendBusy } from '@/server/http/unavailable'

/** A server whose every request is admitted through the gate and held until `release()`. */
async function gatedServer(limits: Parameters<typeof createAdmission>[0]) {
  const held: (() => void)[] = []
  let running = 0
  let most = 0
  const admission = createAdmission(limits, sendBusy)
  const server = http.createServer((req, res) =>
    admission.admit(req, res, () => {
      running++
      most = Math.max(most, running)
      held.push(() => {
        running--
        res.end(req.url)
      })
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    admission,
    base,
    server,
    held,
    get most() {
      return most
    },
    /** Lets every render that started so far finish. */
    releaseAll: () => held.splice(0).forEach((release) => release()),
  }
}

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 5))
  expect(condition()).toBe(true)
}

describe('admission: a bounded number of renders at once, the rest waiting in turn', () => {
  let stop: () => void = () => {}
  afterEach(() => stop())

  it('runs at most `concurrency` at once and answers every queued request', async () => {
    const gate = await gatedServer({ concurrency: 2, queueLimit: 10, maxWaitMs: 10_000 })
    stop = () => gate.server.close()
    const answers = Array.from({ length: 6 }, (_, i) =>
      fetch(`${gate.base}/${i}`).then((response) => response.status),
    )
    await until(() => gate.held.length === 2 && gate.admission.waiting === 4)
    expect(gate.admission.active).toBe(2)
    let answered = 0
    void Promise.all(answers).then(() => (answered = 6))
    while (answered < 6) {
      gate.releaseAll()
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    expect(await Promise.all(answers)).toEqual([200, 200, 200, 200, 200, 200])
    expect(gate.most).toBe(2)
  })

  it('answers past a full queue at once with a localized 503 and Retry-After', async () => {
    const gate = await gatedServer({ concurrency: 1, queueLimit: 1, maxWaitMs: 10_000 })
    stop = () => gate.server.close()
    const first = fetch(`${gate.base}/zh/coach`)
    await until(() => gate.held.length === 1)
    const second = fetch(`${gate.base}/zh/coach`)
    await until(() => gate.admission.waiting === 1)
    const refused = await fetch(`${gate.base}/zh/coach`)
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('2')
    expect(refused.headers.get('cache-control')).toBe('no-store')
    const page = await refused.text()
    expect(page).toContain('<html lang="zh-CN">')
    expect(page).toContain('当前访问人数较多')
    const api = await fetch(`${gate.base}/api/coaches`)
    expect(api.status).toBe(503)
    expect(await api.json()).toEqual({
      errors: [{ message: 'The server is very busy. Please try again in a few seconds.' }],
    })
    gate.releaseAll()
    await until(() => gate.held.length === 1)
    gate.releaseAll()
    expect([(await first).status, (await second).status]).toEqual([200, 200])
  })

  it('gives up the place of a visitor who leaves while waiting, and frees the slot of one who leaves while served', async () => {
    const gate = await gatedServer({ concurrency: 1, queueLimit: 5, maxWaitMs: 10_000 })
    stop = () => gate.server.close()
    const served = new AbortController()
    fetch(`${gate.base}/served`, { signal: served.signal }).catch(() => {})
    await until(() => gate.held.length === 1)
    const leaving = new AbortController()
    fetch(`${gate.base}/leaving`, { signal: leaving.signal }).catch(() => {})
    await until(() => gate.admission.waiting === 1)
    leaving.abort()
    await until(() => gate.admission.waiting === 0)
    served.abort()
    await until(() => gate.admission.active === 0)
    const next = fetch(`${gate.base}/next`)
    await until(() => gate.held.length === 2)
    gate.releaseAll()
    expect(await (await next).text()).toBe('/next')
  })

  it('starts waiting requests in arrival order, and answers 503 to one that waited longer than it may', () => {
    let now = 0
    const refused: string[] = []
    const admission = createAdmission(
      { concurrency: 1, queueLimit: 5, maxWaitMs: 1000 },
      (req, res) => {
        refused.push(req.url!)
        res.emit('close')
      },
      () => now,
    )
    const request = (url: string) => Object.assign(new http.IncomingMessage(null as never), { url })
    const started: string[] = []
    const responses = new Map<string, http.ServerResponse>()
    const admit = (url: string) => {
      const res = new http.ServerResponse(request(url))
      responses.set(url, res)
      admission.admit(request(url), res, () => started.push(url))
    }
    admit('/a')
    admit('/b')
    now = 500
    admit('/c')
    admit('/d')
    now = 1200
    responses.get('/a')!.emit('close')
    expect(refused).toEqual(['/b'])
    expect(started).toEqual(['/a', '/c'])
    responses.get('/c')!.emit('close')
    expect(started).toEqual(['/a', '/c', '/d'])
  })

  it('runs a waiting request in its own async context, not in that of the response that freed its place', () => {
    // Else each request's stores (Next's, the page cache's clock and tags) would be the previous
    // one's, and every queued request would keep the one before it alive.
    const store = new AsyncLocalStorage<string>()
    const seen: [string, string | undefined][] = []
    const admission = createAdmission(
      { concurrency: 1, queueLimit: 5, maxWaitMs: 10_000 },
      () => {},
    )
    const responses: http.ServerResponse[] = []
    for (const id of ['a', 'b', 'c'])
      store.run(id, () => {
        const req = Object.assign(new http.IncomingMessage(null as never), { url: `/${id}` })
        const res = new http.ServerResponse(req)
        responses.push(res)
        admission.admit(req, res, () => seen.push([id, store.getStore()]))
      })
    store.run('closer', () => responses[0]!.emit('close'))
    store.run('closer', () => responses[1]!.emit('close'))
    expect(seen).toEqual([
      ['a', 'a'],
      ['b', 'b'],
      ['c', 'c'],
    ])
  })

  it('reads its limits from the environment, with defaults for anything else', () => {
    expect(admissionLimits({})).toEqual({ concurrency: 4, queueLimit: 512, maxWaitMs: 20_000 })
    expect(admissionLimits({ WEB_RENDERS: '8', WEB_QUEUE: '0' })).toMatchObject({
      concurrency: 8,
      queueLimit: 0,
    })
    expect(admissionLimits({ WEB_RENDERS: '0', WEB_QUEUE: '-1' })).toMatchObject({
      concurrency: 4,
      queueLimit: 512,
    })
  })
})
