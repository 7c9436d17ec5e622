/**
 * bench/instances: two web instances behind a round-robin proxy against one, and how soon an
 * editor's change shows on both. On a stack of its own (bench/loadStack.ts: embedded PostgreSQL in
 * .data/bench-load-pg, a fresh seeded database, an in-process mailbox, the build in .next-bench)
 * serving instance A; instance B is started here from the same build with the same settings on
 * another port. Loopback only; everything started is stopped at the end, on failure and on Ctrl-C.
 *   1. one instance: the load mix of bench/load.ts (home / and /zh, a coach page, a new search on
 *      every request, 10 % forms through the real server-action path, each from its own
 *      X-Forwarded-For) through the proxy to A alone;
 *   2. two instances: the same through the proxy to A and B in turn.
 *   Each instance runs one web process (WEB_CONCURRENCY=1) in both set-ups: on its own an instance
 *   already runs one per core, so on a small machine two instances would mostly add processes
 *   fighting for the same cores. Both set-ups go through the same proxy (its own process), so its
 *   cost is in both figures.
 *   3. publish to visible on both: an article's title changed through A (REST, as the admin), each
 *      instance's page polled directly every 50 ms until it shows the new title, in en and zh.
 * Targets: errors 0 (429s and rate-limited form answers are expected, not errors); two instances'
 * req/s ≥ one instance's; publish visible on both ≤ 1 s. Exit code 0 only when every one is met.
 *   Run: npm run bench:instances -- [--seconds 30] [--connections 100] [--warmup 5] [--rounds 3]
 *        [--port 3400] [--port-b 3401] [--proxy-port 3402] [--pg-port 54389]
 */
import { type ChildProcess, fork } from 'node:child_process'
import dns from 'node:dns/promises'
import http from 'node:http'
import os from 'node:os'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

import { serveProduction } from '../scripts/build'

import {
  type Forms,
  type Outcome,
  breakdown,
  drive,
  formKinds,
  formSubmitter,
  httpClient,
  keepAliveRetries,
  loadTargets,
  ms,
  now,
  pageKinds,
  percentile,
  requestMix,
  resultPrinter,
  rowOf,
  sleep,
} from './loadMix'
import { startStack, within } from './loadStack'
import type { ProxyOrder, ProxyReady, ProxyStats } from './roundRobinProxy'
import { signInOverRest } from '../tests/helpers/totpCodes'

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '30' },
    connections: { type: 'string', default: '100' },
    warmup: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    port: { type: 'string', default: '3400' },
    'port-b': { type: 'string', default: '3401' },
    'proxy-port': { type: 'string', default: '3402' },
    'pg-port': { type: 'string', default: '54389' },
  },
})
const loadSeconds = Number(values.seconds)
const connections = Number(values.connections)
const warmupSeconds = Number(values.warmup)
const publishRounds = Number(values.rounds)
const portA = Number(values.port)
const portB = Number(values['port-b'])
const proxyPort = Number(values['proxy-port'])
const pgPort = Number(values['pg-port'])
const distDir = '.next-bench'

/** How often each instance's page is asked for while waiting for a change to show. */
const pollEvery = 50
/** A change not visible after this counts as never. */
const publishTimeout = 10_000
const publishTarget = 1_000

const say = (line: string) => console.error(`[bench/instances] ${line}`)
const { out, table, verdict, notes, runToEnd } = resultPrinter()

// ---------------------------------------------------------------------------------------------
// What is started, stopped on every way out.

let stack = null as { stop: () => Promise<void>; killNow: () => void } | null
let instanceB: ChildProcess | null = null
let proxy: ChildProcess | null = null

const stopChild = async (child: ChildProcess | null) => {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  if ((await within(exited, 10_000, 'timeout')) === 'timeout') child.kill('SIGKILL')
}
const stopAll = async () => {
  await Promise.all([stopChild(proxy), stopChild(instanceB)])
  await within(stack?.stop() ?? Promise.resolve(), 30_000, null)
}
const onSignal = (signal: NodeJS.Signals) => {
  console.error(`\n[bench/instances] ${signal}: stopping what the bench started`)
  void within(stopAll(), 40_000, null).finally(() => process.exit(130))
}
process.once('SIGINT', onSignal)
process.once('SIGTERM', onSignal)
process.on('exit', () => {
  for (const child of [proxy, instanceB]) if (child?.exitCode === null) child.kill('SIGTERM')
  stack?.killNow()
})

