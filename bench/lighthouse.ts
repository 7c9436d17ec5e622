/**
 * bench/lighthouse: Lighthouse (its default configuration: a mobile device, simulated throttling)
 * in headless Chromium against a running production portal (`npm start`), on the home page, the
 * coach search, a coach, a package, a university, an article, the Ivy page and the sign-in page,
 * each in English and Chinese, `--runs` times each (2 by default).
 * It prints each page's performance (the worst run), accessibility, best practices, SEO, LCP, TBT,
 * CLS and JavaScript transferred, what its main thread did (by kind of work, and its longest tasks),
 * then the goal: performance ≥ 95 on every page, and every other
 * category below 100 with the audits that fail it. The JSON reports are written under `--out`.
 *
 *   Run: npm run bench:lighthouse -- [--url http://localhost:3000] [--runs 2]
 *        [--pages home,coach,...] [--chrome /usr/bin/chromium] [--out /tmp/edubridge-lighthouse/…]
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.BENCH_URL ?? 'http://localhost:3000' },
    runs: { type: 'string', default: '2' },
    pages: { type: 'string' },
    chrome: { type: 'string', default: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    out: {
      type: 'string',
      default: `/tmp/edubridge-lighthouse/${new Date().toISOString().replace(/[:.]/g, '-')}`,
    },
  },
})
const base = values.url.replace(/\/$/, '')
const runs = Math.max(1, Number(values.runs))
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const locales = ['en', 'zh'] as const
type Locale = (typeof locales)[number]

/** The first published document of a collection in a language, through the public REST API. */
async function firstDoc(collection: string, locale: Locale, fields: string[] = ['slug']) {
  const select = fields.map((field) => `&select[${field}]=true`).join('')
  const response = await fetch(
    `${base}/api/${collection}?limit=1&depth=0&locale=${locale}${select}`,
  )
  if (response.status !== 200)
    throw new Error(
      `GET /api/${collection} answered ${response.status}: is the portal running (npm start)?`,
    )
  const doc = ((await response.json()) as { docs: Record<string, string>[] }).docs[0]
  if (!doc) throw new Error(`No published ${collection}: seed the portal first`)
  return doc
}

/** Each page's path in a language, without the language prefix (slugs may differ by language). */
const pathsByLocale = async (locale: Locale): Promise<Record<string, string>> => {
  const [coach, pkg, university, article] = await Promise.all([
    firstDoc('coaches', locale),
    firstDoc('packages', locale, ['slug', 'category']),
    firstDoc('universities', locale),
    firstDoc('articles', locale),
  ])
  const slug = (doc: Record<string, string>) => encodeURIComponent(doc.slug!)
  return {
    home: '/',
    search: '/search',
    coach: `/coach/${slug(coach)}`,
    package: `/package/${pkg.category}/${slug(pkg)}`,
    university: `/university/${slug(university)}`,
    article: `/article/${slug(article)}`,
    ivy: '/ivy',
    'sign-in': '/my-account-login',
  }
}
const paths = { en: await pathsByLocale('en'), zh: await pathsByLocale('zh') }
const wanted = values.pages?.split(',').map((page) => page.trim())
const pages = Object.keys(paths.en).filter((page) => !wanted || wanted.includes(page))
if (!pages.length) throw new Error(`--pages names none of: ${Object.keys(paths.en).join(', ')}`)
const urlOf = (page: string, locale: Locale) => {
  const pagePath = paths[locale][page]!
  return base + (locale === 'en' ? pagePath : pagePath === '/' ? '/zh' : `/zh${pagePath}`)
}

type Measured = {
  page: string
  locale: Locale
  url: string
  /** Category scores 0–100 (the worst of the runs), null when Lighthouse could not score it. */
  scores: Record<(typeof categories)[number], number | null>
  /** Of the run with the worst performance. */
  lcpMs: number
  tbtMs: number
  cls: number
  jsKb: number
  /**
   * Lighthouse's CPU benchmark of the host at that run (its `benchmarkIndex`, higher is faster):
   * simulated throttling slows the trace by a fixed factor, so a host slowed by other work scores
   * lower. Every run's is kept, to show how much the host's speed moved during the bench.
   */
  hostIndex: number
  hostIndexes: number[]
  /** Main-thread time by kind of work (Lighthouse's groups), ms, as Lighthouse reports them. */
  mainThread: Record<string, number>
  /** The longest main-thread tasks: what they are attributed to (a script, the page itself) and ms. */
  longTasks: { source: string; ms: number }[]
  /** Per category below 100: the audits that cost it points. */
  failing: Record<string, string[]>
  errors: string[]
}

