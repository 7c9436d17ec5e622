/**
 * npm run bench:fuzz — at least 5,000 hostile cases against a running portal, counted by outcome
 * per endpoint (2xx, 3xx, 4xx, 5xx, leak = a database statement or stack trace in the answer,
 * unlocalized = a form's refusal with a message the form cannot show in English and Chinese,
 * partial = a case that stored rows its answer does not account for).
 *
 *   BASE_URL (default http://localhost:3000, e.g. `npm start`), NEXT_DIST_DIR (its build, default
 *   .next: server action ids are read from it), FUZZ_CASES (default 5,000 in all), FUZZ_SEED.
 *   ADMIN_PASSWORD (and ADMIN_EMAIL, default admin@edubridge.local): the portal's admin, who sets
 *   up through the REST API the members the signed-in forms need (a student, a certified student,
 *   a certified institution and employer) and what they refer to; without it those forms only
 *   answer "signed out".
 *   DATABASE_URL: the server's database; with it, the form tables are counted around every case
 *   (the partial check; exact only while nobody else uses the server) and their growth printed.
 *   The server must trust X-Forwarded-For (TRUST_PROXY=1), or the per-network limits answer most cases.
 */
import fc from 'fast-check'

import { addRows, type Rows, rowCounter } from '../tests/helpers/formRows'
import { type Context, type Outcome, targets, verdictOf } from '../tests/helpers/fuzz'
import { fuzzFixtures } from '../tests/helpers/fuzzFixtures'

const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000'
const distDir = process.env.NEXT_DIST_DIR ?? '.next'
const total = Number(process.env.FUZZ_CASES ?? 5_000)
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31)
const perTarget = Math.ceil(total / targets.length)
const rows = process.env.DATABASE_URL ? await rowCounter(process.env.DATABASE_URL) : undefined

const admin = process.env.ADMIN_PASSWORD && {
  email: process.env.ADMIN_EMAIL ?? 'admin@edubridge.local',
  password: process.env.ADMIN_PASSWORD,
  totpSecret: process.env.ADMIN_TOTP_SECRET,
}

let network = 0
const context: Context = {
  baseUrl,
  distDir,
  fixtures: admin ? await fuzzFixtures(baseUrl, admin) : undefined,
  network: () => `10.${(network >> 16) & 255}.${(network >> 8) & 255}.${network++ & 255}`,
}

console.log(
  `bench/fuzz.ts: ${perTarget * targets.length} cases (${perTarget} per endpoint) against ${baseUrl}, seed ${seed}`,
)
const lines: string[] = []
let failures = 0
for (const target of targets) {
  const counts: Record<Outcome, number> = {
    '2xx': 0,
    '3xx': 0,
    '4xx': 0,
    '5xx': 0,
    leak: 0,
    unlocalized: 0,
    partial: 0,
  }
  const stored: Partial<Rows> = {}
  let accepted = 0
  const examples: string[] = []
  const started = Date.now()
  await rows?.growth()
  for (const input of fc.sample(target.input, { numRuns: perTarget, seed })) {
    const answer = await target
      .send(input, context)
      .catch((error: Error) => ({ status: 599, body: String(error) }))
    const grown = await rows?.growth()
    const verdict = verdictOf(target, answer, grown)
    counts[verdict.outcome]++
    accepted += Number(verdict.accepted)
    if (grown) addRows(stored, grown)
    if (/5xx|leak|unlocalized|partial/.test(verdict.outcome) && examples.length < 3) {
      const sent = JSON.stringify(input).slice(0, 120)
      examples.push(`${verdict.outcome} ${answer.status} ${verdict.why ?? ''} ← ${sent}`)
    }
  }
  failures += counts['5xx'] + counts.leak + counts.unlocalized + counts.partial
  const columns = Object.entries(counts).map(([k, v]) => `${k} ${String(v).padStart(4)}`)
  const storedText =
    rows && target.messages ? `  accepted ${accepted}, rows ${JSON.stringify(stored)}` : ''
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  lines.push(`${target.name.padEnd(20)} ${columns.join('  ')}  ${seconds} s${storedText}`)
  for (const example of examples) lines.push(`    ${example}`)
}
await rows?.close()
console.log(lines.join('\n'))
if (!rows) console.log('No DATABASE_URL: stored rows not checked (partial counts nothing).')
if (!admin) console.log('No ADMIN_PASSWORD: the signed-in forms were sent signed out.')
console.log(
  failures === 0
    ? 'No 5xx, no leak, no unlocalized message, nothing partial stored.'
    : `${failures} cases failed a property (see the columns above).`,
)
process.exit(failures === 0 ? 0 : 1)