// ---------------------------------------------------------------------------------------------
// Instance B and the proxy.

async function untilHealthy(origin: string, alive: () => boolean, what: string) {
  const deadline = Date.now() + 120_000
  for (;;) {
    if (!alive()) throw new Error(`${what} exited before it was ready`)
    if (Date.now() > deadline) throw new Error(`${what} was not ready within 120 s`)
    const status = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(5_000) }).then(
      (r) => r.status,
      () => 0,
    )
    if (status === 200) return
    await sleep(500)
  }
}

/** Instance B: the web server of A's build, database, secret and mail settings, on its own port. */
async function startInstanceB() {
  say(`starting instance B on port ${portB}`)
  // startStack put A's settings (DATABASE_URL, PAYLOAD_SECRET, SMTP_URL, TRUST_PROXY …) in process.env.
  const child = serveProduction({
    ...process.env,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: distDir,
    PORT: String(portB),
  })
  instanceB = child
  await untilHealthy(`http://localhost:${portB}`, () => child.exitCode === null, 'instance B')
}

/** The round-robin proxy (bench/roundRobinProxy.ts) in front of `upstreamPorts`. */
async function startProxy(upstreamAddress: string, upstreamPorts: number[]) {
  const child = fork(fileURLToPath(new URL('./roundRobinProxy.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  proxy = child
  await new Promise<void>((resolve, reject) => {
    child.once('message', (_: ProxyReady) => resolve())
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`the proxy exited before listening (${code})`)))
    child.send({ port: proxyPort, upstreamAddress, upstreamPorts } satisfies ProxyOrder)
  })
  child.removeAllListeners('exit')
  return {
    stats: () =>
      within(
        new Promise<ProxyStats>((resolve) => {
          child.once('message', (message: ProxyStats) => resolve(message))
          child.send({ stats: true })
        }),
        5_000,
        null,
      ),
    stop: async () => {
      await stopChild(child)
      proxy = null
    },
  }
}

// ---------------------------------------------------------------------------------------------
// Figures: what counts as an error here.

/** What the limits answer on purpose: a 429, or a form's { ok: false, error: rateLimited }. */
const limited = (o: Outcome) => o.status === 429 || Boolean(o.notOk?.includes('rateLimited'))
/** No answer (timeouts too), or one that is neither 2xx nor 3xx nor expected from a limit. */
const failed = (o: Outcome) =>
  !limited(o) && (Boolean(o.error) || o.status < 200 || o.status >= 400 || Boolean(o.notOk))

type Figures = ReturnType<typeof rowOf> & { failed: number; timeouts: number; limited: number }
const figuresOf = (label: string, outcomes: Outcome[], seconds: number): Figures => ({
  ...rowOf(label, outcomes, seconds),
  failed: outcomes.filter(failed).length,
  timeouts: outcomes.filter((o) => o.error === 'timeout').length,
  limited: outcomes.filter(limited).length,
})

// ---------------------------------------------------------------------------------------------
// Publish to visible: an editor's change through A, polled on A and on B.

type PageAnswer = { status: number; body: string; pageCache?: string }
function pageReader(port: number) {
  const agent = new http.Agent({ keepAlive: true })
  const get = (path: string) =>
    new Promise<PageAnswer>((resolve) => {
      const req = http.get({ host: 'localhost', port, path, agent }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            pageCache: res.headers['x-page-cache'] as string | undefined,
          }),
        )
        res.on('error', () => resolve({ status: 0, body: '' }))
      })
      req.setTimeout(5_000, () => req.destroy())
      req.on('error', () => resolve({ status: 0, body: '' }))
    })
  return { get, close: () => agent.destroy() }
}

