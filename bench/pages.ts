/**
 * bench/pages: autocannon on loopback against a running production portal (`npm start`), 50
 * connections, 20 s per URL: cached public pages, the search page, and two ceilings measured in
 * the same run — a static file under /_next/static/ from the same Next server, and a bare
 * node:http server answering the home page's HTML bytes from memory.
 * Targets: every cached page ≥ 0.5 × the static-file rate with p99 ≤ 50 ms; search p99 ≤ 250 ms.
 *   Run: npx tsx bench/pages.ts [--url http://localhost:3000] [--seconds 20] [--connections 50]
 */
import { parseArgs } from 'node:util'

import autocannon from 'autocannon'

import { homeOnTheWire, startBareServer } from './ceilings'

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.BENCH_URL ?? 'http://localhost:3000' },
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
  },
})
const base = values.url.replace(/\/$/, '')
const duration = Number(values.seconds)
const connections = Number(values.connections)

const get = async (path: string) => {
  const response = await fetch(base + path, { redirect: 'manual' })
  if (response.status !== 200)
    throw new Error(`GET ${path} answered ${response.status}: is the portal running (npm start)?`)
  return response
}
/** The slug of the first published document of a collection, through the public REST API. */
const firstSlug = async (collection: string, locale = 'en') => {
  const body = (await (
    await get(`/api/${collection}?limit=1&depth=0&locale=${locale}&select[slug]=true`)
  ).json()) as {
    docs: { slug: string }[]
  }
  if (!body.docs[0]) throw new Error(`No published ${collection}: seed the portal first`)
  return body.docs[0].slug
}

const homeHtml = Buffer.from(await (await get('/')).arrayBuffer())
const staticFile = homeHtml.toString().match(/\/_next\/static\/[^"'\s]+\.js/)?.[0]

const homeWire = await homeOnTheWire(`${base}/`)
if (!staticFile) throw new Error('No /_next/static/ script found in the home page')

const [coach, university, article, articleZh] = await Promise.all([
  firstSlug('coaches'),
  firstSlug('universities'),
  firstSlug('articles'),
  firstSlug('articles', 'zh'),
])

/** `paths`: one URL, or several drawn at random per request (a mix of distinct searches). */
type Target = { label: string; path: string | string[]; kind: 'cached' | 'search' | 'ceiling' }

// 300 distinct search URLs: words and names in both languages, each order, a few pages.
const terms = [
  'admissions',
  'essay',
  'Harvard',
  'Oxford',
  'interview',
  'transfer',
  'STEM',
  'art',
  'chen',
  'wang',
  '哈佛',
  '留学',
  '牛津',
  '面试',
  '文书',
  '转学',
  '陈',
  '王',
  '艺术',
  '商科',
]
const searchMix = terms.flatMap((q) =>
  (['popular', 'professional', 'budget'] as const).flatMap((sort) =>
    [1, 2, 3, 4, 5].map(
      (page) =>
        `${/\p{Script=Han}/u.test(q) ? '/zh' : ''}/search?q=${encodeURIComponent(q)}&sort=${sort}&page=${page}`,
    ),
  ),
)
const targets: Target[] = [
  { label: 'home /', path: '/', kind: 'cached' },
  { label: 'home /zh', path: '/zh', kind: 'cached' },
  { label: 'coach', path: `/coach/${coach}`, kind: 'cached' },
  { label: 'coach (zh)', path: `/zh/coach/${coach}`, kind: 'cached' },
  { label: 'university', path: `/university/${university}`, kind: 'cached' },
  { label: 'article', path: `/article/${article}`, kind: 'cached' },
  { label: 'article (zh)', path: `/zh/article/${encodeURIComponent(articleZh)}`, kind: 'cached' },
  { label: 'university list', path: '/university', kind: 'cached' },
  { label: 'article list', path: '/article', kind: 'cached' },
  { label: 'search (list)', path: '/search', kind: 'search' },
  { label: 'search "admissions"', path: '/search?q=admissions', kind: 'search' },
  {
    label: 'search "哈佛" (zh)',
    path: `/zh/search?q=${encodeURIComponent('哈佛')}`,
    kind: 'search',
  },
  { label: `search, ${searchMix.length} distinct URLs`, path: searchMix, kind: 'search' },
  { label: 'static file', path: staticFile, kind: 'ceiling' },
]

// The second ceiling: the home page's bytes as sent on the wire, from memory, no framework at all.
const { server: bare, port: barePort } = await startBareServer(homeWire)

type Row = {
  label: string
  kind: Target['kind'] | 'bare'
  rps: number
  p50: number
  p99: number
  errors: number
}

async function measure(
  label: string,
  origin: string,
  paths: string | string[],
  kind: Row['kind'],
): Promise<Row> {
  const mix = Array.isArray(paths) ? paths : null
  // A single URL is warmed first (its first request renders); a mix starts cold.
  if (!mix) for (let i = 0; i < 3; i++) await fetch(origin + paths)
  const result = await autocannon({
    url: origin + (mix ? mix[0] : paths),
    connections,
    duration,
    headers: { 'accept-encoding': 'gzip, br' },
    ...(mix
      ? {
          requests: [
            {
              setupRequest: (req) => ({
                ...req,
                path: mix[Math.floor(Math.random() * mix.length)],
              }),
            },
          ],
        }
      : {}),
  })
  const errors = result.errors + result.timeouts + result.non2xx
  const row = {
    label,
    kind,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
  }
  console.error(`  measured ${label}: ${row.rps.toFixed(0)} req/s`)
  return row
}

console.log(`Portal ${base}: ${connections} connections, ${duration} s per URL, loopback\n`)
const rows: Row[] = []
for (const t of targets) rows.push(await measure(t.label, base, t.path, t.kind))
rows.push(await measure('bare node:http (same HTML)', `http://127.0.0.1:${barePort}`, '/', 'bare'))
bare.close()

const staticRps = rows.find((r) => r.kind === 'ceiling')!.rps
const bareRps = rows.find((r) => r.kind === 'bare')!.rps
const verdict = (r: Row) => {
  if (r.kind === 'cached')
    return r.rps >= 0.5 * staticRps && r.p99 <= 50 && r.errors === 0 ? 'met' : 'NOT met'
  if (r.kind === 'search') return r.p99 <= 250 && r.errors === 0 ? 'met' : 'NOT met'
  return ''
}
const cols = [
  'page'.padEnd(28),
  'req/s'.padStart(8),
  'p50 ms'.padStart(7),
  'p99 ms'.padStart(7),
  '×static'.padStart(8),
  '×bare'.padStart(7),
  'errors'.padStart(7),
  ' target',
]
console.log(cols.join(' '))
for (const r of rows) {
  console.log(
    [
      r.label.padEnd(28),
      r.rps.toFixed(0).padStart(8),
      String(r.p50).padStart(7),
      String(r.p99).padStart(7),
      (r.rps / staticRps).toFixed(2).padStart(8),
      (r.rps / bareRps).toFixed(3).padStart(7),
      String(r.errors).padStart(7),
      ` ${verdict(r)}`,
    ].join(' '),
  )
}
console.log(
  '\nTargets: cached pages ≥ 0.5 × static-file req/s and p99 ≤ 50 ms; search p99 ≤ 250 ms.',
)