const score = (lhr: Result, category: string) => {
  const value = lhr.categories[category]?.score
  return value === null || value === undefined ? null : Math.round(value * 100)
}
const scriptBytes = (lhr: Result) => {
  const items = (
    lhr.audits['resource-summary']?.details as
      { items?: { resourceType: string; transferSize: number }[] } | undefined
  )?.items
  return items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0
}
const itemsOf = <T>(lhr: Result, audit: string) =>
  ((lhr.audits[audit]?.details as { items?: T[] } | undefined)?.items ?? []) as T[]
const mainThreadOf = (lhr: Result) =>
  Object.fromEntries(
    itemsOf<{ groupLabel: string; duration: number }>(lhr, 'mainthread-work-breakdown').map(
      (item) => [item.groupLabel, item.duration],
    ),
  )
/** A long task's source as a short name: a chunk's file, "document" for the page's own URL. */
const longTasksOf = (lhr: Result, pageUrl: string) =>
  itemsOf<{ url?: string; duration: number }>(lhr, 'long-tasks')
    .map((task) => ({
      source: !task.url
        ? 'unattributed'
        : task.url === pageUrl || task.url === lhr.finalDisplayedUrl
          ? 'document'
          : (task.url.split('/').pop() ?? task.url),
      ms: task.duration,
    }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 4)
const failingAudits = (lhr: Result, category: string) =>
  (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => audit!.id)

mkdirSync(values.out, { recursive: true })
console.error(`  reports in ${values.out}`)

/** One Lighthouse run of a page: its scores and metrics. */
type Run = Omit<Measured, 'page' | 'locale' | 'url'>

/**
 * A fresh browser, with a profile of its own, for every run: Lighthouse clears storage between
 * runs but keeps cookies, and the portal's saved-language cookie would send an English URL on to
 * the Chinese page after a Chinese one.
 */
async function audit(url: string, file: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: values.chrome,
    chromeFlags: ['--headless=new', '--no-sandbox'],
  })
  let result: Awaited<ReturnType<typeof lighthouse>>
  try {
    result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    })
  } finally {
    chrome.kill()
  }
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const { lhr } = result
  writeFileSync(path.join(values.out, file), String(result.report))
  const scores = Object.fromEntries(categories.map((c) => [c, score(lhr, c)])) as Measured['scores']
  return {
    scores,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    jsKb: scriptBytes(lhr) / 1024,
    hostIndex: lhr.environment.benchmarkIndex,
    hostIndexes: [lhr.environment.benchmarkIndex],
    mainThread: mainThreadOf(lhr),
    longTasks: longTasksOf(lhr, url),
    failing: Object.fromEntries(
      categories
        .filter((c) => c !== 'performance' && (scores[c] ?? 0) < 100)
        .map((c) => [c, failingAudits(lhr, c)]),
    ),
    errors: [lhr.runtimeError?.message, ...(lhr.runWarnings ?? [])].filter(
      (message): message is string => Boolean(message),
    ),
  }
}

/**
 * A run whose trace Lighthouse could not read (Debian Chromium now and then records one without
 * its navigation start: NO_NAVSTART) measured nothing: it is run again, up to three times, and a
 * run that still has no performance score stays in the table as "—".
 */
async function auditRecorded(url: string, name: string): Promise<Run> {
  let run = await audit(url, `${name}.json`)
  for (let retry = 1; retry < 3 && run.scores.performance === null; retry++)
    run = await audit(url, `${name}-retry${retry}.json`)
  return run
}

/** Each category's worst score over the runs, and the metrics of the run with the worst performance. */
function combine(runsOfPage: Run[]): Run {
  const perf = (run: Run) => run.scores.performance ?? -1
  const worstRun = runsOfPage.reduce((a, b) => (perf(b) < perf(a) ? b : a))
  return {
    ...worstRun,
    scores: Object.fromEntries(
      categories.map((c) => {
        const all = runsOfPage.map((run) => run.scores[c])
        return [c, all.includes(null) ? null : Math.min(...(all as number[]))]
      }),
    ) as Measured['scores'],
    failing: Object.fromEntries(
      categories.map((c) => [c, [...new Set(runsOfPage.flatMap((run) => run.failing[c] ?? []))]]),
    ),
    errors: [...new Set(runsOfPage.flatMap((run) => run.errors))],
    hostIndexes: runsOfPage.flatMap((run) => run.hostIndexes),
  }
}

