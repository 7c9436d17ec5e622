import { expect, test } from '@playwright/test'
import fc from 'fast-check'

import { type Outcome, outcomeOf, targets } from '../helpers/fuzz'

import { e2eDistDir } from './env'
import { createUser } from './helpers'

/**
 * Every public endpoint and server action, fed hostile input with a fixed seed: never a 5xx, never
 * a database statement or a stack trace in the answer. About 100 cases per endpoint here;
 * `npm run bench:fuzz` runs thousands.
 */
const casesPerEndpoint = 100
test.describe.configure({ timeout: 240_000 })

let memberCookie = ''
test.beforeAll(async ({ request, baseURL }) => {
  const member = await createUser(request, ['student'])
  const login = await fetch(`${baseURL}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(member) })
  memberCookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!
})

for (const target of targets) {
  test(`fuzz: ${target.name}`, async ({ baseURL }) => {
    let network = 0
    const context = { baseUrl: baseURL!, distDir: e2eDistDir, memberCookie, network: () => `10.${(network >> 16) & 255}.${(network >> 8) & 255}.${network++ & 255}` }
    const counts: Partial<Record<Outcome, number>> = {}
    const started = Date.now()
    await fc.assert(
      fc.asyncProperty(target.input, async (input) => {
        const answer = await target.send(input, context)
        const outcome = outcomeOf(answer)
        counts[outcome] = (counts[outcome] ?? 0) + 1
        expect(outcome, `${target.name} ${answer.status}: ${answer.body.slice(0, 300)}`).not.toMatch(/5xx|leak/)
      }),
      { numRuns: casesPerEndpoint, seed: 14, endOnFailure: true },
    )
    console.log(`fuzz ${target.name}: ${JSON.stringify(counts)} in ${Date.now() - started} ms`)
  })
}
