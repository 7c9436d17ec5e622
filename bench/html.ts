/**
 * bench/html: the Nu Html Checker (vnu, from the `vnu-jar` package) over every public route of the
 * route crawler (tests/quality/seeded.ts) in /en and /zh, the /user pages signed in as a student
 * member, and a 404 page: each page once as the server sends it and once as Chromium has it after
 * its scripts ran (`page.content()` at network idle). One Java process checks every file.
 * It prints a table route × language (errors server-rendered / after scripts), then each distinct
 * error with the pages that have it, and exits 1 when any error is not in bench/html-allow.json.
 *
 * A student member: `--member-email` and `--member-password` of one, or an admin's (`--admin-email`,
 * `--admin-password`, or the demo portal's .data/admin-credentials.txt) to create one.
 *
 *   Run: npm run bench:html -- [--url http://localhost:3000] [--member-email … --member-password …]
 *        [--admin-email … --admin-password …] [--chromium /usr/bin/chromium] [--out /tmp/…]
 *   Needs Java 17 or newer (Debian: apt-get install -y openjdk-17-jre-headless).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

import { type APIRequestContext, type Browser, chromium, request } from '@playwright/test'

import { localized, memberRoutes, publicRoutes, seeded } from '../tests/quality/seeded'
import { signInOverRest } from '../tests/helpers/totpCodes'

const { values } = parseArgs({
  options: {
    url: {
      type: 'string',
      default: process.env.BASE_URL ?? process.env.BENCH_URL ?? 'http://localhost:3000',
    },
    'member-email': { type: 'string', default: process.env.BENCH_MEMBER_EMAIL },
    'member-password': { type: 'string', default: process.env.BENCH_MEMBER_PASSWORD },
    'admin-email': { type: 'string', default: process.env.ADMIN_EMAIL },
    'admin-password': { type: 'string', default: process.env.ADMIN_PASSWORD },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    out: {
      type: 'string',
      default: `/tmp/edubridge-html/${new Date().toISOString().replace(/[:.]/g, '-')}`,
    },
  },
})
const base = values.url.replace(/\/$/, '')

// vnu-jar's own install step would download a Java; its install script is denied in package.json,
// so the checker runs on the machine's Java or not at all.
if (spawnSync('java', ['-version'], { stdio: 'ignore' }).error) {
  console.error(
    '\n  bench:html needs Java 17 or newer to run the Nu Html Checker: install openjdk-17-jre-headless\n' +
      '  (apt-get install -y openjdk-17-jre-headless), then run it again.\n',
  )
  process.exit(1)
}
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'))
const vnuVersion = (createRequire(import.meta.url)('vnu-jar/package.json') as { version: string })
  .version

type Stage = 'server' | 'after'

/** Errors known not to be defects of the portal, each with the reason (a checker's gap, …). */
type Allowed = { message: string; stage?: Stage; reason: string }
const allowList = JSON.parse(
  readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'html-allow.json'), 'utf8'),
) as { allowed: Allowed[] }
const allowedBy = (message: string, stage: Stage) =>
  allowList.allowed.find(
    (entry) => message.includes(entry.message) && (!entry.stage || entry.stage === stage),
  )

const locales = ['en', 'zh'] as const
type Locale = (typeof locales)[number]
const acceptLanguage: Record<Locale, string> = { en: 'en', zh: 'zh-CN,zh;q=0.9' }
type Checked = {
  route: string
  locale: Locale
  url: string
  status: number
  files: Record<Stage, string>
}

mkdirSync(values.out, { recursive: true })
const say = (line: string) => console.error(`  ${line}`)

/** A student member's credentials: given, or created by an admin through the REST API. */
async function studentMember(api: APIRequestContext) {
  if (values['member-email'] && values['member-password'])
    return { email: values['member-email'], password: values['member-password'] }
  let admin = { email: values['admin-email'], password: values['admin-password'] }
  const saved = path.resolve('.data/admin-credentials.txt')
  if ((!admin.email || !admin.password) && existsSync(saved)) {
    // Two lines, as scripts/prepare.ts writes them: the e-mail address, then the password.
    const [email, password] = readFileSync(saved, 'utf8').split('\n')
    admin = { email: email?.trim(), password: password?.trim() }
  }
  if (!admin.email || !admin.password)
    throw new Error(
      'no member to sign in: pass --member-email and --member-password of a student member, or ' +
        '--admin-email and --admin-password of an admin to create one',
    )
  const token = await signInOverRest(base, {
    email: admin.email,
    password: admin.password,
    totpSecret: process.env.ADMIN_TOTP_SECRET,
  })
  const member = { email: `html-bench-${Date.now()}@example.com`, password: 'Passw0rd12' }
  const created = await api.post('/api/users', {
    data: { ...member, roles: ['student'] },
    headers: { Authorization: `JWT ${token}`, Origin: base },
  })
  if (!created.ok()) throw new Error(`creating a student member: ${created.status()}`)
  say(`created the student member ${member.email}`)
  return member
}

const fileName = (route: string, locale: Locale, stage: Stage) =>
  `${locale}${route.replace(/[^a-zA-Z0-9-]+/g, '_')}.${stage}.html`

/** The server's HTML through `api` (its cookies), then the DOM after scripts in `browser`. */
async function check(
  browser: Browser,
  api: APIRequestContext,
  route: string,
  locale: Locale,
): Promise<Checked> {
  const pagePath = localized(`/${locale}`, route)
  const response = await api.get(pagePath, { failOnStatusCode: false })
  const files = {
    server: path.join(values.out, fileName(route, locale, 'server')),
    after: path.join(values.out, fileName(route, locale, 'after')),
  }
  writeFileSync(files.server, await response.body())
  const context = await browser.newContext({
    locale: locale === 'zh' ? 'zh-CN' : 'en-US',
    storageState: await api.storageState(),
  })
  try {
    const page = await context.newPage()
    await page.goto(base + pagePath)
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)
    writeFileSync(files.after, await page.content())
  } finally {
    await context.close()
  }
  const final = new URL(response.url())
  return { route, locale, url: final.pathname + final.search, status: response.status(), files }
}

