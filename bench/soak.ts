/**
 * bench/soak: the bench/load.ts mix with signed-in members, for a long time, on the bench stack
 * (bench/loadStack.ts: its own PostgreSQL, a fresh seeded database, a build in .next-bench on port
 * 3300). Each web process writes its heap, resident memory and render queue every 5 s
 * (WEB_MEMORY_LOG, scripts/webServer.ts); every minute this prints, per process, the lowest heap
 * of the minute (what stays live between collections), the highest resident memory, and the
 * minute's requests, rates and errors.
 *
 * Fails on a web process that exits, and on a heap that keeps growing after the warm-up: the
 * lowest heap of the last 5 minutes more than 15 % (and 25 MB) above that of the 5 minutes after
 * the warm-up. Loopback only; bounded in time; everything started is stopped at the end.
 *
 *   Run: npx tsx bench/soak.ts [--minutes 30] [--warmup 10] [--connections 50] [--members 20]
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { root } from '../scripts/env'

import { type Forms, formSubmitter, loadTargets, newSearchPath, now, sleep } from './loadMix'
import { type Stack, startStack } from './loadStack'
import { signInOverRest } from '../tests/helpers/totpCodes'

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    members: { type: 'string', default: '20' },
    port: { type: 'string', default: '3300' },
    'pg-port': { type: 'string', default: '54379' },
  },
})
const minutes = Number(values.minutes)
const warmup = Math.min(Number(values.warmup), Math.max(0, minutes - 2))
const connections = Number(values.connections)
const say = (line: string) => console.error(`  ${line}`)

const memoryLog = path.join(root, '.data/bench-soak-memory.jsonl')
fs.mkdirSync(path.dirname(memoryLog), { recursive: true })
fs.rmSync(memoryLog, { force: true })
process.env.WEB_MEMORY_LOG = memoryLog

type Sample = {
  process: number
  pid: number
  at: number
  heapUsed: number
  rss: number
  rendering: number
  waiting: number
}
const readSamples = (): Sample[] =>
  fs.existsSync(memoryLog)
    ? fs
        .readFileSync(memoryLog, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Sample)
    : []

let handle: { stop: () => Promise<void>; killNow: () => void } | undefined
process.on('SIGINT', () => void handle?.stop().then(() => process.exit(130)))

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`

/** Members of the bench database, signed in: `count` verified students created as the admin. */
async function signedInMembers(origin: string, count: number) {
  const signIn = async (email: string, password: string) => {
    const response = await fetch(`${origin}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email, password }),
    })
    const token = /payload-token=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1]
    if (!token) throw new Error(`signing in ${email} answered ${response.status}`)
    // The policies in force accepted (once), or the dashboard asks for that first.
    await fetch(`${origin}/api/consents/accept-policies`, {
      method: 'POST',
      headers: { origin, cookie: `payload-token=${token}` },
    })
    return `payload-token=${token}`
  }
  const admin = `payload-token=${await signInOverRest(origin, {
    email: process.env.ADMIN_EMAIL!,
    password: process.env.ADMIN_PASSWORD!,
    totpSecret: process.env.ADMIN_TOTP_SECRET,
  })}`
  const cookies: string[] = []
  for (let i = 0; i < count; i++) {
    const email = `soak-member-${i}@bench.test`
    const created = await fetch(`${origin}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie: admin },
      body: JSON.stringify({
        email,
        password: 'SoakMember2026!',
        roles: ['student'],
        _verified: true,
        nickname: `Soak ${i}`,
      }),
    })
    if (!created.ok) throw new Error(`creating ${email} answered ${created.status}`)
    cookies.push(await signIn(email, 'SoakMember2026!'))
  }
  return cookies
}

type Tally = { requests: number; errors: number; busy: number; byKind: Map<string, number> }
const newTally = (): Tally => ({ requests: 0, errors: 0, busy: 0, byKind: new Map() })