/** Asks for `path` until its page cache answers (a HIT); how many tries that took, or null. */
async function warmPageCache(reader: ReturnType<typeof pageReader>, path: string) {
  for (let tries = 1; tries <= 20; tries++) {
    const answer = await reader.get(path)
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status || 'nothing'}`)
    if (answer.pageCache === 'HIT') return tries
    await sleep(50)
  }
  return null
}

/** Polls `path` every 50 ms from `since` until it shows `title`: ms since `since`, or null. */
async function visibleAfter(
  reader: ReturnType<typeof pageReader>,
  path: string,
  title: string,
  since: number,
) {
  for (let asked = since; now() - since < publishTimeout; asked += pollEvery) {
    await sleep(asked - now())
    const answer = await reader.get(path)
    if (answer.status === 200 && answer.body.includes(title)) return now() - since
  }
  return null
}

async function adminToken(origin: string) {
  return signInOverRest(origin, {
    email: process.env.ADMIN_EMAIL!,
    password: process.env.ADMIN_PASSWORD!,
    totpSecret: process.env.ADMIN_TOTP_SECRET,
  })
}

type PublishRound = {
  locale: 'en' | 'zh'
  round: number
  warm: [number | null, number | null]
  patchMs: number
  a: number | null
  b: number | null
}

async function publishToVisible(run: string): Promise<PublishRound[]> {
  const originA = `http://localhost:${portA}`
  const auth = { authorization: `JWT ${await adminToken(originA)}` }
  const article = async (locale: string) => {
    const answer = await fetch(
      `${originA}/api/articles?locale=${locale}&limit=1&depth=0&sort=id&where[_status][equals]=published&select[slug]=true`,
      { headers: auth },
    )
    const doc = ((await answer.json()) as { docs: { id: number; slug: string }[] }).docs[0]
    if (!doc) throw new Error('no published article in the seeded database')
    return doc
  }
  const en = await article('en')
  const zh = await article('zh')
  if (zh.id !== en.id)
    throw new Error(`the first published article differs by locale (${en.id}, ${zh.id})`)
  const pages = { en: `/article/${en.slug}`, zh: `/zh/article/${zh.slug}` }
  const readers = [pageReader(portA), pageReader(portB)] as const
  const rounds: PublishRound[] = []
  try {
    for (let round = 1; round <= publishRounds; round++) {
      for (const locale of ['en', 'zh'] as const) {
        const path = pages[locale]
        const warm = [
          await warmPageCache(readers[0], path),
          await warmPageCache(readers[1], path),
        ] as [number | null, number | null]
        const title =
          locale === 'en' ? `Bench ${run} title ${round}` : `基准标题 ${run} 第${round}版`
        const sent = now()
        const patch = fetch(`${originA}/api/articles/${en.id}?locale=${locale}`, {
          method: 'PATCH',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ title }),
        }).then(async (answer) => {
          if (!answer.ok)
            throw new Error(`PATCH ${locale} title: HTTP ${answer.status} ${await answer.text()}`)
          return now() - sent
        })
        const [patchMs, a, b] = await Promise.all([
          patch,
          visibleAfter(readers[0], path, title, sent),
          visibleAfter(readers[1], path, title, sent),
        ])
        rounds.push({ locale, round, warm, patchMs, a, b })
      }
    }
  } finally {
    for (const reader of readers) reader.close()
  }
  out()
  out(
    `Publish to visible on both — an article's title changed through A (REST PATCH as the admin, ?locale=en / zh), ` +
      `${pages.en} and ${pages.zh} polled on A and on B directly every ${pollEvery} ms; ms since the PATCH was sent`,
  )
  table(
    ['change', 'cached first', 'PATCH ms', 'A ms', 'B ms', 'both ms'],
    rounds.map((r) => [
      `${r.locale}, round ${r.round}`,
      r.warm.map((tries) => (tries === null ? 'no' : 'HIT')).join(' / '),
      ms(r.patchMs),
      r.a === null ? 'never' : ms(r.a),
      r.b === null ? 'never' : ms(r.b),
      r.a === null || r.b === null ? 'never' : ms(Math.max(r.a, r.b)),
    ]),
    [16, 13, 9, 7, 7, 8],
  )
  out('  ("cached first": the page was a page-cache HIT on A / B before the change)')
  return rounds
}