type VnuMessage = {
  type: string
  subType?: string
  url?: string
  message: string
  extract?: string
  lastLine?: number
}

/** One Java process over every file; its JSON report names each file by a file: URL. */
function vnu(files: string[]): VnuMessage[] {
  const run = spawnSync(
    'java',
    ['-Xss8m', '-jar', vnuJar, '--format', 'json', '--errors-only', ...files],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  )
  if (run.error) throw run.error
  const output = run.stderr.trim() || run.stdout.trim()
  try {
    return (JSON.parse(output) as { messages: VnuMessage[] }).messages
  } catch {
    throw new Error(`vnu gave no JSON report (exit ${run.status}): ${output.slice(0, 500)}`)
  }
}

const api = (locale: Locale) =>
  request.newContext({
    baseURL: base,
    extraHTTPHeaders: { 'Accept-Language': acceptLanguage[locale] },
  })

const browser = await chromium.launch({
  executablePath: values.chromium,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
})
const checked: Checked[] = []
try {
  const probe = await api('en')
  const content = await seeded(probe)
  const member = await studentMember(probe)
  await probe.dispose()
  for (const locale of locales) {
    const visitor = await api(locale)
    for (const route of [...publicRoutes(content), '/this-page-does-not-exist']) {
      checked.push(await check(browser, visitor, route, locale))
      say(`${locale} ${route}: ${checked.at(-1)!.status}`)
    }
    await visitor.dispose()
    const signedIn = await api(locale)
    const login = await signedIn.post('/api/users/login', {
      data: member,
      headers: { Origin: base },
    })
    if (!login.ok()) throw new Error(`the student member could not sign in: ${login.status()}`)
    // The policies in force accepted (once), or every dashboard page asks for that first.
    await signedIn.post('/api/consents/accept-policies', { headers: { Origin: base } })
    for (const route of memberRoutes) {
      checked.push(await check(browser, signedIn, route, locale))
      say(`${locale} ${route}: ${checked.at(-1)!.status} ${checked.at(-1)!.url}`)
    }
    await signedIn.dispose()
  }
} finally {
  await browser.close()
}

say(`checking ${checked.length * 2} files with vnu…`)
const byFile = new Map<string, { page: Checked; stage: Stage }>()
for (const page of checked)
  for (const stage of ['server', 'after'] as const) byFile.set(page.files[stage], { page, stage })
const messages = vnu([...byFile.keys()])

type Found = { page: Checked; stage: Stage; message: VnuMessage; allowed?: Allowed }
const found: Found[] = []
for (const message of messages) {
  if (message.type === 'non-document-error')
    throw new Error(`vnu could not check ${message.url}: ${message.message}`)
  if (message.type !== 'error') continue
  const file = message.url ? fileURLToPath(message.url) : ''
  const where = byFile.get(file)
  if (!where) throw new Error(`vnu reported on a file it was not given: ${message.url}`)
  found.push({ ...where, message, allowed: allowedBy(message.message, where.stage) })
}

const counts = (page: Checked, stage: Stage) => {
  const here = found.filter((f) => f.page === page && f.stage === stage)
  const allowed = here.filter((f) => f.allowed).length
  return `${here.length - allowed}${allowed ? `+${allowed}a` : ''}`
}
const routes = [...new Set(checked.map((c) => c.route))]
const width = Math.max(...routes.map((r) => r.length), 5)
console.log(
  `\nNu Html Checker ${vnuVersion} on ${base}: errors server-rendered / after scripts (n+ma: m more on the allow-list)`,
)
console.log(['route'.padEnd(width), ...locales.map((l) => l.padStart(12))].join(' '))
for (const route of routes)
  console.log(
    [
      route.padEnd(width),
      ...locales.map((locale) => {
        const page = checked.find((c) => c.route === route && c.locale === locale)
        return (page ? `${counts(page, 'server')} / ${counts(page, 'after')}` : '—').padStart(12)
      }),
    ].join(' '),
  )

const distinct = new Map<string, Found[]>()
for (const f of found) {
  const key = `${f.allowed ? '[allowed] ' : ''}${f.message.message}`
  distinct.set(key, [...(distinct.get(key) ?? []), f])
}
console.log(distinct.size ? '\nDistinct errors:' : '\nNo errors.')
for (const [message, where] of distinct) {
  const pages = [...new Set(where.map((f) => `${f.page.locale} ${f.page.route} (${f.stage})`))]
  console.log(`\n• ${message}  — ${where.length}×`)
  if (where[0]!.allowed) console.log(`  allowed: ${where[0]!.allowed.reason}`)
  const extract = where[0]!.message.extract?.replace(/\s+/g, ' ').trim()
  if (extract) console.log(`  e.g. line ${where[0]!.message.lastLine}: ${extract.slice(0, 200)}`)
  console.log(
    `  on ${pages.slice(0, 12).join(', ')}${pages.length > 12 ? ` and ${pages.length - 12} more` : ''}`,
  )
}
const failing = found.filter((f) => !f.allowed).length
console.log(
  `\n${failing ? 'NOT met' : 'met'}: 0 errors on ${checked.length} pages, server-rendered and after scripts (${failing} errors, ${found.length - failing} allowed). Files: ${values.out}`,
)
process.exit(failing ? 1 : 0)
