/**
 * bench/load: the portal under mixed load, with PostgreSQL and then SMTP taken away, on a stack of
 * its own (bench/loadStack.ts: embedded PostgreSQL in .data/bench-load-pg on port 54379, a fresh
 * seeded database, an in-process mailbox, a build in .next-bench served on port 3300 with
 * TRUST_PROXY=1). Loopback only; every phase is bounded in time; everything started is stopped at
 * the end, on failure and on Ctrl-C.
 *   1. load: 60 s × 100 connections of home (/ and /zh), a coach page, a new search on every
 *      request, and 10 % form submissions (contact and consultation alternately) through the real
 *      server-action path, each from its own X-Forwarded-For address; figures as ratios to two
 *      ceilings measured in the same run (a /_next/static/ file, bare node:http), as bench/pages.ts.
 *   2. the same load for 30 s with PostgreSQL stopped for 10 s in the middle: answers ≤ 5 s during
 *      the outage, normal answers ≤ 5 s after PostgreSQL is back, no stored submission lost.
 *   3. SMTP down for 30 s while forms are submitted: all stored, every mail delivered once after.
 * After each phase: accepted submissions = rows, each mail exactly once, no session left idle in
 * transaction. Exit code 0 only when every target is met.
 *   Run: npx tsx bench/load.ts [--seconds 60] [--connections 100] [--port 3300] [--pg-port 54379]
 */
import dns from 'node:dns/promises'
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'

import pg from 'pg'

import { homeOnTheWire, startBareServer } from './ceilings'
import {
  type Outcome,
  breakdown,
  drive as driveWith,
  formKinds,
  formSubmitter,
  httpClient,
  isError,
  keepAliveRetries,
  loadTargets,
  ms,
  newSearchPath,
  now,
  pageKinds,
  percentile,
  requestMix,
  requestTimeout,
  resultPrinter,
  type Row,
  rowOf,
  rowsByKind,
  sleep,
  unexpectedServerError,
} from './loadMix'
import { type Stack, startStack, within } from './loadStack'

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '100' },
    port: { type: 'string', default: '3300' },
    'pg-port': { type: 'string', default: '54379' },
  },
})
const loadSeconds = Number(values.seconds)
const connections = Number(values.connections)
const port = Number(values.port)
const pgPort = Number(values['pg-port'])

const ceilingSeconds = 10
const outageLoadSeconds = 30
const outageAt = 10_000
const outageFor = 10_000
const smtpDownFor = 30_000
const smtpRatePerSecond = 2

const say = (line: string) => console.error(`[bench/load] ${line}`)
/** The results, printed again at the end once the server (whose log shares this terminal) has stopped. */
const { out, table, verdict, notes, runToEnd } = resultPrinter()

// ---------------------------------------------------------------------------------------------
// The stack, stopped on every way out.

let handle = null as { stop: () => Promise<void>; killNow: () => void } | null
const onSignal = (signal: NodeJS.Signals) => {
  console.error(`\n[bench/load] ${signal}: stopping the bench stack`)
  handle?.killNow()
  void within(handle?.stop() ?? Promise.resolve(), 30_000, null).finally(() => process.exit(130))
}
process.once('SIGINT', onSignal)
process.once('SIGTERM', onSignal)
process.on('exit', () => handle?.killNow())

// ---------------------------------------------------------------------------------------------
// The load (bench/loadMix.ts): `connections` loops; form submissions marked with this run.

const drive = (seconds: number, next: () => Promise<Outcome>) =>
  driveWith(connections, seconds, next)

type Phase = 'smoke' | 'load' | 'outage' | 'smtp'
const { run, submissions, submit, settle: settleSubmissions } = formSubmitter<Phase>()

// ---------------------------------------------------------------------------------------------
// Figures.

