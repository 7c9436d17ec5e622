/**
 * The request mix of bench/load.ts, shared with bench/instances.ts: a keep-alive HTTP client that
 * records each answer, `connections` loops driving it, a new search path on every request, form
 * submissions through the real server-action path (each from its own X-Forwarded-For address, with
 * a marker its row and mails carry), and the percentile and table helpers that report them.
 */
import crypto from 'node:crypto'
import http from 'node:http'
import { performance } from 'node:perf_hooks'
import zlib from 'node:zlib'

import { callServerAction, findServerAction } from '../tests/helpers/serverAction'

import { within } from './loadStack'

/** No request is waited for longer than this (an unanswered one counts as a timeout). */
export const requestTimeout = 15_000

export const now = () => performance.now()
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)))

// ---------------------------------------------------------------------------------------------
// The client: keep-alive HTTP for pages, callServerAction (fetch) for forms.

export type Kind = 'home /' | 'home /zh' | 'coach' | 'search' | 'contact' | 'consultation'
export const pageKinds: Kind[] = ['home /', 'home /zh', 'coach', 'search']
export const formKinds: Kind[] = ['contact', 'consultation']

/** One request: `status` 0 when no HTTP answer came (`error` says why); `notOk` when a form's answer was not { ok: true }. */
export type Outcome = {
  kind: string
  start: number
  end: number
  status: number
  error?: string
  notOk?: string
  detail?: string
}

export const errorCode = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code ??
  (error as { cause?: { code?: string } }).cause?.code ??
  (error as Error).message

type Answer = { status: number; error?: string; detail?: string }

/** The start of a body, decompressed, on one line (for answers worth showing). */
function snippet(body: Buffer, encoding?: string) {
  try {
    const text = (
      encoding === 'br'
        ? zlib.brotliDecompressSync(body)
        : encoding === 'gzip'
          ? zlib.gunzipSync(body)
          : body
    ).toString('utf8')
    return text.replace(/\s+/g, ' ').slice(0, 160)
  } catch {
    return `(${body.length} bytes, ${encoding})`
  }
}

/** Answers worth keeping the body of: server errors other than the 503 of an unavailable database. */
export const unexpectedServerError = (status: number) => status >= 500 && status !== 503

/** Keep-alive races the clients retried: a request sent on a reused connection the server had just closed. */
let retried = 0
export const keepAliveRetries = () => retried

export function httpClient(address: string, serverPort: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 })
  const attempt = (path: string, deadline: number, mayRetry: boolean) =>
    new Promise<Answer>((resolve) => {
      let done = false
      const finish = (result: Answer) => {
        if (done) return
        done = true
        clearTimeout(timer)
        resolve(result)
      }
      const req = http.request(
        {
          host: address,
          port: serverPort,
          path,
          agent,
          headers: { host: `localhost:${serverPort}`, 'accept-encoding': 'gzip, br' },
        },
        (res) => {
          const status = res.statusCode ?? 0
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => unexpectedServerError(status) && chunks.push(chunk))
          res.on('end', () =>
            finish({
              status,
              ...(unexpectedServerError(status)
                ? { detail: snippet(Buffer.concat(chunks), res.headers['content-encoding']) }
                : {}),
            }),
          )
          res.on('error', (error) => finish({ status: 0, error: errorCode(error) }))
        },
      )
      const timer = setTimeout(() => {
        finish({ status: 0, error: 'timeout' })
        req.destroy()
      }, deadline - now())
      req.on('error', (error) => {
        // What Node's documentation advises: a request on a reused keep-alive connection that the
        // server closed as it was sent is sent again once (browsers do the same).
        if (!done && mayRetry && req.reusedSocket && errorCode(error) === 'ECONNRESET') {
          retried++
          done = true
          clearTimeout(timer)
          return resolve(attempt(path, deadline, false))
        }
        finish({ status: 0, error: errorCode(error) })
      })
      req.end()
    })
  const get = (path: string, timeoutMs = requestTimeout) => attempt(path, now() + timeoutMs, true)
  const timed = async (kind: string, path: string): Promise<Outcome> => {
    const start = now()
    const answer = await get(path)
    return { kind, start, end: now(), ...answer }
  }
  return { get, timed, close: () => agent.destroy() }
}
export type HttpClient = ReturnType<typeof httpClient>

