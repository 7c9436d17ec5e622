/**
 * bench/pages: autocannon on loopback against a running production portal (`npm start`), 50
 * connections, 20 s per case:
 * - cached public pages, and searches asked again and again (their results are cached);
 * - uncached pages: a search with a query not asked before in this run on every request, and a
 *   signed-in member's `/user/home` (with `--member-email` and `--member-password`);
 * - a coach page on a cache miss, one connection: the time to the first byte of a page Next.js
 *   renders afresh, its page and data caches bypassed as after a content change (see coachMiss);
 * - ceilings: a static file under /_next/static/ as Next serves it (uncompressed: the ratios' base),
 *   the same file compressed from the web server's memory, and a bare node:http server, in a
 *   process of its own, answering the home page's bytes from memory;
 * - with the uncached cases, Next's own floor (bench/nextFloor.ts): an app holding nothing but an
 *   empty page rendered per request, in as many processes as the portal, against its own static
 *   file: the best ratio any page Next renders per request can reach on this machine.
 * - a not-found page at a new made-up path on every request (goal: ≥ 2 × a new search's rate).
 * With `--memory`, every case runs twice and the resident memory of each web process serving the
 * port (every `scripts/serve.ts` process: the cluster's primary and its workers) is shown at idle
 * and after each pass. With `--ladder 1,4,50,200`, the uncached cases (and the coach page on a
 * cache miss, rendered afresh on every request) run at each of those connection counts instead,
 * and each rate is compared with the case's best at ≤ 4 connections (goal: ≥ 0.8 × at 50 and 200).
 * Member pages use `--members` bench members (`bench-member-N@bench.test`), created through the
 * REST API as the admin the first time (the password from .data/admin-credentials.txt or
 * `--admin-password`), or the member named by --member-email/--member-password. At the end: the
 * database's ten most costly statements and any sequential scan of a large table
 * (bench/statements.ts).
 *
 *   Run: npm run bench:pages -- [--url http://localhost:3000] [--seconds 20] [--connections 50]
 *        [--only <part of a case's name>[|<another>]] [--memory] [--pids 123,456]
 *        [--member-email <e-mail> --member-password <password>] [--members 20]
 *        [--admin-email E --admin-password P] [--ladder 1,4,50,200] [--database-url URL]
 *        [--dist-dir .next]
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'

import autocannon from 'autocannon'

import { homeOnTheWire, startBareServerProcess } from './ceilings'
import { startNextFloor } from './nextFloor'
import { watchStatements } from './statements'
import { runsWebServer } from '../scripts/lib/webServerBundle'
import { webConcurrency } from '../src/lib/webConcurrency'
import { signInOverRest } from '../tests/helpers/totpCodes'

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.BENCH_URL ?? 'http://localhost:3000' },
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
    memory: { type: 'boolean', default: false },
    pids: { type: 'string' },
    'member-email': { type: 'string', default: process.env.BENCH_MEMBER_EMAIL },
    'member-password': { type: 'string', default: process.env.BENCH_MEMBER_PASSWORD },
    members: { type: 'string', default: '20' },
    'admin-email': { type: 'string', default: process.env.ADMIN_EMAIL ?? 'admin@edubridge.local' },
    'admin-password': { type: 'string', default: process.env.ADMIN_PASSWORD },
    ladder: { type: 'string' },
    'database-url': { type: 'string' },
    'dist-dir': { type: 'string' },
  },
})
const base = values.url.replace(/\/$/, '')
const duration = Number(values.seconds)
const connections = Number(values.connections)
const passes = values.memory ? 2 : 1
const only = values.only?.toLowerCase()
/** With --ladder, the uncached cases run at each of these connection counts instead. */
const ladder = values.ladder
  ?.split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0)

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(base + path, { redirect: 'manual', headers })
  if (response.status !== 200)
    throw new Error(`GET ${path} answered ${response.status}: is the portal running (npm start)?`)
  return response
}
/** The slug of the first published document of a collection, through the public REST API. */
const firstSlug = async (collection: string, locale = 'en') => {
  const body = (await (
    await get(`/api/${collection}?limit=1&depth=0&locale=${locale}&select[slug]=true`)
  ).json()) as { docs: { slug: string }[] }
  if (!body.docs[0]) throw new Error(`No published ${collection}: seed the portal first`)
  return body.docs[0].slug
}

const say = (line: string) => console.error(`  ${line}`)

// ── The web server's processes, for their memory and build directory ──────────────────────────

type ServerProcess = { pid: number; ppid: number; env: Record<string, string>; cwd: string }

const procText = (pid: number, file: string) => {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8')
  } catch {
    return null
  }
}
const describeProcess = (pid: number): ServerProcess | null => {
  const status = procText(pid, 'status')
  if (status === null) return null
  const env = Object.fromEntries(
    (procText(pid, 'environ') ?? '')
      .split('\0')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  )
  let cwd = process.cwd()
  try {
    cwd = readlinkSync(`/proc/${pid}/cwd`)
  } catch {}
  return { pid, ppid: Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0), env, cwd }
}

