/**
 * npm run bench:fuzz — at least 5,000 hostile cases against a running portal, counted by outcome
 * per endpoint (2xx, 3xx, 4xx, 5xx, leak = a database statement or stack trace in the answer).
 *
 *   BASE_URL (default http://localhost:3000, e.g. `npm start`), NEXT_DIST_DIR (its build, default
 *   .next: server action ids are read from it), FUZZ_CASES (default 5,000 in all), FUZZ_SEED.
 *   The server must trust X-Forwarded-For (TRUST_PROXY=1), or the per-network limits answer most cases.
 */
import fc from 'fast-check'

import { type Outcome, outcomeOf, targets } from '../tests/helpers/fuzz'

const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000'
const distDir = process.env.NEXT_DIST_DIR ?? '.next'
const total = Number(process.env.FUZZ_CASES ?? 5_000)
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31)
const perTarget = Math.ceil(total / targets.length)

let network = 0
const context = { baseUrl, distDir, memberCookie: process.env.FUZZ_COOKIE ?? '', network: () => `10.${(network >> 16) & 255}.${(network >> 8) & 255}.${network++ & 255}` }

console.log(`bench/fuzz.ts: ${perTarget * targets.length} cases (${perTarget} per endpoint) against ${baseUrl}, seed ${seed}`)
const rows: string[] = []
let failures = 0
for (const target of targets) {
  const counts: Record<Outcome, number> = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, leak: 0 }
  const examples: string[] = []
  const started = Date.now()
  for (const input of fc.sample(target.input, { numRuns: perTarget, seed })) {
    const answer = await target.send(input, context).catch((error: Error) => ({ status: 599, body: String(error) }))
    const outcome = outcomeOf(answer)
    counts[outcome]++
    if ((outcome === '5xx' || outcome === 'leak') && examples.length < 3) examples.push(`${answer.status} ${JSON.stringify(input).slice(0, 120)}`)
  }
  failures += counts['5xx'] + counts.leak
  rows.push(`${target.name.padEnd(20)} ${Object.entries(counts).map(([k, v]) => `${k} ${String(v).padStart(4)}`).join('  ')}  ${((Date.now() - started) / 1000).toFixed(1)} s`)
  for (const example of examples) rows.push(`    ${example}`)
}
console.log(rows.join('\n'))
console.log(failures === 0 ? 'No 5xx and no leak.' : `${failures} cases answered 5xx or leaked internals.`)
process.exit(failures === 0 ? 0 : 1)
