import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { expect, request as newRequest, test, type APIRequestContext } from '@playwright/test'

import { runsWebServer, webServerEntry } from '../../scripts/lib/webServerBundle'
import { lexicalFromBlocks } from '../../src/lib/richtext/fromBlocks'
import { E2E_PORT } from '../../playwright.config'

import { e2eDistDir } from './env'
import { adminToken, createUser, publishArticle } from './helpers'

/**
 * Two server instances on one database and one build, as behind a load balancer: the e2e server
 * (instance A) and a second one started here on another port with A's own settings (instance B).
 */
const root = path.resolve(import.meta.dirname, '../..')

/** The environment of instance A's supervising process, read from /proc like a process manager would. */
function instanceAEnvironment(): NodeJS.ProcessEnv {
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (!runsWebServer(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0'))) continue
      const entries = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').filter(Boolean)
      const env = Object.fromEntries(entries.map((entry) => entry.split(/=(.*)/s).slice(0, 2)))
      if (env.PORT === String(E2E_PORT) && env.NEXT_DIST_DIR === e2eDistDir && !env.WEB_PROCESS)
        return env
    } catch {
      // The process ended while being looked at.
    }
  }
  throw new Error('instance A (the e2e server) was not found')
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })

let instanceB: ChildProcess
let b: APIRequestContext
let portB: number
const cacheFolder = (port: number) =>
  path.join(root, e2eDistDir, 'cache', 'instances', `port-${port}`)

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000)
  // A page Next keeps once rendered (on disk, in A's folder), so A has files there before B starts.
  expect((await request.get('/en/contact-me')).status()).toBe(200)
  portB = await freePort()
  // A's bundled web server, which the e2e server made in the build folder they share.
  instanceB = spawn(process.execPath, [webServerEntry(root, e2eDistDir)], {
    cwd: root,
    env: { ...instanceAEnvironment(), PORT: String(portB), WEB_CONCURRENCY: '1' },
    stdio: 'ignore',
  })
  b = await newRequest.newContext({ baseURL: `http://localhost:${portB}` })
  const deadline = Date.now() + 150_000
  for (;;) {
    const ready = await b.get('/my-account-login').then(
      (answer) => answer.ok(),
      () => false,
    )
    if (ready) break
    expect(Date.now(), 'instance B started').toBeLessThan(deadline)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
})

test.afterAll(async () => {
  await b?.dispose()
  instanceB?.kill('SIGTERM')
})

test('each instance keeps its own rendered cache: starting B leaves A’s in place', async () => {
  expect(fs.existsSync(cacheFolder(E2E_PORT))).toBe(true)
  expect((await b.get('/en/contact-me')).status()).toBe(200)
  expect(fs.existsSync(cacheFolder(portB))).toBe(true)
  expect(fs.existsSync(cacheFolder(E2E_PORT))).toBe(true)
})

test('an account made through A signs in through B, and the session works on both', async ({
  request,
}) => {
  const { email, password } = await createUser(request, ['student'])
  const login = await b.post('/api/users/login', { data: { email, password } })
  expect(login.ok(), await login.text()).toBe(true)
  const { token } = (await login.json()) as { token: string }
  for (const instance of [request, b]) {
    const me = await instance.get('/api/users/me', { headers: { Authorization: `JWT ${token}` } })
    expect(((await me.json()) as { user: { email: string } | null }).user?.email).toBe(email)
  }
})

test('sign-in tries are counted across instances: the limit is one for both', async ({
  request,
}) => {
  const { email } = await createUser(request, ['student'])
  const wrong = { email, password: 'not-the-password-1' }
  const statuses: number[] = []
  // Ten tries per account, alternating instances, each from an address of its own.
  for (let i = 0; i < 11; i++) {
    const instance = i % 2 ? b : request
    const answer = await instance.post('/api/users/login', {
      data: wrong,
      headers: { 'x-forwarded-for': `198.51.100.${(Date.now() + i) % 250}` },
    })
    statuses.push(answer.status())
  }
  expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true)
  expect(statuses[10]).toBe(429)
})

test('a publish through A shows on B’s cached pages within a second, in both languages', async ({
  request,
}) => {
  const token = await adminToken(request)
  const auth = { Authorization: `JWT ${token}` }
  const slug = `instances-${Date.now().toString(36)}`
  const id = await publishArticle(request, token, slug, 'Instances test')
  const zh = await request.patch(`/api/articles/${id}?locale=zh`, {
    headers: auth,
    data: { title: '之前', excerpt: '实例测试', body: lexicalFromBlocks([{ p: '正文。' }]) },
  })
  expect(zh.ok(), await zh.text()).toBe(true)

  // Visible through B at once, and cached there. Each look is a visitor without cookies: a
  // browser that opened /zh/… keeps a locale cookie, which sends the unprefixed page to /zh/ too.
  const fromB = (pagePath: string) => fetch(`http://localhost:${portB}${pagePath}`)
  const h1 = async (pagePath: string) =>
    (await (await fromB(pagePath)).text()).match(/<h1[^>]*>([^<]*)</)?.[1]
  const pages = { en: `/article/${slug}`, zh: `/zh/article/${slug}` }
  for (let i = 0; i < 2; i++) {
    expect(await h1(pages.en)).toBe('Before')
    expect(await h1(pages.zh)).toBe('之前')
  }
  expect((await fromB(pages.en)).headers.get('x-page-cache')).toBe('HIT')

  for (const [locale, title] of [
    ['en', 'After'],
    ['zh', '之后'],
  ] as const) {
    const saved = await request.patch(`/api/articles/${id}?locale=${locale}`, {
      headers: auth,
      data: { title },
    })
    expect(saved.ok()).toBe(true)
  }
  const savedAt = Date.now()
  await expect
    .poll(async () => [await h1(pages.en), await h1(pages.zh)], { intervals: [100], timeout: 5000 })
    .toEqual(['After', '之后'])
  expect(Date.now() - savedAt).toBeLessThanOrEqual(1000)
})