async function main() {
  let stack: Stack | undefined
  try {
    stack = await startStack({
      port: Number(values.port),
      pgPort: Number(values['pg-port']),
      distDir: '.next-bench',
      say,
      register: (h) => (handle = h),
    })
    const origin = stack.origin
    const { forms, pagePath } = await loadTargets(origin, stack.distDir)
    const members = await signedInMembers(origin, Number(values.members))
    const { submit, settle } = formSubmitter<'soak'>()
    say(`${members.length} members signed in; ${connections} connections for ${minutes} minutes`)

    let tally = newTally()
    let memberTurn = 0
    let madeUp = 0
    const page = async (kind: string, url: string, cookie?: string) => {
      const started = now()
      let status = 0
      try {
        const response = await fetch(origin + url, {
          redirect: 'manual',
          headers: { 'accept-encoding': 'gzip, br', ...(cookie ? { cookie } : {}) },
          signal: AbortSignal.timeout(15_000),
        })
        await response.arrayBuffer()
        status = response.status
      } catch {}
      const expected = kind === 'not found' ? 404 : 200
      tally.requests++
      tally.byKind.set(kind, (tally.byKind.get(kind) ?? 0) + 1)
      if (status === 503) tally.busy++
      if (status !== expected) tally.errors++
      return now() - started
    }
    const next = async (): Promise<unknown> => {
      const pick = Math.random()
      if (pick < 0.1) {
        const outcome = await submit(
          forms as Forms,
          pick < 0.05 ? 'contact' : 'consultation',
          'soak',
        )
        tally.requests++
        tally.byKind.set('form', (tally.byKind.get('form') ?? 0) + 1)
        if (outcome.status !== 200 || outcome.notOk) tally.errors++
        return
      }
      if (pick < 0.3) return page('member', '/user/home', members[memberTurn++ % members.length])
      if (pick < 0.5) return page('search', newSearchPath())
      if (pick < 0.55) return page('not found', `/soak-${Date.now().toString(36)}-${madeUp++}`)
      const kinds = Object.keys(pagePath)
      const kind = kinds[Math.floor(Math.random() * kinds.length)]!
      return page(kind, pagePath[kind]!)
    }

    const end = Date.now() + minutes * 60_000
    const loops = Array.from({ length: connections }, async () => {
      while (Date.now() < end) await next()
    })
    const perMinute: { minute: number; heap: Map<number, number>; rss: Map<number, number> }[] = []
    const pidsSeen = new Map<number, Set<number>>()
    console.log(
      `bench/soak.ts — ${minutes} min, ${connections} connections; mix: 20 % member pages (${members.length} members), 20 % new searches, 5 % made-up paths, 10 % forms, the rest home / /zh and a coach`,
    )
    console.log(
      'minute  requests  req/s  errors  503s   per process: lowest heap / highest RSS / most waiting',
    )
    for (let minute = 1; Date.now() < end; minute++) {
      const minuteEnd = Math.min(end, Date.now() + 60_000)
      await sleep(minuteEnd - Date.now())
      const since = minuteEnd - 60_000
      const samples = readSamples().filter((sample) => sample.at >= since)
      const heap = new Map<number, number>()
      const rss = new Map<number, number>()
      const waiting = new Map<number, number>()
      for (const sample of samples) {
        heap.set(sample.process, Math.min(heap.get(sample.process) ?? Infinity, sample.heapUsed))
        rss.set(sample.process, Math.max(rss.get(sample.process) ?? 0, sample.rss))
        waiting.set(sample.process, Math.max(waiting.get(sample.process) ?? 0, sample.waiting))
        if (!pidsSeen.has(sample.process)) pidsSeen.set(sample.process, new Set())
        pidsSeen.get(sample.process)!.add(sample.pid)
      }
      perMinute.push({ minute, heap, rss })
      const processes = [...heap.keys()].sort((a, b) => a - b)
      console.log(
        [
          String(minute).padStart(6),
          String(tally.requests).padStart(9),
          (tally.requests / 60).toFixed(0).padStart(6),
          String(tally.errors).padStart(7),
          String(tally.busy).padStart(5),
          '  ' +
            processes
              .map((p) => `#${p} ${mb(heap.get(p)!)} / ${mb(rss.get(p)!)} / ${waiting.get(p) ?? 0}`)
              .join('   '),
        ].join(' '),
      )
      tally = newTally()
    }
    await Promise.all(loops)
    await settle()

    // Verdicts.
    const failures: string[] = []
    for (const [processIndex, pids] of pidsSeen)
      if (pids.size > 1)
        failures.push(
          `web process ${processIndex} exited and was started again (pids ${[...pids].join(', ')})`,
        )
    if (!stack.serverAlive()) failures.push('the web server exited')
    const lowest = (from: number, to: number, p: number) =>
      Math.min(
        ...perMinute
          .filter((m) => m.minute > from && m.minute <= to && m.heap.has(p))
          .map((m) => m.heap.get(p)!),
      )
    const processes = [...new Set(perMinute.flatMap((m) => [...m.heap.keys()]))]
    const last = perMinute.length
    if (last - warmup >= 10)
      for (const p of processes) {
        const early = lowest(warmup, warmup + 5, p)
        const late = lowest(last - 5, last, p)
        const grew = late - early
        const verdict = grew > 0.15 * early && grew > 25 * 2 ** 20
        console.log(
          `process #${p}: lowest heap ${mb(early)} in minutes ${warmup + 1}–${warmup + 5}, ${mb(late)} in minutes ${last - 4}–${last}: ${verdict ? 'GROWING' : 'steady'}`,
        )
        if (verdict) failures.push(`process #${p}'s heap grew from ${mb(early)} to ${mb(late)}`)
      }
    else console.log(`(too short to judge growth: ${last} minutes, warm-up ${warmup})`)
    console.log(
      failures.length
        ? `\nNOT met: ${failures.join('; ')}`
        : '\nmet: no process exited, no heap kept growing',
    )
    return failures.length ? 1 : 0
  } finally {
    await stack?.stop()
  }
}

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    console.error(error)
    await handle?.stop()
    process.exit(1)
  },
)