/**
 * Every process running scripts/serve.ts for this port (PORT in its environment, 3000 when unset):
 * a single server, or a cluster's primary and workers. Other portals on the machine are left out.
 */
function serverProcesses(): ServerProcess[] {
  if (values.pids)
    return values.pids
      .split(',')
      .map((pid) => describeProcess(Number(pid.trim())))
      .filter((p): p is ServerProcess => p !== null)
  const { hostname, port } = new URL(base)
  if (!['localhost', '127.0.0.1', '[::1]'].includes(hostname)) return []
  const wanted = port || '80'
  const found: ServerProcess[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const args = (procText(Number(entry), 'cmdline') ?? '').split('\0')
    // A shell running `node … scripts/serve.ts` holds it inside a longer argument: not counted.
    if (!runsWebServer(args)) continue
    const described = describeProcess(Number(entry))
    if (described && (described.env.PORT ?? '3000') === wanted) found.push(described)
  }
  return found.sort((a, b) => a.pid - b.pid)
}

const servers = serverProcesses()
const roleOf = (p: ServerProcess) =>
  servers.some((other) => other.pid === p.ppid)
    ? 'worker'
    : servers.some((other) => other.ppid === p.pid)
      ? 'primary'
      : 'server'
/** Resident memory in MB (VmRSS), or null once the process is gone. */
const rssMegabytes = (pid: number) => {
  const kB = /^VmRSS:\s+(\d+)\s+kB/m.exec(procText(pid, 'status') ?? '')?.[1]
  return kB === undefined ? null : Number(kB) / 1024
}
/**
 * CPU time the web processes have used so far, in ms (user and system, every thread; Linux counts
 * it in ticks of 1/100 s), or null when none was found. Per request, it tells what a case costs
 * the server whatever else the machine is doing, which a rate on a shared, noisy machine does not.
 */
const serversCpuMs = () => {
  if (servers.length === 0) return null
  let ticks = 0
  for (const { pid } of servers) {
    const fields = (procText(pid, 'stat') ?? '').replace(/^.*\) /s, '').split(' ')
    ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0)
  }
  return ticks * 10
}
const memorySnapshots: { label: string; rss: Map<number, number | null> }[] = []
const snapshotMemory = (label: string) =>
  memorySnapshots.push({ label, rss: new Map(servers.map((p) => [p.pid, rssMegabytes(p.pid)])) })

// ── What is requested ─────────────────────────────────────────────────────────────────────────