/** Phases 2 and 3: latency and failures per row (phase 1 adds rates against the baselines). */
function latencyTable(rows: Row[]) {
  table(
    ['request', 'count', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'non-2xx', 'not ok'],
    rows.map((r) => [
      r.label,
      r.requests,
      ms(r.p50),
      ms(r.p99),
      ms(r.max),
      r.errors,
      r.non2xx,
      r.notOk,
    ]),
    [26, 7, 7, 7, 7, 7, 8, 7],
  )
}

// ---------------------------------------------------------------------------------------------
// Checks against the database and the mailbox.

let stack: Stack

async function query<T>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({
    connectionString: stack.databaseUrl,
    connectionTimeoutMillis: 5_000,
    query_timeout: 10_000,
  })
  client.on('error', () => {})
  await client.connect()
  try {
    return (await client.query(text, params)).rows as T[]
  } finally {
    await client.end().catch(() => {})
  }
}

/** The submissions of this run stored in the database, by marker. */
async function storedMarkers() {
  const like = `Load ${run}-%`
  const contacts = await query<{ name: string }>(
    'SELECT name FROM contact_messages WHERE name LIKE $1',
    [like],
  )
  const bookings = await query<{ name: string }>(
    'SELECT student_name AS name FROM consultations WHERE student_name LIKE $1',
    [like],
  )
  return [...contacts, ...bookings].map((row) => row.name.slice('Load '.length))
}

/** Mails expected for a stored submission: the visitor's confirmation and the staff notification, or the staff mail. */
const expectedMails = (marker: string) =>
  marker.includes('-C') ? [`${marker} confirmation`, `${marker} staff`] : [`${marker} staff`]

/** When each mail of this run arrived (polled every 100 ms), by key "<marker> staff" / "<marker> confirmation". */
const arrivals = new Map<string, number[]>()
let unmarkedMails = 0
let mailsSeen = 0
const staffSubject = new RegExp(`${run}-([CK]\\d+)`)
const confirmationTo = new RegExp(`^load-${run}-c(\\d+)@bench\\.test$`, 'i')
function collectMails() {
  const messages = stack.mail.messages()
  for (; mailsSeen < messages.length; mailsSeen++) {
    const mail = messages[mailsSeen]!
    const subjectMarker = staffSubject.exec(mail.subject ?? '')?.[1]
    const to = mail.envelopeTo.map((address) => confirmationTo.exec(address)?.[1]).find(Boolean)
    const key =
      subjectMarker && mail.envelopeTo.includes('staff@bench.test')
        ? `${run}-${subjectMarker} staff`
        : to
          ? `${run}-C${to} confirmation`
          : null
    if (!key) unmarkedMails++
    else arrivals.set(key, [...(arrivals.get(key) ?? []), now()])
  }
}
const delivered = (key: string) => arrivals.get(key)?.length ?? 0

type MailCheck = {
  expected: number
  delivered: number
  missing: string[]
  duplicates: string[]
  waitedMs: number
  lastArrival: number
  delays: number[]
  allArrived: boolean
}
/** Waits up to `timeoutMs` for every mail of `markers`; then which are missing or came more than once. */
async function checkMails(markers: string[], timeoutMs: number): Promise<MailCheck> {
  const keys = markers.flatMap(expectedMails)
  const started = now()
  collectMails()
  while (now() - started < timeoutMs && keys.some((key) => !delivered(key))) {
    if (!stack.serverAlive()) break
    await sleep(100)
    collectMails()
  }
  const missing = keys.filter((key) => !delivered(key))
  const lastArrival = Math.max(started, ...keys.flatMap((key) => arrivals.get(key) ?? []))
  // Mail delay: from the form's answer to the mail's arrival.
  const delays = keys
    .map(
      (key) =>
        (arrivals.get(key)?.[0] ?? NaN) - (submissions.get(key.split(' ')[0]!)?.answeredAt ?? NaN),
    )
    .filter(Number.isFinite)
    .sort((a, b) => a - b)
  return {
    expected: keys.length,
    delivered: keys.filter(delivered).length,
    missing,
    duplicates: keys.filter((key) => delivered(key) > 1).map((key) => `${key} ×${delivered(key)}`),
    waitedMs: now() - started,
    lastArrival,
    delays,
    allArrived: missing.length === 0,
  }
}

