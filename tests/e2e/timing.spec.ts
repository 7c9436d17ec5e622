import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'

import { expect, test } from '@playwright/test'

import { RESEND_AFTER_SECONDS } from '../../src/lib/accounts/codeRules'
import { callServerAction, findServerAction } from '../helpers/serverAction'

import { e2eDistDir } from './env'
import { adminToken } from './helpers'

/**
 * The account forms' server actions, called over HTTP as the browser calls them, take as long for
 * an address that has an account as for one that has none: otherwise the time tells which
 * addresses are members, whatever the answer says.
 */
const distDir = path.resolve(import.meta.dirname, '../..', e2eDistDir)
// Ten of each suffice: every answer waits out its door's floor (src/lib/accounts/evenTiming.ts).
const tries = 10
const maxDifferenceMs = 50
/** Each new account costs the server a password hash: a few at a time. */
const creationBatch = 5

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`
// Each call from a network of its own, so no per-network limit is what answers.
const networkBase = `10.${1 + Math.floor(Math.random() * 250)}`
let calls = 0
const freshNetwork = () => `${networkBase}.${Math.floor(++calls / 250)}.${(calls % 250) + 1}`
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

const member = {
  password: 'Passw0rdOk',
  confirmPassword: 'Passw0rdOk',
  firstName: 'Li',
  lastName: 'Lei',
  role: 'student',
  acceptPolicies: true,
}
const doors = [
  {
    name: 'sign-in (wrong password)',
    action: ['signIn', 'actions/session'],
    pagePath: '/my-account-login',
    args: (email: string) => [{ email, password: 'WrongPass9' }],
    answer: { ok: false, error: 'invalidCredentials' },
  },
  {
    name: 'forgot password',
    action: ['requestPasswordReset', 'actions/password'],
    pagePath: '/my-account-forgot-password',
    args: (email: string) => [{ email }],
    answer: { ok: true },
  },
  {
    name: 'register: send code',
    action: ['sendRegistrationCode', 'actions/registration'],
    pagePath: '/my-account-register',
    args: (email: string) => [{ email, ...member }],
    answer: { ok: true, resendInSeconds: RESEND_AFTER_SECONDS },
  },
] as const

test(`sign-in, forgot-password and registration forms answer as fast for a known as for an unknown address (median of ${tries}, within ${maxDifferenceMs} ms)`, async ({
  baseURL,
  request,
}) => {
  test.setTimeout(150_000)
  // Verified accounts, made before any timing. Each door counts its own per-address limit, so one
  // account per try serves all three doors and no per-address limit is what answers.
  // (One admin token for all: createUser signs in for each, and simultaneous sign-ins overwrite each other's session.)
  const token = await adminToken(request)
  const known = Array.from({ length: tries }, (_, i) => `member-${run}-${i}@e2e.test`)
  for (let i = 0; i < tries; i += creationBatch) {
    await Promise.all(
      known.slice(i, i + creationBatch).map(async (email) => {
        const created = await request.post('/api/users', {
          data: { email, password: member.password, roles: ['student'] },
          headers: { Authorization: `JWT ${token}` },
        })
        expect(created.ok(), await created.text()).toBe(true)
      }),
    )
  }

  for (const door of doors) {
    await test.step(door.name, async () => {
      const actionId = findServerAction(distDir, door.action[0], door.action[1])
      const unknown = known.map((_, i) => `nobody-${run}-${door.action[0]}-${i}@e2e.test`)
      const times = { known: [] as number[], unknown: [] as number[] }
      const unexpected: string[] = []
      for (let i = 0; i < tries; i++) {
        // A known and an unknown address side by side: a slower or faster moment of the server
        // weighs on both alike, and the floors are waited out together (half the test's time).
        await Promise.all(
          (['known', 'unknown'] as const).map(async (kind) => {
            const email = kind === 'known' ? known[i]! : unknown[i]!
            const started = performance.now()
            const call = await callServerAction({
              baseUrl: baseURL!,
              pagePath: door.pagePath,
              actionId,
              args: door.args(email),
              headers: { 'X-Forwarded-For': freshNetwork() },
            })
            times[kind].push(performance.now() - started)
            // A limit's answer or an error would be timed instead of the work itself.
            if (!isDeepStrictEqual(call.result, door.answer))
              unexpected.push(
                `${kind} ${email}: ${call.status} ${call.error ?? ''} ${JSON.stringify(call.result) ?? call.body.slice(0, 200)}`,
              )
          }),
        )
      }
      const difference = Math.abs(median(times.known) - median(times.unknown))
      console.log(
        `${door.name}: median known ${median(times.known).toFixed(0)} ms, unknown ${median(times.unknown).toFixed(0)} ms, difference ${difference.toFixed(0)} ms`,
      )
      expect
        .soft(unexpected, `${door.name}: answers other than ${JSON.stringify(door.answer)}`)
        .toEqual([])
      expect
        .soft(difference, `${door.name}: |median(known) − median(unknown)| in ms`)
        .toBeLessThanOrEqual(maxDifferenceMs)
    })
  }
})