const homeHtml = Buffer.from(await (await get('/')).arrayBuffer())
const staticFile = homeHtml.toString().match(/\/_next\/static\/[^"'\s]+\.js/)?.[0]
if (!staticFile) throw new Error('No /_next/static/ script found in the home page')
const homeWire = await homeOnTheWire(`${base}/`)

const [coach, university, article, articleZh] = await Promise.all([
  firstSlug('coaches'),
  firstSlug('universities'),
  firstSlug('articles'),
  firstSlug('articles', 'zh'),
])

/**
 * Search URLs never asked before in this run, so that neither the page cache (it keeps search
 * pages: they are public) nor the data cache of the coach list (keyed on text, order, page and
 * language) can answer: single words, words as typed so far, and pairs of words, in English and
 * Chinese, each in both languages of the site, in every order, first pages; shuffled, handed
 * out one per request. The same queries in a later run against the same server may be cached.
 */
function* newSearches() {
  const latin = [
    'admissions',
    'essay',
    'harvard',
    'oxford',
    'cambridge',
    'interview',
    'transfer',
    'stem',
    'art',
    'business',
    'law',
    'medicine',
    'engineering',
    'computer',
    'economics',
    'chen',
    'wang',
    'zhang',
    'liu',
    'officer',
    'ivy',
    'mba',
    'phd',
    'master',
    'scholarship',
    'portfolio',
    'music',
    'design',
    'finance',
    'writing',
  ]
  const han = [
    '哈佛',
    '留学',
    '牛津',
    '剑桥',
    '面试',
    '文书',
    '转学',
    '陈',
    '王',
    '张',
    '艺术',
    '商科',
    '法律',
    '医学',
    '工程',
    '计算机',
    '经济',
    '奖学金',
    '研究生',
    '申请',
  ]
  const typing = latin.flatMap((word) =>
    Array.from({ length: Math.max(word.length - 3, 0) }, (_, i) => word.slice(0, i + 3)),
  )
  const pairs = (words: string[]) =>
    words.flatMap((a) => words.filter((b) => b !== a).map((b) => `${a} ${b}`))
  const queries = new Set([...latin, ...han, ...typing, ...pairs(latin), ...pairs(han)])
  const urls = [...queries].flatMap((q) =>
    ['', '/zh'].flatMap((prefix) =>
      // First pages only: a page past a search's last one is a redirect, not a render.
      (['popular', 'professional', 'budget'] as const).map(
        (sort) => `${prefix}/search?q=${encodeURIComponent(q)}&sort=${sort}`,
      ),
    ),
  )
  for (let i = urls.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[urls[i], urls[j]] = [urls[j]!, urls[i]!]
  }
  yield* urls
}
const searches = newSearches()
let searchesHandedOut = 0
/** The next search never asked in this run, or null once they are all used. */
const nextSearch = () => {
  const next = searches.next()
  if (next.done) return null
  searchesHandedOut++
  return next.value
}

type Kind =
  | 'cached'
  | 'repeated'
  | 'uncached'
  | 'miss'
  | 'static'
  | 'bare'
  | 'reference'
  | 'floor static'
  | 'floor'
  | 'not found'
  | 'layout floor'
type Case = {
  label: string
  kind: Kind
  /** Measures the case once; null when it cannot be measured (the reason is said). */
  run: () => Promise<Row | null>
}
type Row = {
  label: string
  kind: Kind
  rps: number
  p50: number
  p99: number
  errors: number
  /** Only for the cache miss: its 95th percentile. */
  p95?: number
  note?: string
  /** The connections it ran at. */
  connections?: number
  /** The portal's web processes' CPU time per request (all their threads), when they were found. */
  cpuMs?: number
}

async function measure(
  label: string,
  kind: Kind,
  origin: string,
  path: string | (() => string),
  headers: Record<string, string> | (() => Record<string, string>) = {},
  at = connections,
): Promise<Row> {
  const fixedHeaders = typeof headers === 'function' ? {} : headers
  // A single URL is warmed first (its first request renders); a generated one is new each time.
  if (typeof path === 'string')
    for (let i = 0; i < 3; i++)
      await (await fetch(origin + path, { headers: fixedHeaders })).arrayBuffer()
  let setupFailures = 0
  const statuses = new Map<number, number>()
  const cpuBefore = origin === base ? serversCpuMs() : null
  const result = await autocannon({
    url: origin + (typeof path === 'string' ? path : '/'),
    connections: at,
    duration,
    headers: { 'accept-encoding': 'gzip, br', ...fixedHeaders },
    ...(typeof path === 'function' || typeof headers === 'function'
      ? {
          requests: [
            {
              setupRequest: (req) => {
                const next = typeof path === 'function' ? path() : path
                if (!next) setupFailures++
                return {
                  ...req,
                  path: next || '/',
                  headers: {
                    ...req.headers,
                    ...(typeof headers === 'function' ? headers() : {}),
                  },
                }
              },
              onResponse: (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1),
            },
          ],
        }
      : {}),
  })
  // Expected answers: a not-found case's 404s are its success.
  const expected = kind === 'not found' ? 404 : 200
  const unexpected =
    statuses.size > 0
      ? [...statuses].filter(([status]) => status !== expected).reduce((n, [, c]) => n + c, 0)
      : result.non2xx
  const row: Row = {
    label,
    kind,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + unexpected,
    connections: at,
  }
  const cpuAfter = cpuBefore === null ? null : serversCpuMs()
  if (cpuBefore !== null && cpuAfter !== null && result.requests.total > 0)
    row.cpuMs = (cpuAfter - cpuBefore) / result.requests.total
  if (statuses.get(503)) row.note = `${statuses.get(503)} answered 503 (busy)`
  if (setupFailures > 0)
    row.note = `ran out of new searches: ${setupFailures} requests asked for the home page instead`
  if (result.requests.total === 0)
    row.note = `no answer within ${duration} s: every request was still waiting`
  say(`measured ${label}: ${row.rps.toFixed(0)} req/s, p99 ${row.p99} ms`)
  return row
}

// ── The signed-in member ──────────────────────────────────────────────────────────────────────

const memberPath = '/user/home'

/** Signs a member in through the REST API; their session cookie. */
async function signIn(email: string, password: string) {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  })
  const token = response.headers
    .getSetCookie()
    .map((cookie) => /^payload-token=([^;]+)/.exec(cookie)?.[1])
    .find(Boolean)
  if (response.status !== 200 || !token)
    throw new Error(
      `Signing in ${email} through POST /api/users/login answered ${response.status} ${(await response.text()).slice(0, 200)}`,
    )
  // The policies in force accepted (once), or the dashboard asks for that first.
  await fetch(`${base}/api/consents/accept-policies`, {
    method: 'POST',
    headers: { origin: base, cookie: `payload-token=${token}` },
  })
  return `payload-token=${token}`
}

/** The admin's password: --admin-password, else the one `npm start` generated and kept. */
function adminPassword() {
  if (values['admin-password']) return values['admin-password']
  try {
    const lines = readFileSync(path.join(process.cwd(), '.data/admin-credentials.txt'), 'utf8')
    return lines.split('\n')[1]?.trim() || undefined
  } catch {
    return undefined
  }
}

const benchMemberPassword = 'BenchMember2026!'
/**
 * Session cookies of `count` bench members (`bench-member-N@bench.test`, verified students),
 * created through the REST API as the admin the first time. They stay in the database, as any
 * account would; the page they see is the dashboard of a member with nothing yet.
 */
