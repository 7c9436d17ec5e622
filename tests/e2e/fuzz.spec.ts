import { expect, test } from '@playwright/test'
import fc from 'fast-check'

import { type Context, type Outcome, targets, verdictOf } from '../helpers/fuzz'
import { type Fixtures, fuzzFixtures } from '../helpers/fuzzFixtures'
import { addRows, type RowCounter, type Rows, rowCounter } from '../helpers/formRows'

import { e2eAdmin, e2eDatabaseUrl, e2eDistDir } from './env'

/**
 * Every public endpoint and server action, fed hostile input with a fixed seed: never a 5xx, never
 * a database statement or a stack trace in the answer; a form's refusal says only what the form
 * shows in English and Chinese (half the cases come from /zh pages); a refused case stores no row.
 * About 100 cases per endpoint here; `npm run bench:fuzz` runs thousands.
 */
const casesPerEndpoint = 100
test.describe.configure({ timeout: 240_000 })

let fixtures: Fixtures
let rows: RowCounter
test.beforeAll(async ({ baseURL }) => {
  // The members the forms need (students, certified organisations) and what they refer to.
  fixtures = await fuzzFixtures(baseURL!, e2eAdmin)
  rows = await rowCounter(e2eDatabaseUrl())
})
test.afterAll(() => rows?.close())

for (const target of targets) {
  test(`fuzz: ${target.name}`, async ({ baseURL }) => {
    let network = 0
    const context: Context = {
      baseUrl: baseURL!,
      distDir: e2eDistDir,
      fixtures,
      network: () => `10.${(network >> 16) & 255}.${(network >> 8) & 255}.${network++ & 255}`,
    }
    const counts: Partial<Record<Outcome, number>> = {}
    const stored: Partial<Rows> = {}
    let accepted = 0
    const started = Date.now()
    await rows.growth()
    await fc.assert(
      fc.asyncProperty(target.input, async (input) => {
        const answer = await target.send(input, context)
        const grown = await rows.growth()
        const verdict = verdictOf(target, answer, grown)
        counts[verdict.outcome] = (counts[verdict.outcome] ?? 0) + 1
        accepted += Number(verdict.accepted)
        addRows(stored, grown)
        const said = `${answer.status} ${verdict.why ?? ''}: ${answer.body.slice(0, 300)}`
        expect(verdict.outcome, said).not.toMatch(/5xx|leak|unlocalized|partial/)
      }),
      { numRuns: casesPerEndpoint, seed: 14, endOnFailure: true },
    )
    const forms = target.messages ? `, ${accepted} accepted, rows ${JSON.stringify(stored)}` : ''
    console.log(
      `fuzz ${target.name}: ${JSON.stringify(counts)} in ${Date.now() - started} ms${forms}`,
    )
  })
}