// ---------------------------------------------------------------------------------------------

const setUps = [
  { name: 'one instance', label: 'one', processes: 1, upstreams: [portA] },
  { name: 'two instances', label: 'two', processes: 2, upstreams: [portA, portB] },
]

async function main() {
  // Both instances are reached through the proxy: the forms' Origin is its address, which each
  // instance must take for its own (as behind any load balancer).
  const proxyOrigin = `http://localhost:${proxyPort}`
  Object.assign(process.env, { PUBLIC_ORIGIN: proxyOrigin, WEB_CONCURRENCY: '1' })
  const { run, submissions, submit, settle } = formSubmitter<string>()
  say(
    `run ${run}: starting the bench stack (PostgreSQL on ${pgPort}, instance A on ${portA}, B on ${portB}, proxy on ${proxyPort})`,
  )
  const started = await startStack({
    port: portA,
    pgPort,
    distDir,
    say,
    register: (h) => (stack = h),
  })
  await startInstanceB()
  // The address `localhost` resolves to, which the instances and the proxy listen on.
  const { address } = await dns.lookup('localhost')
  const targets = await loadTargets(started.origin, started.distDir)
  const forms: Forms = { ...targets.forms, origin: proxyOrigin }
  const mix = requestMix(submit, targets.pagePath)

  out(
    `bench/instances.ts — run ${run}, ${os.cpus().length} CPUs, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}; loopback; ` +
      `instance A :${portA}, B :${portB}, round-robin proxy :${proxyPort} (its own process)`,
  )
  out(
    `  Each instance runs WEB_CONCURRENCY=1 (one web process) in both set-ups: one instance = 1 web process, two instances = 2 web processes. ` +
      `On its own an instance runs one process per core, so on ${os.availableParallelism()} cores expect little gain from a second one.`,
  )

  const results: {
    setUp: (typeof setUps)[number]
    all: Figures
    outcomes: Outcome[]
    stats: ProxyStats | null
  }[] = []
  for (const setUp of setUps) {
    say(`${setUp.name}: proxy to ${setUp.upstreams.join(', ')}`)
    const balancer = await startProxy(address, setUp.upstreams)
    const client = httpClient(address, proxyPort)
    // Each form once through every instance before any load (round robin: one after the other).
    for (const form of ['contact', 'consultation'] as const)
      for (const _ of setUp.upstreams) {
        const o = await submit(forms, form, `${setUp.label} smoke`)
        if (failed(o))
          throw new Error(
            `${setUp.name}: the ${form} form was not accepted before any load: ${o.error ?? o.notOk ?? `HTTP ${o.status}`}`,
          )
      }
    // Each instance's caches warm, then the mix for a while unmeasured (a fresh process's JIT).
    for (const upstream of setUp.upstreams) {
      const direct = httpClient(address, upstream)
      for (const path of Object.values(targets.pagePath))
        for (let i = 0; i < 3; i++) await direct.get(path)
      direct.close()
    }
    say(
      `${setUp.name}: ${warmupSeconds} s warm-up, then ${loadSeconds} s × ${connections} connections`,
    )
    await drive(connections, warmupSeconds, mix(client, forms, `${setUp.label} warm-up`))
    const outcomes = await drive(connections, loadSeconds, mix(client, forms, setUp.label))
    await settle()
    const stats = await balancer.stats()
    client.close()
    await balancer.stop()

    out()
    out(
      `${setUp.name[0]!.toUpperCase()}${setUp.name.slice(1)} (${setUp.processes} web process${setUp.processes > 1 ? 'es' : ''}) through the proxy: ` +
        `${loadSeconds} s, ${connections} connections, after ${warmupSeconds} s of warm-up; the mix of bench/load.ts`,
    )
    const rows = [...pageKinds, ...formKinds].map((kind) =>
      figuresOf(
        kind,
        outcomes.filter((o) => o.kind === kind),
        loadSeconds,
      ),
    )
    const all = figuresOf('all', outcomes, loadSeconds)
    table(
      ['request', 'count', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'timeouts', '429'],
      [...rows, all].map((r) => [
        r.label,
        r.requests,
        r.rps.toFixed(0),
        ms(r.p50),
        ms(r.p99),
        ms(r.max),
        r.failed,
        r.timeouts,
        r.limited,
      ]),
      [14, 7, 7, 7, 7, 7, 7, 9, 5],
    )
    if (stats)
      out(
        `  proxy: ${stats.forwarded.map((n, i) => `${n} to :${setUp.upstreams[i]}`).join(', ')} (warm-up and smoke included); ` +
          `${stats.resent} sent again on a closed keep-alive connection, ${stats.failed} failed`,
      )
    const what = breakdown(outcomes, failed)
    if (what) out(`  errors: ${what}`)
    for (const o of outcomes.filter(failed).slice(0, 8))
      out(
        `    ${o.kind}: ${o.error ?? `HTTP ${o.status}`}${o.notOk ? ` ${o.notOk}` : ''}${o.detail ? ` — ${o.detail}` : ''}`,
      )
    results.push({ setUp, all, outcomes, stats })
  }

  const [one, two] = results as [(typeof results)[number], (typeof results)[number]]
  const submitted = [...submissions.values()]
  out()
  out('One against two instances (all requests of the mix)')
  table(
    ['set-up', 'processes', 'count', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors', '429'],
    [
      ...[one, two].map(({ setUp, all }) => [
        setUp.name,
        setUp.processes,
        all.requests,
        all.rps.toFixed(1),
        ms(all.p50),
        ms(all.p99),
        ms(all.max),
        all.failed,
        all.limited,
      ]),
      [
        'two / one',
        '',
        '',
        (two.all.rps / one.all.rps).toFixed(2),
        (two.all.p50 / one.all.p50).toFixed(2),
        (two.all.p99 / one.all.p99).toFixed(2),
        '',
        '',
        '',
      ],
    ],
    [14, 9, 7, 7, 7, 7, 7, 7, 5],
  )
  out(
    `  forms: ${submitted.length} submitted, ${submitted.filter((s) => s.ok).length} accepted (smoke and warm-up included)`,
  )
  const errors = one.all.failed + two.all.failed
  verdict(
    'errors 0 (429s and rate-limited forms expected; timeouts count)',
    errors === 0,
    `one instance ${one.all.failed} of ${one.all.requests}, two instances ${two.all.failed} of ${two.all.requests}`,
  )
  verdict(
    "two instances' req/s ≥ one instance's",
    two.all.rps >= one.all.rps,
    `${two.all.rps.toFixed(1)} against ${one.all.rps.toFixed(1)} (×${(two.all.rps / one.all.rps).toFixed(2)})`,
  )

  say('publish to visible on both')
  const rounds = await publishToVisible(run)
  const both = rounds.map((r) => (r.a === null || r.b === null ? Infinity : Math.max(r.a, r.b)))
  const slowest = Math.max(...both)
  verdict(
    `publish visible on both ≤ ${publishTarget / 1000} s (en and zh, ${publishRounds} round${publishRounds > 1 ? 's' : ''} each)`,
    slowest <= publishTarget,
    `slowest ${Number.isFinite(slowest) ? `${slowest.toFixed(0)} ms` : `not within ${publishTimeout / 1000} s`}, p50 ${ms(
      percentile(
        [...both].sort((x, y) => x - y),
        50,
      ),
    )} ms`,
  )
  if (rounds.some((r) => r.warm.includes(null)))
    notes.push(
      'a publish round began with a page not yet cached on an instance (see "cached first")',
    )
  if (keepAliveRetries())
    notes.push(
      `the client sent ${keepAliveRetries()} GET(s) again after a keep-alive connection closed by the proxy as it was reused (ECONNRESET; as browsers do)`,
    )
}

await runToEnd(say, "bench/instances.ts results (the servers' logs left out)", main, async () => {
  say('stopping the proxy, instance B and the bench stack')
  await stopAll()
})