/** `connections` loops, each sending its next request when the last is answered, for `seconds`. */
export async function drive(connections: number, seconds: number, next: () => Promise<Outcome>) {
  const outcomes: Outcome[] = []
  const end = now() + seconds * 1000
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (now() < end) outcomes.push(await next())
    }),
  )
  return outcomes
}

// New search words on every request: random Latin words on /search, 2 Han characters on /zh/search.
const commonHan = [
  ...'留学申请大学文书面试哈佛牛津剑桥转学艺术商科医学法学研究生夏校规划辅导英语数学科学王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤',
]
const usedQueries = new Set<string>()
const randomHan = (common: boolean) =>
  common
    ? commonHan[Math.floor(Math.random() * commonHan.length)]!
    : String.fromCharCode(0x4e00 + Math.floor(Math.random() * (0x9fa5 - 0x4e00)))
const randomWord = () =>
  Array.from(
    { length: 4 + Math.floor(Math.random() * 5) },
    () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)],
  ).join('')
export function newSearchPath() {
  const zh = Math.random() < 0.5
  for (let attempt = 0; attempt < 50; attempt++) {
    const q = zh ? randomHan(attempt < 20) + randomHan(attempt < 20) : randomWord()
    if (usedQueries.has(q)) continue
    usedQueries.add(q)
    return zh ? `/zh/search?q=${encodeURIComponent(q)}` : `/search?q=${q}`
  }
  const q = `${randomWord()}${usedQueries.size}`
  usedQueries.add(q)
  return `/search?q=${q}`
}

// ---------------------------------------------------------------------------------------------
// Form submissions: each with markers (name, e-mail) that its stored row and its mails carry.

export type Submission<Phase extends string> = {
  marker: string
  form: 'contact' | 'consultation'
  phase: Phase
  ip: string
  status?: number
  ok?: boolean
  answer?: string
  late?: boolean
  sentAt?: number
  answeredAt?: number
  detail?: string
}

/** A distinct loopback address per submission (127.1.0.1, …): one submission per address, under the limit of 5. */
const ipFor = (n: number) => {
  const v = 65_536 + n
  return `127.${(v >> 16) & 255}.${(v >> 8) & 255}.${v & 255}`
}

export type Forms = {
  origin: string
  contactAction: string
  consultationAction: string
  coach: string
}