async function benchMemberSessions(count: number): Promise<string[] | { skip: string }> {
  const password = adminPassword()
  if (!password)
    return {
      skip: 'no admin password to create the bench members: pass --admin-password (or run the demo portal, which keeps it in .data/admin-credentials.txt)',
    }
  // An admin with an authenticator the bench was not given (ADMIN_TOTP_SECRET) skips these cases
  // with the reason; the other cases still run and print their table.
  const token = await signInOverRest(base, {
    email: values['admin-email'],
    password,
    totpSecret: process.env.ADMIN_TOTP_SECRET,
  }).catch((error: Error) => ({ skip: error.message }))
  if (typeof token !== 'string') return token
  const admin = `payload-token=${token}`
  const cookies: string[] = []
  for (let i = 0; i < count; i++) {
    const email = `bench-member-${i}@bench.test`
    const session = await signIn(email, benchMemberPassword).catch(() => null)
    if (session) {
      cookies.push(session)
      continue
    }
    const created = await fetch(`${base}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie: admin },
      body: JSON.stringify({
        email,
        password: benchMemberPassword,
        roles: ['student'],
        _verified: true,
        nickname: `Bench ${i}`,
      }),
    })
    if (!created.ok)
      throw new Error(`Creating ${email} answered ${created.status} ${await created.text()}`)
    cookies.push(await signIn(email, benchMemberPassword))
  }
  // The page must really be the member's: an anonymous visitor is sent to the sign-in page.
  const signedIn = await fetch(base + memberPath, {
    redirect: 'manual',
    headers: { cookie: cookies[0]! },
  })
  if (signedIn.status !== 200)
    throw new Error(`Signed in, ${memberPath} still answered ${signedIn.status}`)
  say(`${count} bench members signed in: ${memberPath} answers 200`)
  return cookies
}

/** One member's session: the one named on the command line, else the first bench member. */
async function memberSession(): Promise<{ cookie: string } | { skip: string }> {
  const email = values['member-email']
  const password = values['member-password']
  if (email && password) return { cookie: await signIn(email, password) }
  const sessions = await members()
  return 'skip' in sessions ? sessions : { cookie: sessions[0]! }
}

// ── The coach page on a cache miss ────────────────────────────────────────────────────────────

/**
 * How a request reaches a real render of the coach page. A new query string only misses the page
 * cache: Next.js still answers from its own copy of the page (`x-nextjs-cache: HIT`), as it
 * ignores query strings on pages it keeps. What renders afresh, with every data read going to the
 * database, is Next's on-demand revalidation: the `x-prerender-revalidate` header carrying the
 * build's preview-mode id (from `<distDir>/prerender-manifest.json`), on the locale's own path as
 * Next would request it itself (the proxy does not run for it). Its answer says `REVALIDATED`.
 */
type MissMode = { headers: Record<string, string>; path: (n: number) => string; how: string }

function distDirectory() {
  if (values['dist-dir']) return path.resolve(values['dist-dir'])
  const server = servers[0]
  return path.resolve(server?.cwd ?? process.cwd(), server?.env.NEXT_DIST_DIR || '.next')
}

async function coachMissMode(): Promise<MissMode | { skip: string }> {
  const run = Date.now().toString(36)
  // Twice: the very first request for the page since the server started renders it.
  let plain: string | null = null
  for (const n of [1, 2]) {
    const probe = await fetch(`${base}/coach/${coach}?bench=${run}-probe${n}`)
    await probe.arrayBuffer()
    plain = probe.headers.get('x-nextjs-cache')
  }
  const manifest = path.join(distDirectory(), 'prerender-manifest.json')
  let previewModeId: string | undefined
  try {
    previewModeId = (
      JSON.parse(readFileSync(manifest, 'utf8')) as { preview?: { previewModeId?: string } }
    ).preview?.previewModeId
  } catch {}
  if (!previewModeId)
    return {
      skip:
        `a new query string is answered from Next's own cache (x-nextjs-cache: ${plain}), and ` +
        `${manifest} has no preview-mode id to make Next render (pass --dist-dir: the build the server runs)`,
    }
  const mode: MissMode = {
    headers: { 'x-prerender-revalidate': previewModeId },
    path: (n) => `/${n % 2 ? 'zh' : 'en'}/coach/${coach}?bench=${run}-${n}`,
    how: 'rendered afresh by on-demand revalidation, English and Chinese in turn',
  }
  const check = await fetch(base + mode.path(0), { headers: mode.headers })
  await check.arrayBuffer()
  if (check.status !== 200 || check.headers.get('x-nextjs-cache') !== 'REVALIDATED')
    return {
      skip: `Next did not render the page afresh (status ${check.status}, x-nextjs-cache: ${check.headers.get('x-nextjs-cache')}): is ${manifest} the build this server runs?`,
    }
  say(`coach page with a new query string: x-nextjs-cache ${plain}; with revalidation: REVALIDATED`)
  return mode
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN

/** One connection, one request after the other, for the case's duration (10 requests at least). */
async function firstByteTimes(label: string, mode: MissMode): Promise<Row> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const times: number[] = []
  let errors = 0
  let notRendered = 0
  const started = performance.now()
  for (let n = 1; times.length < 10 || performance.now() - started < duration * 1000; n++) {
    const sent = performance.now()
    const { status, cache } = await new Promise<{ status: number; cache: string }>(
      (resolve, reject) =>
        http
          .get(
            base + mode.path(n),
            { agent, headers: { 'accept-encoding': 'gzip, br', ...mode.headers } },
            (res) => {
              times.push(performance.now() - sent)
              res.resume()
              res.on('end', () =>
                resolve({
                  status: res.statusCode ?? 0,
                  cache: String(res.headers['x-nextjs-cache']),
                }),
              )
            },
          )
          .on('error', reject),
    )
    if (status !== 200) errors++
    else if (cache !== 'REVALIDATED') notRendered++
  }
  agent.destroy()
  const elapsed = (performance.now() - started) / 1000
  const sorted = [...times].sort((a, b) => a - b)
  const row: Row = {
    label,
    kind: 'miss',
    rps: times.length / elapsed,
    p50: Math.round(percentile(sorted, 50)),
    p95: Math.round(percentile(sorted, 95)),
    p99: Math.round(percentile(sorted, 99)),
    errors: errors + notRendered,
    note: `${times.length} pages ${mode.how}${notRendered ? `; ${notRendered} NOT rendered` : ''}`,
  }
  say(`measured ${label}: first byte p50 ${row.p50} ms, p95 ${row.p95} ms (${times.length})`)
  return row
}

// ── The cases ─────────────────────────────────────────────────────────────────────────────────

// Signing in and finding how to miss the caches happen only for the cases that need them.
const once = <T>(make: () => Promise<T>) => {
  let made: Promise<T> | undefined
  return () => (made ??= make())
}
const members = once(async () => {
  const sessions = await benchMemberSessions(Math.max(1, Number(values.members)))
  return 'skip' in sessions ? sessions : Object.assign(sessions, { ok: true as const })
})
const member = once(memberSession)
const missMode = once(coachMissMode)
const bare = await startBareServerProcess(homeWire)
const bareOrigin = `http://127.0.0.1:${bare.port}`

const fixed = (
  label: string,
  kind: Kind,
  path: string,
  headers: Record<string, string> = {},
): Case => ({
  label,
  kind,
  run: () => measure(label, kind, base, path, headers),
})
/** A case that needs something first (a session, a way to miss the cache), skipped with the reason when it cannot be had. */
const unlessSkipped = <T extends object>(
  label: string,
  kind: Kind,
  prepare: () => Promise<T | { skip: string }>,
  run: (prepared: T) => Promise<Row>,
): Case => ({
  label,
  kind,
  run: async () => {
    const prepared = await prepare()
    if ('skip' in prepared) {
      say(`skipped ${label}: ${prepared.skip}`)
      return null
    }
    return run(prepared)
  },
})
const searchLabel = 'search, a new query on every request'
const memberLabel = `${memberPath}, a signed-in member`
const membersLabel = `${memberPath}, ${values.members} members in turn`
const missLabel = 'coach page on a cache miss: first byte at one connection'
const missManyLabel = 'coach page on a cache miss, rendered afresh on every request'
const notFoundLabel = 'not found, a new made-up path on every request'
let notFoundCount = 0
const newMadeUpPath = () =>
  `${notFoundCount % 2 ? '/zh' : ''}/bench-${Date.now().toString(36)}-${notFoundCount++}`

/** The uncached cases, at a number of connections (the ladder runs them at several). */
const uncachedCases = (at: number): Case[] => {
  const suffix = ladder ? ` @${at}` : ''
  return [
    {
      label: searchLabel + suffix,
      kind: 'uncached',
      run: async () => {
        const before = searchesHandedOut
        const row = await measure(
          searchLabel + suffix,
          'uncached',
          base,
          () => nextSearch() ?? '',
          {},
          at,
        )
        say(`  ${searchesHandedOut - before} searches, each asked once in this run`)
        return row
      },
    },
    unlessSkipped(memberLabel + suffix, 'uncached', member, (session) =>
      measure(memberLabel + suffix, 'uncached', base, memberPath, { cookie: session.cookie }, at),
    ),
    unlessSkipped(membersLabel + suffix, 'uncached', members, (sessions) => {
      let turn = 0
      return measure(
        membersLabel + suffix,
        'uncached',
        base,
        () => memberPath,
        () => ({ cookie: sessions[turn++ % sessions.length]! }),
        at,
      )
    }),
    ...(ladder
      ? [
          unlessSkipped(missManyLabel + suffix, 'uncached', missMode, (mode) => {
            let n = 0
            return measure(
              missManyLabel + suffix,
              'uncached',
              base,
              () => mode.path(++n),
              mode.headers,
              at,
            )
          }),
        ]
      : []),
    {
      label: notFoundLabel + suffix,
      kind: 'not found',
      run: () => measure(notFoundLabel + suffix, 'not found', base, newMadeUpPath, {}, at),
    },
  ]
}
const cases: Case[] = [
  fixed('home /', 'cached', '/'),
  fixed('home /zh', 'cached', '/zh'),
  fixed('coach', 'cached', `/coach/${coach}`),
  fixed('coach (zh)', 'cached', `/zh/coach/${coach}`),
  fixed('university', 'cached', `/university/${university}`),
  fixed('article', 'cached', `/article/${article}`),
  fixed('article (zh)', 'cached', `/zh/article/${encodeURIComponent(articleZh)}`),
  fixed('university list', 'cached', '/university'),
  fixed('article list', 'cached', '/article'),
  fixed('search (list)', 'repeated', '/search'),
  fixed('search "admissions"', 'repeated', '/search?q=admissions'),
  fixed('search "哈佛" (zh)', 'repeated', `/zh/search?q=${encodeURIComponent('哈佛')}`),
  ...(ladder ? ladder.flatMap(uncachedCases) : uncachedCases(connections)),
  unlessSkipped(missLabel, 'miss', missMode, (mode) => firstByteTimes(missLabel, mode)),
]
const ceilings: Case[] = [
  // The ratio's ceiling is Next's own static-file path (a request taking no compression reaches
  // it); compressed build files come from the web server's memory, far cheaper, shown for reference.
  fixed('Next static file', 'static', staticFile, { 'accept-encoding': 'identity' }),
  fixed('static file, compressed from memory', 'reference', staticFile),
  {
    label: 'bare node:http, own process',
    kind: 'bare',
    run: () => measure('bare node:http, own process', 'bare', bareOrigin, '/'),
  },
]
/**
 * The portal's own floors: an empty page rendered per request in a bare root layout, in the site
 * layout and in the member dashboard's, served by the same processes when the portal runs with
 * BENCH_FLOORS=1 (src/app/(bench)/benchFloor.ts). Goal 2: a new search ≥ 0.5 × the site floor, a
 * member page ≥ 0.5 × the dashboard floor; goal 3: the site floor ≥ 0.5 × the bare floor.
 */
const bareFloorLabel = 'floor: empty page, bare root layout'
const siteFloorLabel = 'floor: empty page, site layout'
const dashboardFloorLabel = 'floor: empty page, dashboard layout'
const floorsServed = once(async () => {
  const probe = await fetch(`${base}/next/bench-floor`)
  await probe.arrayBuffer()
  return probe.status === 200
    ? { served: true as const }
    : {
        skip: `the portal does not serve its floors (/next/bench-floor answered ${probe.status}): start it with BENCH_FLOORS=1`,
      }
})
function layoutFloorCases(): Case[] {
  return [
    unlessSkipped(bareFloorLabel, 'layout floor', floorsServed, () =>
      measure(bareFloorLabel, 'layout floor', base, '/next/bench-floor'),
    ),
    unlessSkipped(siteFloorLabel, 'layout floor', floorsServed, () =>
      measure(siteFloorLabel, 'layout floor', base, '/bench-floor'),
    ),
    unlessSkipped(
      dashboardFloorLabel,
      'layout floor',
      async (): Promise<{ cookie: string } | { skip: string }> => {
        const served = await floorsServed()
        return 'skip' in served ? { skip: served.skip! } : member()
      },
      (session) =>
        measure(dashboardFloorLabel, 'layout floor', base, '/user/bench-floor', {
          cookie: session.cookie,
        }),
    ),
  ]
}

/** Next's floor, started (and built, the first time) only when an uncached case runs. */
const nextFloor = once(() => startNextFloor(webConcurrency(servers[0]?.env ?? process.env), say))
const floorStaticLabel = 'Next floor: its static file'
const floorLabel = 'Next floor: an empty page rendered per request'
const floorCases: Case[] = [
  {
    label: floorStaticLabel,
    kind: 'floor static',
    run: async () => {
      const floor = await nextFloor()
      return measure(floorStaticLabel, 'floor static', floor.origin, floor.staticFile, {
        'accept-encoding': 'identity',
      })
    },
  },
  {
    label: floorLabel,
    kind: 'floor',
    run: async () => measure(floorLabel, 'floor', (await nextFloor()).origin, '/'),
  },
  ...layoutFloorCases(),
]
// --only takes parts of case names, several separated by `|`.
const chosen = cases.filter(
  (c) => !only || only.split('|').some((part) => c.label.toLowerCase().includes(part)),
)
// The ceilings always run: every ratio is to them.
const selected = [
  ...chosen,
  ...ceilings,
  ...(chosen.some((c) => c.kind === 'uncached') ? floorCases : []),
]

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/**
 * Waits until the server has worked off what the last case left in flight (autocannon stops
 * with up to `connections` requests unanswered, which the server still renders): until the static
 * file answers within 20 ms three times in a row, 30 s at most.
 */
async function settle() {
  const deadline = Date.now() + 30_000
  for (let quick = 0; quick < 3 && Date.now() < deadline; await sleep(100)) {
    const sent = performance.now()
    await (await fetch(base + staticFile)).arrayBuffer()
    quick = performance.now() - sent < 20 ? quick + 1 : 0
  }
}

// ── Runs and report ───────────────────────────────────────────────────────────────────────────

const goals = {
  cached: 'cached pages: ≥ 0.5 × static-file req/s and p99 ≤ 50 ms',
  repeated: 'searches asked again (results cached): p99 ≤ 250 ms',
  uncached: `uncached (new search, member pages): p99 ≤ 1 s at 50 connections${connections === 50 ? '' : ` (this run: ${connections})`}, no error`,
  miss: 'coach page on a cache miss: median first byte ≤ 50 ms (p95 shown)',
  'not found': 'not found at a new path: ≥ 2 × the rate of a new search, no error',
}
const meets = (r: Row, staticRps: number, rows: Row[]) => {
  if (r.errors > 0 || r.rps === 0) return false
  if (r.kind === 'cached') return r.rps >= 0.5 * staticRps && r.p99 <= 50
  if (r.kind === 'repeated') return r.p99 <= 250
  if (r.kind === 'uncached') return r.connections !== 50 || r.p99 <= 1000
  if (r.kind === 'miss') return r.p50 <= 50
  if (r.kind === 'not found') {
    const search = rows.find(
      (other) => other.label.startsWith(searchLabel) && other.connections === r.connections,
    )
    return !search || r.rps >= 2 * search.rps
  }
  return true
}

/**
 * The concurrency ladder: each uncached case's rate at every step as a share of its best rate at
 * low concurrency (≤ 4 connections). Goal: ≥ 80 % at 50 and at 200 connections, no error (a 503
 * from a full queue counts as one), and no web process gone.
 */
function reportLadder(rows: Row[]) {
  console.log('\nConcurrency ladder: req/s (× the best rate at ≤ 4 connections), p99 ms')
  const steps = ladder!
  const base = (label: string) => label.replace(/ @\d+$/, '')
  const labels = [
    ...new Set(
      rows.filter((r) => r.connections && / @\d+$/.test(r.label)).map((r) => base(r.label)),
    ),
  ]
  const width = Math.max(...labels.map((label) => label.length))
  console.log(['case'.padEnd(width), ...steps.map((n) => `@${n}`.padStart(22))].join(' '))
  let failing = 0
  for (const label of labels) {
    const of = (n: number) => rows.find((r) => r.label === `${label} @${n}`)
    const best = Math.max(...steps.filter((n) => n <= 4).map((n) => of(n)?.rps ?? 0))
    const cells = steps.map((n) => {
      const r = of(n)
      if (!r) return '—'.padStart(22)
      const share = best ? r.rps / best : NaN
      if (n >= 50 && (r.errors > 0 || !(share >= 0.8))) failing++
      return `${r.rps.toFixed(0)} (${share.toFixed(2)}×) ${r.p99}${r.errors ? ` E${r.errors}` : ''}`.padStart(
        22,
      )
    })
    console.log([label.padEnd(width), ...cells].join(' '))
  }
  const gone = servers.filter((p) => rssMegabytes(p.pid) === null)
  console.log(
    `  ${failing || gone.length ? 'NOT met' : 'met    '}  at 50 and 200 connections ≥ 0.80 × the best low-concurrency rate, no error, no web process gone` +
      (gone.length ? ` — ${gone.length} process(es) gone` : ''),
  )
}

function report(rows: Row[], heading: string) {
  const staticRps = rows.find((r) => r.kind === 'static')!.rps
  const bareRps = rows.find((r) => r.kind === 'bare')!.rps
  const width = Math.max(...rows.map((r) => r.label.length))
  console.log(`\n${heading}`)
  console.log(
    [
      'case'.padEnd(width),
      'req/s'.padStart(8),
      'p50 ms'.padStart(7),
      'p99 ms'.padStart(7),
      '×static'.padStart(8),
      '×bare'.padStart(7),
      'errors'.padStart(7),
      'cpu ms'.padStart(7),
    ].join(' '),
  )
  for (const r of rows)
    console.log(
      [
        r.label.padEnd(width),
        r.rps.toFixed(0).padStart(8),
        String(r.p50).padStart(7),
        String(r.p99).padStart(7),
        (r.rps / staticRps).toFixed(2).padStart(8),
        (r.rps / bareRps).toFixed(3).padStart(7),
        String(r.errors).padStart(7),
        (r.cpuMs === undefined ? '' : r.cpuMs.toFixed(1)).padStart(7),
      ].join(' ') + (r.note ? `  (${r.note})` : ''),
    )
  if (rows.some((r) => r.kind === 'miss'))
    console.log('  (the cache miss: time to the first byte; its errors count pages not rendered)')
  console.log('\nGoals:')
  for (const kind of ['cached', 'repeated', 'uncached', 'miss', 'not found'] as const) {
    const concerned = rows.filter((r) => r.kind === kind)
    if (!concerned.length) continue
    const failing = concerned.filter((r) => !meets(r, staticRps, rows))
    const detail =
      kind === 'miss'
        ? ` (median ${concerned[0]!.p50} ms, p95 ${concerned[0]!.p95} ms)`
        : failing.length
          ? ` — ${failing.map((r) => r.label).join('; ')}`
          : ''
    console.log(`  ${failing.length ? 'NOT met' : 'met    '}  ${goals[kind]}${detail}`)
  }
  const floorStatic = rows.find((r) => r.kind === 'floor static')
  const floor = rows.find((r) => r.kind === 'floor')
  if (floorStatic && floor) {
    const ratio = floor.rps / floorStatic.rps
    console.log(
      `  floor    Next's own floor here: an empty page rendered per request, ${floor.rps.toFixed(0)} req/s ` +
        `(p99 ${floor.p99} ms) = ${ratio.toFixed(3)} × its static file (${floorStatic.rps.toFixed(0)} req/s): ` +
        (ratio < 0.1
          ? 'no page Next renders per request can reach 0.10 on this machine'
          : 'a page rendered per request can reach 0.10 only if it costs little more than the empty one'),
    )
  }
  // In a ladder, the step at this run's connections (the floors run there).
  const rate = (label: string) =>
    (
      rows.find((r) => r.label === label) ??
      rows.find((r) => r.label === `${label} @${connections}`)
    )?.rps
  const cpu = (label: string) =>
    (
      rows.find((r) => r.label === label) ??
      rows.find((r) => r.label === `${label} @${connections}`)
    )?.cpuMs
  const ratioLine = (goal: string, over: string, under: string) => {
    const a = rate(over)
    const b = rate(under)
    if (a === undefined || b === undefined) return
    const ratio = a / b
    const [cpuA, cpuB] = [cpu(over), cpu(under)]
    // The same ratio from the web processes' CPU time per request: what the rates would be
    // if the machine gave the server its whole time in both cases.
    const byCpu =
      cpuA && cpuB
        ? `; by CPU time per request ${cpuB.toFixed(1)} / ${cpuA.toFixed(1)} ms = ${(cpuB / cpuA).toFixed(2)} ×`
        : ''
    console.log(
      `  ${ratio >= 0.5 ? 'met    ' : 'NOT met'}  ${goal}: ${a.toFixed(0)} / ${b.toFixed(0)} req/s = ${ratio.toFixed(2)} × (goal ≥ 0.5)${byCpu}`,
    )
  }
  ratioLine('a new search against the site-layout floor', searchLabel, siteFloorLabel)
  ratioLine(
    'a member page (members in turn) against the dashboard floor',
    membersLabel,
    dashboardFloorLabel,
  )
  ratioLine('the site-layout floor against the bare floor', siteFloorLabel, bareFloorLabel)
  if (ladder) reportLadder(rows)
  const skipped = cases.filter(
    (c) => selected.includes(c) && !rows.some((r) => r.label === c.label),
  )
  for (const c of skipped) console.log(`  skipped  ${c.label} (see above)`)
}

console.log(
  `Portal ${base}: ${connections} connections, ${duration} s per case, loopback, ${passes} pass${passes > 1 ? 'es' : ''}`,
)
snapshotMemory('idle')
// The portal's database: as given, else the one its web server runs on, else the demo cluster.
const statements = await watchStatements(
  values['database-url'] ??
    servers[0]?.env.DATABASE_URL ??
    `postgres://postgres:postgres@localhost:${process.env.EMBEDDED_PG_PORT ?? 54329}/edubridge`,
)
const runs: Row[][] = []
for (let pass = 1; pass <= passes; pass++) {
  say(`pass ${pass} of ${passes}`)
  const rows: Row[] = []
  for (const c of selected) {
    await settle()
    const row = await c.run()
    if (row) rows.push(row)
  }
  runs.push(rows)
  snapshotMemory(`after pass ${pass}`)
}
await bare.stop()
if (selected.some((c) => floorCases.includes(c))) await (await nextFloor()).stop()

runs.forEach((rows, i) => report(rows, passes > 1 ? `Pass ${i + 1}` : 'Results'))
console.log(`\n${await statements.report()}`)

console.log('\nMemory of the web server (VmRSS), goal: each process ≤ 768 MB')
if (!servers.length) {
  console.log(
    `  no scripts/serve.ts process serving ${base} found on this machine (pass --pids 123,456)`,
  )
} else {
  console.log(
    [
      'pid'.padStart(8),
      'role'.padEnd(8),
      ...memorySnapshots.map((s) => s.label.padStart(13)),
      '  verdict',
    ].join(' '),
  )
  for (const p of servers) {
    const figures = memorySnapshots.map((s) => s.rss.get(p.pid) ?? null)
    const known = figures.filter((mb): mb is number => mb !== null)
    const [first, second] = figures.slice(-2)
    const verdicts = [
      Math.max(...known) <= 768 ? 'met' : 'NOT met (over 768 MB)',
      ...(passes > 1 && first && second && second > first * 1.1
        ? [`possible leak: +${(((second - first) / first) * 100).toFixed(1)} % in the second pass`]
        : []),
      ...(known.length < figures.length ? ['process gone during the run'] : []),
    ]
    console.log(
      [
        String(p.pid).padStart(8),
        roleOf(p).padEnd(8),
        ...figures.map((mb) => (mb === null ? '—' : `${mb.toFixed(0)} MB`).padStart(13)),
        ` ${verdicts.join('; ')}`,
      ].join(' '),
    )
  }
  if (passes === 1) console.log('  (--memory runs every case twice and compares the two passes)')
}
