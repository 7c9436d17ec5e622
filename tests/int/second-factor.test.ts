import { generate } from 'otplib'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { quotas } from '@/lib/http/rateLimit'
import { openSecret } from '@/lib/secondFactor/secretBox'
import { enrolmentSecret } from '@/lib/secondFactor/store'
import { TOTP_PERIOD_SECONDS } from '@/lib/secondFactor/totp'

import type { PayloadApi } from './api'
import { openForFile } from './openForFile'
import { createSignedInUser, createUser, giveAuthenticator } from './payload'

/** Two-step sign-in on every door: a staff password alone opens nothing; codes, limits, resets. */
let payload: Payload
let api: PayloadApi
openForFile(['api'], (opened) => ({ payload, api } = opened))
const pool = () => (payload.db as unknown as PostgresAdapter).pool

let network = 0
/** A network address of its own per sign-in, so the per-network limits count tests apart. */
const freshIp = () => `10.91.${Math.floor(++network / 250)}.${network % 250}`
type Answer = { status: number; body: Record<string, unknown> }
const call = async (
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: { token?: string; body?: object; ip?: string } = {},
): Promise<Answer> => {
  const response = await api.rest(method, path, {
    token: options.token,
    body: options.body,
    headers: { 'X-Forwarded-For': options.ip ?? freshIp() },
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const signIn = async (email: string, password: string) => {
  const answer = await call('POST', '/api/users/login', { body: { email, password } })
  expect(answer.status).toBe(200)
  return answer.body as { token: string; secondFactor?: string; user: Record<string, unknown> }
}
/** Who the token opens REST as (null: nobody). */
const me = async (token: string) =>
  ((await call('GET', '/api/users/me', { token })).body.user as { id: number } | null) ?? null
const give = (token: string, body: object, ip?: string) =>
  call('POST', '/api/users/second-factor', { token, body, ip })
/** The code of the step after this one: accepted (one step of drift is) when this step's was used. */
const nextCode = (secret: string) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + TOTP_PERIOD_SECONDS })
const messageOf = (answer: Answer) => (answer.body.errors as { message: string }[])[0]!.message

describe('a staff password alone', () => {
  it('opens nothing on REST, GraphQL or the Local API until the code is given', async () => {
    const reviewer = await createUser(payload, ['reviewer'])
    const secret = await giveAuthenticator(payload, reviewer.user.id)
    const login = await signIn(reviewer.email, reviewer.password)
    expect(login.secondFactor).toBe('code-required')
    // Nothing of the account but its id and address before the code.
    expect(Object.keys(login.user).sort()).toEqual(['email', 'id'])
    expect(await me(login.token)).toBeNull()
    expect((await call('GET', '/api/certifications', { token: login.token })).status).toBe(403)
    const viaGraphql = await api.graphqlAnswer('{ Certifications { docs { id } } }', {
      token: login.token,
    })
    expect(viaGraphql.data?.Certifications ?? null).toBeNull()
    const local = await payload.auth({
      headers: new Headers({ Authorization: `JWT ${login.token}` }),
    })
    expect(local.user).toBeNull()
    const viaGraphqlLogin = await api.graphqlAnswer<{
      data?: { loginUser?: { token?: string } }
    }>(
      `mutation { loginUser(email: "${reviewer.email}", password: "${reviewer.password}") { token } }`,
    )
    expect(await me(viaGraphqlLogin.data!.loginUser!.token!)).toBeNull()

    const passed = await give(login.token, { code: await generate({ secret }) })
    expect(passed.status).toBe(200)
    expect((await me(login.token))?.id).toBe(reviewer.user.id)
    expect((await call('GET', '/api/certifications', { token: login.token })).status).toBe(200)
  })

  it('enrols staff without an authenticator with their first code, giving ten recovery codes once', async () => {
    const editor = await createUser(payload, ['editor'])
    const login = await signIn(editor.email, editor.password)
    expect(login.secondFactor).toBe('enrolment-required')
    // The page shows the secret (QR code and key); the same one on a reload.
    const secret = (await enrolmentSecret(payload, editor.user.id))!
    expect(await enrolmentSecret(payload, editor.user.id)).toBe(secret)
    const enrolled = await give(login.token, { code: await generate({ secret }) })
    expect(enrolled.status).toBe(200)
    const codes = enrolled.body.recoveryCodes as string[]
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    expect(await enrolmentSecret(payload, editor.user.id)).toBeNull()
    expect((await me(login.token))?.id).toBe(editor.user.id)
    // Kept sealed with SECOND_FACTOR_KEY, the recovery codes only as hashes.
    const { rows } = await pool().query(
      'SELECT secret, recovery_codes FROM second_factors WHERE owner_id = $1',
      [editor.user.id],
    )
    expect(rows[0].secret).not.toContain(secret)
    expect(openSecret(rows[0].secret)).toBe(secret)
    expect(JSON.stringify(rows[0].recovery_codes)).not.toContain(codes[0]!.replace('-', ''))
  })

  it('gives a script the key to set up staff’s authenticator over REST, then takes its first code', async () => {
    const reviewer = await createUser(payload, ['reviewer'])
    const login = await signIn(reviewer.email, reviewer.password)
    const step = await call('GET', '/api/users/second-factor', { token: login.token })
    expect(step.status).toBe(200)
    const { secondFactor, secret, uri } = step.body as {
      secondFactor: string
      secret: string
      uri: string
    }
    expect(secondFactor).toBe('enrolment-required')
    expect(uri).toContain(`secret=${secret}`)
    expect((await give(login.token, { code: await generate({ secret }) })).status).toBe(200)
    // Once set up, the key is never given again; a token that waits for nothing gets nothing.
    const again = await signIn(reviewer.email, reviewer.password)
    expect((await call('GET', '/api/users/second-factor', { token: again.token })).body).toEqual({
      secondFactor: 'code-required',
    })
    expect((await call('GET', '/api/users/second-factor', { token: login.token })).status).toBe(401)
    expect((await call('GET', '/api/users/second-factor')).status).toBe(401)
  })
})

describe('codes', () => {
  it('refuses a wrong code and a used one, in the request’s language, and audits each', async () => {
    const admin = await createSignedInUser(payload, ['admin'])
    const first = await signIn(admin.email, admin.password)
    const wrongCode = (Number(await nextCode(admin.authenticator!)) + 1) % 1_000_000
    const wrong = await call('POST', '/api/users/second-factor?locale=zh', {
      token: first.token,
      body: { code: String(wrongCode).padStart(6, '0') },
    })
    expect(wrong.status).toBe(400)
    expect(messageOf(wrong)).toBe('验证码不正确。请确认手机时间为自动设置，并输入最新的验证码。')
    const code = await nextCode(admin.authenticator!)
    expect((await give(first.token, { code })).status).toBe(200)
    const second = await signIn(admin.email, admin.password)
    const reused = await give(second.token, { code })
    expect(reused.status).toBe(400)
    expect(messageOf(reused)).toBe(
      'That code has already been used. Wait for the next one in your app.',
    )
    expect(await me(second.token)).toBeNull()
    const failures = await payload.find({
      collection: 'audit-entries',
      where: { event: { equals: 'second-factor-failed' }, member: { equals: admin.user.id } },
    })
    expect(
      failures.docs.map((entry) => (entry.details as { reason: string }).reason).sort(),
    ).toEqual(['reused', 'wrong'])
  })

  it('accepts one code once when it is sent twenty times in the same moment', async () => {
    const reviewer = await createUser(payload, ['reviewer'])
    const secret = await giveAuthenticator(payload, reviewer.user.id)
    // Ten sessions (the per-account sign-in limit), each sending the code twice.
    const sessions = await Promise.all(
      Array.from({ length: 10 }, () => signIn(reviewer.email, reviewer.password)),
    )
    const code = await generate({ secret })
    const answers = await Promise.all(
      [...sessions, ...sessions].map(({ token }) => give(token, { code })),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    expect(answers.every((answer) => answer.status < 500)).toBe(true)
  })

  it('stops guessing after five wrong codes for an account, from any network', async () => {
    const reviewer = await createUser(payload, ['reviewer'])
    const secret = await giveAuthenticator(payload, reviewer.user.id)
    const login = await signIn(reviewer.email, reviewer.password)
    const limit = quotas.secondFactorPerAccount.points
    for (let i = 0; i < limit; i++)
      expect((await give(login.token, { code: '000000' })).status).toBe(400)
    const limited = await give(login.token, { code: await generate({ secret }) })
    expect(limited.status).toBe(429)
    expect(messageOf(limited)).toMatch(/^Too many wrong codes\. Please try again in \d+ minutes\.$/)
    expect(await me(login.token)).toBeNull()
  })

  it('lets a recovery code in once', async () => {
    const editor = await createUser(payload, ['editor'])
    const first = await signIn(editor.email, editor.password)
    const secret = (await enrolmentSecret(payload, editor.user.id))!
    const codes = (await give(first.token, { code: await generate({ secret }) })).body
      .recoveryCodes as string[]
    const second = await signIn(editor.email, editor.password)
    // Typed as a person would: upper case, without the hyphen.
    const typed = codes[3]!.replace('-', ' ').toUpperCase()
    expect((await give(second.token, { recoveryCode: typed })).status).toBe(200)
    expect((await me(second.token))?.id).toBe(editor.user.id)
    const third = await signIn(editor.email, editor.password)
    expect((await give(third.token, { recoveryCode: codes[3] })).status).toBe(400)
    const used = await payload.find({
      collection: 'audit-entries',
      where: { event: { equals: 'recovery-code-used' }, member: { equals: editor.user.id } },
    })
    expect(used.totalDocs).toBe(1)
  })

  it('answers malformed input with the field’s message, never a server error', async () => {
    const reviewer = await createUser(payload, ['reviewer'])
    await giveAuthenticator(payload, reviewer.user.id)
    const login = await signIn(reviewer.email, reviewer.password)
    for (const body of [
      {},
      { code: 'x'.repeat(100_000) },
      { code: 123456 },
      { recoveryCode: [] },
    ]) {
      const answer = await give(login.token, body)
      expect(answer.status).toBe(400)
      expect(messageOf(answer)).toBe(
        'Send the 6-digit code from your authenticator app, or one of your recovery codes.',
      )
    }
    expect((await give('not-a-token', { code: '123456' })).status).toBe(401)
  })
})

describe('members who turned it on, and a lost phone', () => {
  it('holds a member’s sign-in only when they have an authenticator', async () => {
    const plain = await createUser(payload, ['student'])
    const plainLogin = await signIn(plain.email, plain.password)
    expect(plainLogin.secondFactor).toBeUndefined()
    expect((await me(plainLogin.token))?.id).toBe(plain.user.id)
    const careful = await createUser(payload, ['student'])
    const secret = await giveAuthenticator(payload, careful.user.id)
    const carefulLogin = await signIn(careful.email, careful.password)
    expect(carefulLogin.secondFactor).toBe('code-required')
    expect(await me(carefulLogin.token)).toBeNull()
    expect((await give(carefulLogin.token, { code: await generate({ secret }) })).status).toBe(200)
    expect((await me(carefulLogin.token))?.id).toBe(careful.user.id)
  })

  it('lets another admin reset it: the authenticator and every session go, audited', async () => {
    const admin = await createSignedInUser(payload, ['admin'])
    const reviewer = await createSignedInUser(payload, ['reviewer'])
    const path = `/api/users/${reviewer.user.id}/second-factor`
    expect((await call('GET', path, { token: admin.token })).body).toEqual({
      enrolled: true,
      recoveryCodesLeft: 0,
    })
    const editor = await createSignedInUser(payload, ['editor'])
    expect((await call('POST', `${path}/reset`, { token: editor.token })).status).toBe(403)
    expect((await call('POST', `${path}/reset`, { token: reviewer.token })).status).toBe(403)
    const ownReset = `/api/users/${admin.user.id}/second-factor/reset`
    expect((await call('POST', ownReset, { token: admin.token })).status).toBe(403)

    const reset = await call('POST', `${path}/reset`, { token: admin.token })
    expect(reset.status).toBe(200)
    expect(await me(reviewer.token)).toBeNull()
    const login = await signIn(reviewer.email, reviewer.password)
    expect(login.secondFactor).toBe('enrolment-required')
    const audited = await payload.find({
      collection: 'audit-entries',
      where: { event: { equals: 'second-factor-reset' }, member: { equals: reviewer.user.id } },
      depth: 0,
    })
    expect(audited.docs.map((entry) => entry.actor)).toEqual([admin.user.id])
  })
})
