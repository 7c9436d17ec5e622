import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { MAX_CODE_ATTEMPTS } from '@/lib/accounts/codeRules'
import { REGISTRATION_ANSWER_MS, SIGN_IN_REFUSAL_MS } from '@/lib/accounts/evenTiming'
import { startRegistration, verifyRegistration } from '@/lib/accounts/registration'
import { quotas } from '@/lib/http/rateLimit'

import type { Mailbox } from '../helpers/mailbox'

import type { PayloadApi } from './api'
import { openForFile } from './openForFile'
import { createUser } from './payload'

/** Sign-in and reset through every door: the limits, the unverified, the mail and the time they take. */
let payload: Payload
let mailbox: Mailbox
let api: PayloadApi
openForFile(['mailbox', 'api'], (opened) => ({ payload, mailbox, api } = opened))
const fromNetwork = (ip: string) => ({ 'X-Forwarded-For': ip })
const post = (path: string, body: object, ip: string) =>
  api.rest('POST', path, { body, headers: fromNetwork(ip) })
const graphql = (query: string, ip: string) =>
  api.graphqlAnswer(query, { headers: fromNetwork(ip) })
const run = Date.now().toString(36)
let network = 0
/** A network address of its own for each test, so the per-network limit counts tests apart. */
const freshIp = () => `10.77.${Math.floor(++network / 250)}.${network % 250}`

describe('an account whose code was never entered', () => {
  it('signs in nowhere: REST, GraphQL and the Local API refuse it with a message that leads to the code', async () => {
    const email = `unverified-${run}@test.local`
    await startRegistration(
      payload,
      {
        email,
        password: 'Passw0rdOk',
        firstName: 'Wei',
        lastName: 'Zhang',
        role: 'school',
        acceptPolicies: true,
      },
      'en',
    )
    const rest = await post('/api/users/login', { email, password: 'Passw0rdOk' }, freshIp())
    expect(rest.status).toBe(403)
    const body = (await rest.json()) as { errors: { message: string }[] }
    expect(body.errors[0]!.message).toBe(
      'Please confirm your e-mail address first: enter the 6-digit code we sent you.',
    )
    expect(JSON.stringify(body)).not.toContain('token')
    const viaGraphql = await graphql(
      `mutation { loginUser(email: "${email}", password: "Passw0rdOk") { token } }`,
      freshIp(),
    )
    expect((viaGraphql.data?.loginUser as { token?: string } | null)?.token ?? null).toBeNull()
    expect(viaGraphql.errors?.[0]?.message).toContain('confirm your e-mail')
    await expect(
      payload.login({ collection: 'users', data: { email, password: 'Passw0rdOk' } }),
    ).rejects.toMatchObject({ status: 403 })
  })
})

describe('limits on every sign-in door', () => {
  it('REST sign-in stops guessing one address, with the same answer for a real and an unknown one', async () => {
    const real = await createUser(payload, ['student'])
    const unknown = `nobody-${run}@test.local`
    const limit = quotas.loginPerAccount.points
    // The two addresses side by side (each guess waits out the refusal floor).
    await Promise.all(
      [real.email, unknown].map(async (email) => {
        const answers: number[] = []
        // From many networks, as a guesser would: the per-address limit still holds.
        for (let i = 0; i <= limit; i++)
          answers.push(
            (await post('/api/users/login', { email, password: 'WrongPass1' }, freshIp())).status,
          )
        expect(
          answers.slice(0, limit).every((status) => status === 401),
          `${email}: ${answers.join(',')}`,
        ).toBe(true)
        const refused = await post(
          '/api/users/login',
          { email, password: email === real.email ? real.password : 'x' },
          freshIp(),
        )
        expect(refused.status).toBe(429)
        expect(
          ((await refused.json()) as { errors: { message: string }[] }).errors[0]!.message,
        ).toMatch(/^Too many sign-in attempts\. Please try again in \d+ minutes\.$/)
      }),
    )
  })

  it('REST forgot-password counts per address too, and mails members the portal’s own link in their language', async () => {
    const member = await createUser(payload, ['student'])
    await payload.update({
      collection: 'users',
      id: member.user.id,
      data: { preferredLocale: 'zh' },
    })
    const answer = await post('/api/users/forgot-password', { email: member.email }, freshIp())
    expect(answer.status).toBe(200)
    const mail = await mailbox.waitFor((m) => m.envelopeTo.includes(member.email.toLowerCase()))
    expect(mail.html ?? '').toContain('/zh/my-account-reset-password?token=')
    expect(mail.html ?? '').not.toContain('/admin/reset')
    expect(mail.subject).toMatch(/密码/)
    const limit = quotas.passwordResetPerAccount.points
    const statuses: number[] = []
    for (let i = 1; i <= limit; i++)
      statuses.push(
        (await post('/api/users/forgot-password', { email: member.email }, freshIp())).status,
      )
    expect(statuses.at(-1)).toBe(429)
  })
})