const results: Measured[] = []
for (const page of pages)
  for (const locale of locales) {
    const url = urlOf(page, locale)
    const runsOfPage: Run[] = []
    for (let run = 1; run <= runs; run++) {
      runsOfPage.push(await auditRecorded(url, `${page}-${locale}-${run}`))
      console.error(
        `  ${page} (${locale}) run ${run}: performance ${runsOfPage.at(-1)!.scores.performance}`,
      )
    }
    results.push({ page, locale, url, ...combine(runsOfPage) })
  }

const cell = (value: number | null) => (value === null ? '—' : String(value))
console.log(
  `\nLighthouse ${base}: mobile, simulated throttling, ${runs} run${runs > 1 ? 's' : ''} per page (performance: the worst run)`,
)
const header = [
  'page'.padEnd(16),
  'perf'.padStart(5),
  'a11y'.padStart(5),
  'best pr.'.padStart(8),
  'SEO'.padStart(5),
  'LCP s'.padStart(6),
  'TBT ms'.padStart(7),
  'CLS'.padStart(6),
  'JS kB'.padStart(6),
  'host'.padStart(5),
]
console.log(header.join(' '))
for (const r of results)
  console.log(
    [
      `${r.page} (${r.locale})`.padEnd(16),
      cell(r.scores.performance).padStart(5),
      cell(r.scores.accessibility).padStart(5),
      cell(r.scores['best-practices']).padStart(8),
      cell(r.scores.seo).padStart(5),
      (r.lcpMs / 1000).toFixed(1).padStart(6),
      r.tbtMs.toFixed(0).padStart(7),
      r.cls.toFixed(3).padStart(6),
      r.jsKb.toFixed(0).padStart(6),
      r.hostIndex.toFixed(0).padStart(5),
    ].join(' '),
  )

const hostIndexes = results.flatMap((r) => r.hostIndexes)
console.log(
  `host: Lighthouse's CPU benchmark of this machine during the worst run (higher is faster); over all runs ${Math.min(...hostIndexes).toFixed(0)}–${Math.max(...hostIndexes).toFixed(0)}`,
)

// What the main thread did in each page's worst run, and its longest tasks, in Lighthouse's
// figures (with simulated throttling, the trace's times multiplied by its CPU slowdown): where
// the blocking time comes from, and what the Chinese pages do more of.
const groups = [
  ['Script Evaluation', 'script'],
  ['Style & Layout', 'layout'],
  ['Parse HTML & CSS', 'parse'],
  ['Rendering', 'paint'],
  ['Other', 'other'],
] as const
console.log(
  `\nMain thread of the worst run, ms: ${['page'.padEnd(16), 'total'.padStart(6), ...groups.map(([, short]) => short.padStart(7))].join(' ')}  longest tasks`,
)
for (const r of results) {
  const total = Object.values(r.mainThread).reduce((sum, ms) => sum + ms, 0)
  console.log(
    `${' '.repeat(34)}${[
      `${r.page} (${r.locale})`.padEnd(16),
      total.toFixed(0).padStart(6),
      ...groups.map(([label]) => (r.mainThread[label] ?? 0).toFixed(0).padStart(7)),
    ].join(' ')}  ${r.longTasks.map((t) => `${t.source} ${t.ms.toFixed(0)}`).join(', ')}`,
  )
}

const slow = results.filter((r) => (r.scores.performance ?? 0) < 95)
console.log(
  `\n${slow.length ? 'NOT met' : 'met'}: performance ≥ 95 on every page (worst run)${slow.length ? ` — ${slow.map((r) => `${r.page} (${r.locale}) ${cell(r.scores.performance)}`).join(', ')}` : ''}`,
)

/** The sign-in page asks not to be indexed on purpose, which Lighthouse's SEO counts against it. */
const expected = (r: Measured, category: string) =>
  r.page === 'sign-in' &&
  category === 'seo' &&
  (r.failing.seo ?? []).every((audit) => audit === 'is-crawlable')
const below = results.flatMap((r) =>
  categories
    .filter((c) => c !== 'performance' && r.scores[c] !== null && r.scores[c]! < 100)
    .map((c) => ({ r, c })),
)
console.log(below.length ? 'Categories below 100:' : 'Every other category at 100.')
for (const { r, c } of below)
  console.log(
    `  ${r.page} (${r.locale}) ${c} ${r.scores[c]}: ${(r.failing[c] ?? []).join(', ') || '?'}${expected(r, c) ? ' — expected (noindex)' : ''}`,
  )
for (const r of results.filter((r) => r.errors.length))
  console.log(`  warnings for ${r.page} (${r.locale}): ${r.errors.join(' | ')}`)
console.log(`\nReports: ${values.out}`)