/** The submissions of one bench run: `run` is the marker every one of them carries. */
export function formSubmitter<Phase extends string>() {
  const run = crypto.randomBytes(3).toString('hex')
  const submissions = new Map<string, Submission<Phase>>()
  const pendingCalls = new Set<Promise<unknown>>()
  let submissionCount = 0

  async function submit(
    forms: Forms,
    form: 'contact' | 'consultation',
    phase: Phase,
  ): Promise<Outcome> {
    const n = ++submissionCount
    const marker = `${run}-${form === 'contact' ? 'C' : 'K'}${n}`
    const sub: Submission<Phase> = { marker, form, phase, ip: ipFor(n) }
    submissions.set(marker, sub)
    const args =
      form === 'contact'
        ? [
            {
              name: `Load ${marker}`,
              email: `load-${marker.toLowerCase()}@bench.test`,
              phone: '+86 138 0013 8000',
              message: `Load test message ${marker}.`,
            },
            { sourcePage: '/contact-us' },
          ]
        : [
            {
              studentName: `Load ${marker}`,
              service: 'admissions-blueprint',
              contact: '+86 138 0013 8000',
              school: 'Bench High School',
              gpa: '3.9',
              coach: forms.coach,
            },
            { sourcePage: '/' },
          ]
    const start = now()
    sub.sentAt = start
    let timedOut = false
    const call = callServerAction({
      baseUrl: forms.origin,
      pagePath: form === 'contact' ? '/contact-us' : '/',
      actionId: form === 'contact' ? forms.contactAction : forms.consultationAction,
      args,
      headers: { 'X-Forwarded-For': sub.ip },
    }).then(
      (answer) => {
        const result = answer.result as { ok?: boolean; error?: string } | undefined
        sub.status = answer.status
        sub.answeredAt = now()
        sub.ok = answer.status === 200 && result?.ok === true
        sub.late = timedOut
        if (unexpectedServerError(answer.status) || (answer.status === 200 && !result)) {
          // An action that threw: its error digest, which the server's log prints with the error.
          const digest = /"digest":"([^"]+)"/.exec(answer.body)?.[1]
          sub.detail = digest
            ? `error digest ${digest} (find "digest: '${digest}'" in the server's log)`
            : answer.body.replace(/\s+/g, ' ').slice(0, 160)
        }
        sub.answer = sub.ok
          ? 'ok'
          : answer.status !== 200
            ? `HTTP ${answer.status}`
            : result
              ? `{ ok: false, error: ${result.error} }`
              : `no result${answer.error ? ` (${answer.error})` : ''}`
        return answer.status
      },
      (error: unknown) => {
        sub.status = 0
        sub.ok = false
        sub.answer = errorCode(error)
        return 0
      },
    )
    pendingCalls.add(call)
    void call.finally(() => pendingCalls.delete(call))
    const status = await within(call, requestTimeout, 'timeout' as const)
    const end = now()
    if (status === 'timeout') {
      timedOut = true
      return { kind: form, start, end, status: 0, error: 'timeout' }
    }
    if (status === 0) return { kind: form, start, end, status: 0, error: sub.answer }
    return {
      kind: form,
      start,
      end,
      status,
      ...(status === 200 && !sub.ok ? { notOk: sub.answer } : {}),
      ...(sub.detail ? { detail: sub.detail } : {}),
    }
  }

  /** Waits (bounded) for the answers to submissions still in flight. */
  const settle = () => within(Promise.allSettled([...pendingCalls]), 30_000, null)

  return { run, submissions, submit, settle }
}

// ---------------------------------------------------------------------------------------------
// What the mix requests, and the mix itself.

/** A published coach, the two form actions of the build in `distDir`, and the page paths of the mix. */
export async function loadTargets(origin: string, distDir: string) {
  const coachBody = (await (
    await fetch(`${origin}/api/coaches?limit=1&depth=0&select[slug]=true`)
  ).json()) as { docs: { slug: string }[] }
  const coach = coachBody.docs[0]?.slug
  if (!coach) throw new Error('no published coach in the seeded database')
  const forms: Forms = {
    origin,
    coach,
    contactAction: findServerAction(distDir, 'sendContactMessage', 'actions/leads'),
    consultationAction: findServerAction(distDir, 'bookConsultation', 'actions/leads'),
  }
  const pagePath: Record<string, string> = {
    'home /': '/',
    'home /zh': '/zh',
    coach: `/coach/${coach}`,
  }
  return { forms, pagePath }
}

/**
 * The next request of the mix: 10 % form submissions (contact and consultation alternately),
 * else one of the pages, a search being a new one each time.
 */
export function requestMix<Phase extends string>(
  submit: (forms: Forms, form: 'contact' | 'consultation', phase: Phase) => Promise<Outcome>,
  pagePath: Record<string, string>,
) {
  let formTurn = 0
  return (client: HttpClient, forms: Forms, phase: Phase) => (): Promise<Outcome> => {
    if (Math.random() < 0.1)
      return submit(forms, formKinds[formTurn++ % 2] as 'contact' | 'consultation', phase)
    const kind = pageKinds[Math.floor(Math.random() * pageKinds.length)]!
    return client.timed(kind, kind === 'search' ? newSearchPath() : pagePath[kind]!)
  }
}

// ---------------------------------------------------------------------------------------------
// Figures.

export const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
    : NaN
export const isError = (o: Outcome) =>
  Boolean(o.error) || o.status < 200 || o.status >= 300 || Boolean(o.notOk)