describe('codes', () => {
  it('are counted at once: of 25 simultaneous wrong codes only 5 are judged, and the right one is refused after', async () => {
    const email = `burst-${run}@test.local`
    await startRegistration(
      payload,
      {
        email,
        password: 'Passw0rdOk',
        firstName: 'Li',
        lastName: 'Na',
        role: 'student',
        acceptPolicies: true,
      },
      'en',
    )
    const mail = await mailbox.waitFor((m) => m.envelopeTo.includes(email))
    const code = mail.text?.match(/\b(\d{6})\b/)?.[1] as string
    const wrong = code === '000000' ? '111111' : '000000'
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => verifyRegistration(payload, email, wrong)),
    )
    expect(answers.filter((a) => !a.ok && a.error === 'codeWrong')).toHaveLength(MAX_CODE_ATTEMPTS)
    expect(answers.filter((a) => !a.ok && a.error === 'codeTooMany')).toHaveLength(
      25 - MAX_CODE_ATTEMPTS,
    )
    expect(await verifyRegistration(payload, email, code)).toEqual({
      ok: false,
      error: 'codeTooMany',
    })
  })
})

describe('no enumeration by time', () => {
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  const timed = async (call: () => Promise<unknown>) => {
    const started = performance.now()
    await call()
    return performance.now() - started
  }

  it('REST sign-in and forgot-password take as long for a known as for an unknown address (median of 10, within 50 ms)', async () => {
    // Ten of each suffice: every answer waits out its door's floor, which is what a visitor times.
    const tries = 10
    for (const path of ['/api/users/login', '/api/users/forgot-password']) {
      const known: number[] = []
      const unknown: number[] = []
      for (let i = 0; i < tries; i++) {
        // Fresh addresses each time: the per-address limit must not be what answers.
        const real = await createUser(payload, ['student'])
        // Side by side: a slower moment weighs on both alike, and the floors are waited out together.
        const [knownTook, unknownTook] = await Promise.all([
          timed(() => post(path, { email: real.email, password: 'WrongPass1' }, freshIp())),
          timed(() =>
            post(
              path,
              { email: `ghost-${run}-${i}@test.local`, password: 'WrongPass1' },
              freshIp(),
            ),
          ),
        ])
        known.push(knownTook)
        unknown.push(unknownTook)
      }
      const difference = Math.abs(median(known) - median(unknown))
      console.log(
        `${path}: median known ${median(known).toFixed(0)} ms, unknown ${median(unknown).toFixed(0)} ms, difference ${difference.toFixed(0)} ms`,
      )
      expect(difference, path).toBeLessThanOrEqual(50)
      // The floor, not the work, is what is timed: every refusal waits it out.
      if (path.endsWith('/login'))
        expect(Math.min(...known, ...unknown), path).toBeGreaterThanOrEqual(SIGN_IN_REFUSAL_MS - 5)
    }
    // 40 answers each waiting out a floor (0.7 s for a refused sign-in, 0.8 s for a reset).
  }, 120_000)

  it('a refused GraphQL sign-in waits out the same floor, for a known and an unknown address', async () => {
    const real = await createUser(payload, ['student'])
    for (const email of [real.email, `ghost-${run}-graphql@test.local`]) {
      const took = await timed(() =>
        graphql(
          `mutation { loginUser(email: "${email}", password: "WrongPass1") { token } }`,
          freshIp(),
        ),
      )
      expect(took, email).toBeGreaterThanOrEqual(SIGN_IN_REFUSAL_MS - 5)
    }
  })

  it('REST forgot-password gives a known and an unknown address the same answer in the same time on every path: first, repeated, unverified, limited (median of 6, within 50 ms)', async () => {
    const pairs = 6
    type Path = 'first' | 'repeated' | 'unverified' | 'limited'
    const times = new Map<string, number[]>()
    const answers = new Map<string, Set<string>>()
    const ask = async (path: Path, kind: 'known' | 'unknown', email: string) => {
      const started = performance.now()
      const answer = await post('/api/users/forgot-password', { email }, freshIp())
      const key = `${path} ${kind}`
      times.set(key, [...(times.get(key) ?? []), performance.now() - started])
      answers.set(
        path,
        (answers.get(path) ?? new Set()).add(
          `${answer.status} ${(await answer.text()).replace(/\d+/g, '#')}`,
        ),
      )
    }
    for (let i = 0; i < pairs; i++) {
      const real = (await createUser(payload, ['student'])).email
      const ghost = `ghost-again-${run}-${i}@test.local`
      const unverified = `unverified-reset-${run}-${i}@test.local`
      await startRegistration(
        payload,
        {
          email: unverified,
          password: 'Passw0rdOk',
          firstName: 'Li',
          lastName: 'Na',
          role: 'student',
          acceptPolicies: true,
        },
        'en',
      )
      const unverifiedGhost = `ghost-unverified-${run}-${i}@test.local`
      // The two kinds side by side, each path in turn.
      await Promise.all(
        (
          [
            ['known', real, unverified],
            ['unknown', ghost, unverifiedGhost],
          ] as const
        ).map(async ([kind, email, other]) => {
          await ask('first', kind, email)
          // Within the hour and within Payload's own request interval: a member's address must not answer sooner.
          await ask('repeated', kind, email)
          await ask('unverified', kind, other)
        }),
      )
    }
    // Up to the per-address limit and one past it, for one address of each kind.
    const limitedReal = (await createUser(payload, ['student'])).email
    const limitedGhost = `ghost-limited-${run}@test.local`
    for (let i = 0; i < quotas.passwordResetPerAccount.points; i++)
      for (const email of [limitedReal, limitedGhost])
        await post('/api/users/forgot-password', { email }, freshIp())
    for (let i = 0; i < pairs; i++)
      await Promise.all([
        ask('limited', 'known', limitedReal),
        ask('limited', 'unknown', limitedGhost),
      ])

    const report: string[] = []
    for (const path of ['first', 'repeated', 'unverified', 'limited'] as const) {
      const known = median(times.get(`${path} known`)!)
      const unknown = median(times.get(`${path} unknown`)!)
      report.push(`${path}: known ${known.toFixed(0)} ms, unknown ${unknown.toFixed(0)} ms`)
      expect.soft([...answers.get(path)!], `${path}: one answer for both`).toHaveLength(1)
      expect
        .soft(Math.abs(known - unknown), `${path}: |known − unknown| ms`)
        .toBeLessThanOrEqual(50)
    }
    console.log(`forgot-password ${report.join('; ')}`)
    expect([...answers.get('limited')!][0]).toMatch(/^429 /)
  })

  it('registration takes as long for an address that has an account as for a new one (median of 10, within 50 ms)', async () => {
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 10; i++) {
      const real = await createUser(payload, ['student'])
      const member = {
        password: 'Passw0rdOk',
        firstName: 'Li',
        lastName: 'Lei',
        role: 'student' as const,
        acceptPolicies: true as const,
      }
      const [knownTook, unknownTook] = await Promise.all([
        timed(() => startRegistration(payload, { ...member, email: real.email }, 'en')),
        timed(() =>
          startRegistration(payload, { ...member, email: `fresh-${run}-${i}@test.local` }, 'en'),
        ),
      ])
      known.push(knownTook)
      unknown.push(unknownTook)
    }
    const difference = Math.abs(median(known) - median(unknown))
    console.log(
      `registration: median known ${median(known).toFixed(0)} ms, unknown ${median(unknown).toFixed(0)} ms, difference ${difference.toFixed(0)} ms`,
    )
    expect(difference).toBeLessThanOrEqual(50)
    expect(Math.min(...known, ...unknown)).toBeGreaterThanOrEqual(REGISTRATION_ANSWER_MS - 5)
    // 20 answers, each waiting out the floor.
  }, 120_000)
})