/** Sessions of the bench database idle in a transaction for 1 s or more, over three looks a second apart. */
async function idleInTransaction() {
  let seen = 0
  const stuck = new Set<string>()
  for (let look = 0; look < 3; look++) {
    const rows = await query<{ pid: number; state: string; idle: number; query: string }>(
      `SELECT pid, state, extract(epoch FROM now() - state_change)::float AS idle, left(query, 120) AS query
         FROM pg_stat_activity WHERE datname = $1 AND state LIKE 'idle in transaction%'`,
      [stack.dbName],
    )
    seen = Math.max(seen, rows.length)
    for (const row of rows.filter((r) => r.idle >= 1))
      stuck.add(`pid ${row.pid} ${row.state} ${row.idle.toFixed(1)} s: ${row.query}`)
    if (look < 2) await sleep(1_000)
  }
  return { seen, stuck: [...stuck] }
}

/** Wall-clock time (UTC) of a moment on the performance clock, to find it in the server's log. */
const wallClock = (t: number) =>
  Number.isFinite(t) ? new Date(performance.timeOrigin + t).toISOString().slice(11, 23) : '-'

/** After a phase: accepted = stored, mails exactly once, no transaction left open. */
async function checkPhase(
  phase: Phase | Phase[],
  label: string,
  mailTimeoutMs: number,
  opts: { idle?: boolean; outage?: boolean } = {},
) {
  await settleSubmissions()
  const phases = Array.isArray(phase) ? phase : [phase]
  const mine = [...submissions.values()].filter((s) => phases.includes(s.phase))
  const accepted = mine.filter((s) => s.ok)
  const stored = new Set(
    (await storedMarkers()).filter((marker) =>
      phases.includes(submissions.get(marker)?.phase as Phase),
    ),
  )
  const acceptedNotStored = accepted.filter((s) => !stored.has(s.marker))
  const storedNotAccepted = mine.filter((s) => !s.ok && stored.has(s.marker))
  out(
    `  submissions ${mine.length}: accepted ${accepted.length} (contact ${accepted.filter((s) => s.form === 'contact').length}, consultation ${accepted.filter((s) => s.form === 'consultation').length}), rows ${stored.size}` +
      (accepted.some((s) => s.late)
        ? `, ${accepted.filter((s) => s.late).length} accepted after ${requestTimeout / 1000} s`
        : ''),
  )
  const notAccepted = new Map<string, number>()
  for (const s of mine.filter((x) => !x.ok))
    notAccepted.set(s.answer ?? 'no answer', (notAccepted.get(s.answer ?? 'no answer') ?? 0) + 1)
  if (notAccepted.size)
    out(
      `  not accepted: ${[...notAccepted].map(([what, count]) => `${what} ×${count}`).join(', ')}`,
    )
  for (const sub of [...acceptedNotStored, ...storedNotAccepted].slice(0, 10)) {
    out(
      `    ${sub.marker} (${sub.form}, X-Forwarded-For ${sub.ip}): sent ${wallClock(sub.sentAt ?? NaN)}, answered ${sub.ok ? '{ ok: true }' : sub.answer} ` +
        `${sub.answeredAt ? wallClock(sub.answeredAt) : '(no answer)'}, ${stored.has(sub.marker) ? 'stored' : 'no row in the database'}`,
    )
  }
  // During an outage a submission can be stored yet answered "failure" (the database went away
  // between the commit and its confirmation): the visitor may send it again, nothing is lost.
  // Outside an outage, and for accepted ones always, rows and answers must agree.
  verdict(
    opts.outage ? `${label}: no accepted submission missing` : `${label}: rows = accepted`,
    acceptedNotStored.length === 0 && (opts.outage || storedNotAccepted.length === 0),
    `${accepted.length} accepted, ${stored.size} rows` +
      (acceptedNotStored.length
        ? `; accepted but not stored: ${acceptedNotStored
            .map((s) => s.marker)
            .slice(0, 10)
            .join(', ')}`
        : '') +
      (storedNotAccepted.length
        ? `; stored but answered ${storedNotAccepted
            .map((s) => `${s.marker} (${s.answer})`)
            .slice(0, 10)
            .join(', ')}`
        : ''),
  )
  const mails = await checkMails([...stored], mailTimeoutMs)
  verdict(
    `${label}: mails exactly once`,
    mails.allArrived && mails.duplicates.length === 0,
    `${mails.delivered}/${mails.expected} delivered; from the form's answer to the mail: p50 ${(percentile(mails.delays, 50) / 1000).toFixed(1)} s, ` +
      `p99 ${(percentile(mails.delays, 99) / 1000).toFixed(1)} s, max ${((mails.delays.at(-1) ?? NaN) / 1000).toFixed(1)} s` +
      (mails.missing.length
        ? `; missing ${mails.missing.length}: ${mails.missing.slice(0, 8).join(', ')}`
        : '') +
      (mails.duplicates.length
        ? `; more than once: ${mails.duplicates.slice(0, 8).join(', ')}`
        : ''),
  )
  if (opts.idle) {
    const idle = await idleInTransaction()
    verdict(
      `${label}: no session idle in transaction`,
      idle.stuck.length === 0,
      idle.stuck.length
        ? idle.stuck.slice(0, 5).join(' | ')
        : `none for 1 s or more (at most ${idle.seen} at any look, 3 looks 1 s apart)`,
    )
  }
  return { accepted, stored, mails }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  say(`run ${run}: starting the bench stack (PostgreSQL on ${pgPort}, web server on ${port})`)
  stack = await startStack({
    port,
    pgPort,
    distDir: '.next-bench',
    say,
    register: (h) => (handle = h),
  })
  const origin = stack.origin
  // The address `localhost` resolves to, which the web server listens on.
  const { address } = await dns.lookup('localhost')
  let client = httpClient(address, port)
  mailWatch = setInterval(collectMails, 100)

  // What the load needs: a coach, the two actions, a static file and the home page's bytes.
  const { forms, pagePath } = await loadTargets(origin, stack.distDir)
  const homeHtml = await (await fetch(`${origin}/`)).text()
  const staticFile = homeHtml.match(/\/_next\/static\/[^"'\s]+\.js/)?.[0]
  if (!staticFile) throw new Error('no /_next/static/ script in the home page')
  const homeWire = await homeOnTheWire(`http://${address}:${port}/`, { host: `localhost:${port}` })

  // Smoke: one of each form must be accepted before any load.
  for (const form of ['contact', 'consultation'] as const) {
    const o = await submit(forms, form, 'smoke')
    if (isError(o)) {
      const sub = [...submissions.values()].at(-1)!
      throw new Error(
        `the ${form} form was not accepted before any load: ${o.error ?? o.notOk ?? `HTTP ${o.status}`} (${sub.answer})`,
      )
    }
  }
  for (const path of Object.values(pagePath)) for (let i = 0; i < 3; i++) await client.get(path)

  const mix = requestMix(submit, pagePath)
  const mixed = (phase: Phase) => mix(client, forms, phase)

  out(
    `bench/load.ts — run ${run}, ${os.cpus().length} CPUs, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}; portal ${origin}, loopback`,
  )

  // --- Ceilings, measured now with the same client ---------------------------------------------
  say(`ceilings: ${ceilingSeconds} s each, ${connections} connections`)
  const staticOutcomes = await drive(ceilingSeconds, () => client.timed('static', staticFile))
  const { server: bare, port: barePort } = await startBareServer(homeWire)
  const bareClient = httpClient('127.0.0.1', barePort)
  const bareOutcomes = await drive(ceilingSeconds, () => bareClient.timed('bare', '/'))
  bareClient.close()
  bare.close()
  const staticRow = rowOf('static file (ceiling)', staticOutcomes, ceilingSeconds)
  const bareRow = rowOf('bare node:http (ceiling)', bareOutcomes, ceilingSeconds)

  // --- Phase 1: load ----------------------------------------------------------------------------
  say(`phase 1: ${loadSeconds} s, ${connections} connections, mixed`)
  client.close()
  client = httpClient(address, port)
  const load = await drive(loadSeconds, mixed('load'))
  await settleSubmissions()
  out()
  out(
    `Phase 1 — load: ${loadSeconds} s, ${connections} connections; home / and /zh, a coach page, a new search each request, 10 % forms (contact / consultation alternately, one X-Forwarded-For each)`,
  )
  const loadRows = rowsByKind([...pageKinds, ...formKinds], load, loadSeconds)
  table(
    [
      'request',
      'count',
      'req/s',
      'p50 ms',
      'p99 ms',
      'max ms',
      '×static',
      '×bare',
      'errors',
      'non-2xx',
      'not ok',
    ],
    [...loadRows, staticRow, bareRow].map((r) => [
      r.label,
      r.requests,
      r.rps.toFixed(0),
      ms(r.p50),
      ms(r.p99),
      ms(r.max),
      (r.rps / staticRow.rps).toFixed(2),
      (r.rps / bareRow.rps).toFixed(3),
      r.errors,
      r.non2xx,
      r.notOk,
    ]),
    [26, 7, 7, 7, 7, 7, 8, 7, 7, 8, 7],
  )
  out(
    `  (per request kind, req/s is that kind's share of the mix; "not ok" = a form answered 200 without { ok: true })`,
  )
  for (const kind of [...pageKinds, ...formKinds]) {
    const what = breakdown(load.filter((o) => o.kind === kind))
    if (what) out(`  ${kind}: ${what}`)
  }
  const loadErrors = load.filter(isError).length
  verdict(
    'phase 1: errors 0',
    loadErrors === 0,
    loadErrors ? `${loadErrors} of ${load.length}: ${breakdown(load)}` : `0 of ${load.length}`,
  )
  for (const o of load.filter(isError).slice(0, 10)) {
    out(
      `    ${o.kind} answered ${wallClock(o.end)} after ${(o.end - o.start).toFixed(0)} ms: ${o.error ?? `HTTP ${o.status}`}${o.notOk ? ` ${o.notOk}` : ''}${o.detail ? ` — ${o.detail}` : ''}`,
    )
  }
  const loadMails = (await checkPhase(['smoke', 'load'], 'phase 1', 180_000, { idle: true })).mails
  if ((loadMails.delays.at(-1) ?? 0) > 5_000) {
    notes.push(
      `phase 1: under load the mails went out p50 ${(percentile(loadMails.delays, 50) / 1000).toFixed(1)} s, max ${((loadMails.delays.at(-1) ?? 0) / 1000).toFixed(1)} s after the form's answer ` +
        `(the job runner is meant to send within about 2 s)`,
    )
  }

  // --- Phase 2: PostgreSQL stopped for 10 s in 30 s of load --------------------------------------
  say(
    `phase 2: ${outageLoadSeconds} s of load, PostgreSQL stopped at ${outageAt / 1000} s for ${outageFor / 1000} s`,
  )
  client.close()
  client = httpClient(address, port)
  const probe = httpClient(address, port)
  const t0 = now()
  const outageLoad = drive(outageLoadSeconds, mixed('outage'))
  await sleep(t0 + outageAt - now())
  const stopBegin = now()
  await within(stack.postgres.stop(), 15_000, null)
  const stopped = now()
  say(`PostgreSQL stopped at ${wallClock(stopBegin)} (took ${(stopped - stopBegin).toFixed(0)} ms)`)
  await sleep(stopBegin + outageFor - now())
  const startBegin = now()
  if ((await within(stack.postgres.start(), 30_000, 'timeout' as const)) === 'timeout')
    throw new Error('PostgreSQL did not start again within 30 s')
  const started = now()
  say(
    `PostgreSQL ready again at ${wallClock(started)} (took ${(started - startBegin).toFixed(0)} ms)`,
  )
  // Back to normal: /api/health and a new (never cached) search each answered 200, probed apart.
  const until200 = async (path: () => string) => {
    let last = ''
    while (now() - started < 30_000) {
      const answer = await probe.get(path(), 10_000)
      if (answer.status === 200) return { at: now(), last }
      last = String(answer.status || answer.error)
      await sleep(100)
    }
    return { at: null, last }
  }
  const [healthBack, searchBack] = await Promise.all([
    until200(() => '/api/health'),
    until200(newSearchPath),
  ])
  const recovered =
    healthBack.at !== null && searchBack.at !== null ? Math.max(healthBack.at, searchBack.at) : null
  probe.close()
  const outage = await outageLoad
  await settleSubmissions()

  // Requests in flight at the stop or sent while PostgreSQL was down; sent while the portal came
  // back; and outside: answered before the stop or sent once the portal was normal again.
  const inOutage = outage.filter((o) => o.end > stopBegin && o.start < started)
  const recovering = outage.filter(
    (o) => o.start >= started && (recovered === null || o.start < recovered),
  )
  const outside = outage.filter(
    (o) => o.end <= stopBegin || (recovered !== null && o.start >= recovered),
  )
  /** How long a request waited for its answer while PostgreSQL was down: since it was sent, or since the stop. */
  const waited = (o: Outcome) => o.end - Math.max(o.start, stopBegin)
  const normal200 = (o: Outcome) => o.status === 200 && !o.notOk
  const count = (list: Outcome[], test: (o: Outcome) => boolean) => list.filter(test).length
  const otherAnswer = (o: Outcome) => !normal200(o) && o.status !== 503
  out()
  out(
    `Phase 2 — PostgreSQL stopped for ${outageFor / 1000} s in ${outageLoadSeconds} s of the same load: stopped at ${((stopBegin - t0) / 1000).toFixed(1)} s ` +
      `(${wallClock(stopBegin)}, took ${(stopped - stopBegin).toFixed(0)} ms), started at ${((startBegin - t0) / 1000).toFixed(1)} s (ready ${wallClock(started)}, ` +
      `after ${(started - startBegin).toFixed(0)} ms); /api/health 200 ${healthBack.at ? `${((healthBack.at - started) / 1000).toFixed(2)} s` : 'NOT within 30 s'} and a new search 200 ` +
      `${searchBack.at ? `${((searchBack.at - started) / 1000).toFixed(2)} s` : 'NOT within 30 s'} after PostgreSQL was ready`,
  )
  out(
    `  during the outage: ${count(inOutage, (o) => o.start < stopBegin)} requests in flight at the stop and ${count(inOutage, (o) => o.start >= stopBegin)} sent while PostgreSQL was down (ms = waited since sent, or since the stop):`,
  )
  table(
    ['request', 'count', '200', '503', 'other', 'p50 ms', 'p99 ms', 'max ms'],
    [...pageKinds, ...formKinds, 'all'].map((kind) => {
      const list = kind === 'all' ? inOutage : inOutage.filter((o) => o.kind === kind)
      const waits = list.map(waited).sort((x, y) => x - y)
      return [
        kind,
        list.length,
        count(list, normal200),
        count(list, (o) => o.status === 503),
        count(list, otherAnswer),
        ms(percentile(waits, 50)),
        ms(percentile(waits, 99)),
        ms(waits.at(-1) ?? NaN),
      ]
    }),
    [26, 7, 7, 7, 7, 7, 7, 7],
  )
  if (inOutage.some(otherAnswer))
    out(`  other answers during the outage: ${breakdown(inOutage.filter(otherAnswer))}`)
  const recoveringLatency = recovering.map((o) => o.end - o.start).sort((x, y) => x - y)
  out(
    `  sent after PostgreSQL was ready, before both probes had 200: ${recovering.length} requests: 200 ×${count(recovering, normal200)}, 503 ×${count(recovering, (o) => o.status === 503)}, ` +
      `other ×${count(recovering, otherAnswer)}; p50 ${ms(percentile(recoveringLatency, 50))} ms, max ${ms(recoveringLatency.at(-1) ?? NaN)} ms` +
      (recovering.some(otherAnswer) ? ` (${breakdown(recovering.filter(otherAnswer))})` : ''),
  )
  // Each answer that waited over 5 s or was neither 200 nor 503: when it was sent and answered.
  // Server errors first (all of them, up to 12), then the rest by when they were sent.
  const notable = [...inOutage, ...recovering]
    .filter((o) => waited(o) > 5_000 || otherAnswer(o))
    .sort(
      (x, y) =>
        Number(unexpectedServerError(y.status) || Boolean(y.error)) -
          Number(unexpectedServerError(x.status) || Boolean(x.error)) || x.start - y.start,
    )
  for (const o of notable.slice(0, 16)) {
    const sent = (o.start - stopBegin) / 1000
    out(
      `    ${o.kind} sent ${Math.abs(sent).toFixed(2)} s ${sent < 0 ? 'before' : 'after'} the stop, answered ${wallClock(o.end)} after ${(o.end - o.start).toFixed(0)} ms: ` +
        `${o.error ?? `HTTP ${o.status}`}${o.notOk ? ` ${o.notOk}` : ''}${o.detail ? ` — ${o.detail}` : ''}`,
    )
  }
  if (notable.length > 16) out(`    … and ${notable.length - 16} more`)
  out('  per second of the phase, by when each request was sent:')
  const secondOf = (t: number) => Math.floor((t - t0) / 1000)
  table(
    ['second', 'count', '200', '503', 'other', 'max ms'],
    Array.from({ length: outageLoadSeconds }, (_, second) => {
      const list = outage.filter((o) => secondOf(o.start) === second)
      const marks = [
        secondOf(stopBegin) === second && 'stop',
        secondOf(started) === second && 'PostgreSQL ready',
        recovered !== null && secondOf(recovered) === second && 'normal',
      ].filter(Boolean)
      return [
        `${second}${marks.length ? ` ${marks.join(', ')}` : ''}`,
        list.length,
        count(list, normal200),
        count(list, (o) => o.status === 503),
        count(list, otherAnswer),
        ms(Math.max(0, ...list.map((o) => o.end - o.start))),
      ]
    }),
    [26, 7, 7, 7, 7, 7],
  )
  out('  outside the outage (answered before the stop, or sent once the portal was normal again):')
  const outsideSeconds =
    (stopBegin - t0 + (recovered === null ? 0 : t0 + outageLoadSeconds * 1000 - recovered)) / 1000
  latencyTable(rowsByKind([...pageKinds, ...formKinds], outside, outsideSeconds))
  for (const o of outside.filter(isError).slice(0, 10)) {
    out(
      `    ${o.kind} sent at ${((o.start - t0) / 1000).toFixed(2)} s, answered ${wallClock(o.end)}: ${o.error ?? `HTTP ${o.status}`}${o.notOk ? ` ${o.notOk}` : ''}${o.detail ? ` — ${o.detail}` : ''}`,
    )
  }
  const maxWaited = Math.max(0, ...inOutage.map(waited))
  const unanswered = inOutage.filter((o) => o.error)
  verdict(
    'phase 2: errors 0 outside the outage',
    !outside.some(isError),
    outside.some(isError) ? breakdown(outside) : `0 of ${outside.length}`,
  )
  verdict(
    'phase 2: every request answered ≤ 5 s during the outage (since sent, or since the stop)',
    maxWaited <= 5_000 && unanswered.length === 0,
    `max ${maxWaited.toFixed(0)} ms over ${inOutage.length} requests` +
      (unanswered.length ? `; unanswered: ${breakdown(unanswered)}` : ''),
  )
  verdict(
    'phase 2: normal ≤ 5 s after PostgreSQL is back (/api/health 200 and a new search 200), no restart',
    recovered !== null && recovered - started <= 5_000,
    recovered !== null
      ? `${((recovered - started) / 1000).toFixed(2)} s`
      : `not within 30 s (last answers: /api/health ${healthBack.last}, search ${searchBack.last})`,
  )
  const serverErrors = [...inOutage, ...recovering].filter((o) => unexpectedServerError(o.status))
  if (serverErrors.length)
    notes.push(
      `phase 2: ${serverErrors.length} answer(s) with a 5xx other than 503 around the outage: ${breakdown(serverErrors)} (listed under phase 2)`,
    )
  await checkPhase('outage', 'phase 2', 90_000, { idle: true, outage: true })

  // --- Phase 3: SMTP down for 30 s ---------------------------------------------------------------
  say(`phase 3: mailbox stopped for ${smtpDownFor / 1000} s, ${smtpRatePerSecond} submissions/s`)
  await stack.mail.stop()
  const down = now()
  const smtpCalls: Promise<Outcome>[] = []
  for (let i = 0; ; i++) {
    await sleep(down + (i * 1000) / smtpRatePerSecond - now())
    if (now() - down >= smtpDownFor) break
    smtpCalls.push(submit(forms, i % 2 ? 'consultation' : 'contact', 'smtp'))
  }
  const smtpOutcomes = await Promise.all(smtpCalls)
  await stack.mail.start()
  const up = now()
  say(`mailbox back on the same port after ${((up - down) / 1000).toFixed(1)} s`)
  out()
  out(
    `Phase 3 — SMTP down for ${((up - down) / 1000).toFixed(1)} s, forms submitted at ${smtpRatePerSecond}/s meanwhile, mailbox restarted on the same port`,
  )
  latencyTable(rowsByKind(formKinds, smtpOutcomes, smtpDownFor / 1000))
  verdict(
    'phase 3: every submission accepted while SMTP is down',
    !smtpOutcomes.some(isError),
    smtpOutcomes.some(isError)
      ? breakdown(smtpOutcomes)
      : `${smtpOutcomes.length} of ${smtpOutcomes.length}`,
  )
  const smtp = await checkPhase('smtp', 'phase 3', 90_000, { idle: true })
  out(
    `  all phase 3 mails delivered ${smtp.mails.allArrived ? `${((smtp.mails.lastArrival - up) / 1000).toFixed(1)} s after SMTP was back (the last one)` : 'NOT within 90 s'}`,
  )

  // --- Whole run: every mail exactly once, none unexpected ------------------------------------
  await sleep(5_000)
  const allStored = await storedMarkers()
  const final = await checkMails(allStored, 1_000)
  const unmarked = unmarkedMails
  const storedSet = new Set(allStored)
  const strays = [...arrivals.keys()].filter((key) => !storedSet.has(key.split(' ')[0]!))
  out()
  out('Whole run')
  verdict(
    'all phases: every stored submission mailed exactly once, nothing else',
    final.allArrived && final.duplicates.length === 0 && strays.length === 0 && unmarked === 0,
    `${allStored.length} submissions stored, ${final.delivered}/${final.expected} mails, ${final.duplicates.length} duplicated, ${strays.length} for no stored submission, ${unmarked} unmarked` +
      (final.duplicates.length ? `: ${final.duplicates.slice(0, 8).join(', ')}` : '') +
      (strays.length ? `; strays: ${strays.slice(0, 8).join(', ')}` : ''),
  )
  verdict(
    'web server still running',
    stack.serverAlive(),
    stack.serverAlive() ? 'yes' : 'it exited during the run',
  )
  client.close()
}

let mailWatch: NodeJS.Timeout | undefined
await runToEnd(say, "bench/load.ts results (the server's log left out)", main, async () => {
  clearInterval(mailWatch)
  say('stopping the bench stack')
  await within(handle?.stop() ?? Promise.resolve(), 30_000, null)
  if (keepAliveRetries())
    notes.push(
      `the client sent ${keepAliveRetries()} GET(s) again after a keep-alive connection closed by the server as it was reused (ECONNRESET; as browsers do)`,
    )
})