/** "search: HTTP 503 ×3, timeout ×1" (of the outcomes `failed` picks, by default every error) */
export function breakdown(outcomes: Outcome[], failed: (o: Outcome) => boolean = isError) {
  const counts = new Map<string, number>()
  for (const o of outcomes.filter(failed)) {
    const what = o.error ?? (o.notOk ? `200 ${o.notOk}` : `HTTP ${o.status}`)
    counts.set(what, (counts.get(what) ?? 0) + 1)
  }
  return [...counts].map(([what, count]) => `${what} ×${count}`).join(', ')
}

export type Row = {
  label: string
  requests: number
  rps: number
  p50: number
  p99: number
  max: number
  errors: number
  non2xx: number
  notOk: number
}
export function rowOf(label: string, outcomes: Outcome[], seconds: number): Row {
  const latencies = outcomes.map((o) => o.end - o.start).sort((a, b) => a - b)
  return {
    label,
    requests: outcomes.length,
    rps: outcomes.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    errors: outcomes.filter((o) => o.error).length,
    non2xx: outcomes.filter((o) => !o.error && (o.status < 200 || o.status >= 300)).length,
    notOk: outcomes.filter((o) => o.notOk).length,
  }
}

/** A row for each kind of request, then one for all of them together. */
export function rowsByKind(kinds: Kind[], outcomes: Outcome[], seconds: number): Row[] {
  const rows = kinds.map((kind) =>
    rowOf(
      kind,
      outcomes.filter((o) => o.kind === kind),
      seconds,
    ),
  )
  return [...rows, rowOf('all', outcomes, seconds)]
}

export const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '-')

/**
 * What a bench prints: each line goes to stdout at once and is kept, so the results can be
 * printed again in one piece once the servers (whose logs share the terminal) have stopped, with
 * the verdict on each target and the notes.
 */
export function resultPrinter() {
  const printed: string[] = []
  const out = (line = '') => {
    printed.push(line)
    console.log(line)
  }
  /** Columns padded to `widths`: the first to the left, the others to the right. */
  const table = (header: string[], rows: (string | number)[][], widths: number[]) => {
    const line = (cells: (string | number)[]) =>
      cells
        .map((cell, i) =>
          i === 0 ? String(cell).padEnd(widths[i]!) : String(cell).padStart(widths[i]!),
        )
        .join(' ')
    out(line(header))
    for (const row of rows) out(line(row))
  }
  const verdicts: { target: string; pass: boolean; detail: string }[] = []
  /** A target met or not, printed at once and again in the summary. */
  const verdict = (target: string, pass: boolean, detail: string) => {
    verdicts.push({ target, pass, detail })
    out(`  ${pass ? 'PASS' : 'FAIL'}  ${target}: ${detail}`)
  }
  /** Findings that are no target of the bench but worth a look. */
  const notes: string[] = []
  /**
   * Runs the bench's `main`, then `stop` however it ended, then prints the results once more under
   * `heading`, with the summary and the notes, and exits: 0 only when every target is met.
   */
  const runToEnd = async (
    say: (line: string) => void,
    heading: string,
    main: () => Promise<void>,
    stop: () => Promise<void>,
  ): Promise<never> => {
    let code = 1
    try {
      await main()
      code = verdicts.every((v) => v.pass) ? 0 : 1
    } catch (error) {
      say(`failed: ${(error as Error).stack ?? String(error)}`)
      verdicts.push({
        target: 'bench ran to the end',
        pass: false,
        detail: (error as Error).message,
      })
    } finally {
      await stop()
    }
    printed.push(
      '',
      'Summary',
      ...verdicts.map((v) => `  ${v.pass ? 'PASS' : 'FAIL'}  ${v.target}: ${v.detail}`),
    )
    if (notes.length) printed.push('Notes (not targets)', ...notes.map((note) => `  - ${note}`))
    printed.push(code === 0 ? 'All targets met.' : 'Some targets NOT met.')
    console.log(`\n${'='.repeat(24)} ${heading} ${'='.repeat(24)}\n`)
    console.log(printed.join('\n'))
    process.exit(code)
  }
  return { out, table, verdict, notes, runToEnd }
}
