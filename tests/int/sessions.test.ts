import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { ACCOUNT_FLOW } from '@/lib/accounts/accountFlow'

import type { PayloadApi } from './api'
import { openForFile } from './openForFile'
import { createUser } from './payload'

/** What a member sees of their sessions, and what ends them, on every door. */
let payload: Payload
let api: PayloadApi
openForFile(['api'], (opened) => ({ payload, api } = opened))
const pool = () => (payload.db as unknown as PostgresAdapter).pool

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const mac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'

/** Signs in over REST from a device and an address; the session's token. */
const signIn = async (email: string, password: string, userAgent: string, ip: string) => {
  const response = await api.rest('POST', '/api/users/login', {
    body: { email, password },
    headers: { 'User-Agent': userAgent, 'X-Forwarded-For': ip },
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { token: string }).token
}
const me = async (token: string) =>
  (
    (await (await api.rest('GET', '/api/users/me', { token })).json()) as {
      user: { id: number } | null
    }
  ).user
type SessionDoc = Record<string, unknown> & { id: number }
const sessionsOf = async (token: string) =>
  (
    (await (await api.rest('GET', '/api/account-sessions?depth=0', { token })).json()) as {
      docs: SessionDoc[]
    }
  ).docs

describe('the sessions list', () => {
  it('shows each sign-in’s device and country to its member only, without the session id', async () => {
    const { email, password, user } = await createUser(payload, ['student'])
    const phone = await signIn(email, password, iphone, '114.114.114.114')
    await signIn(email, password, mac, '10.0.0.7')
    const sessions = await sessionsOf(phone)
    expect(
      sessions
        .map(({ device, country }) => ({ device, country }))
        .sort((a, b) => String(a.device).localeCompare(String(b.device))),
    ).toEqual([
      { device: 'Chrome 142 · macOS Catalina', country: 'local' },
      { device: 'Safari 17 · iOS', country: 'CN' },
    ])
    expect(sessions.every((session) => !('sid' in session))).toBe(true)
    expect(sessions.every((session) => session.owner === user.id)).toBe(true)

    const other = await createUser(payload, ['student'])
    const otherToken = await signIn(other.email, other.password, mac, '10.0.0.8')
    expect((await sessionsOf(otherToken)).map((session) => session.id)).not.toContain(
      sessions[0]!.id,
    )
    const refused = await api.rest('DELETE', `/api/account-sessions/${sessions[0]!.id}`, {
      token: otherToken,
    })
    expect([403, 404]).toContain(refused.status)
    expect(await me(phone)).not.toBeNull()
  })

  it('ends a session when its record is removed, on REST as through the Local API', async () => {
    const { email, password, user } = await createUser(payload, ['student'])
    const phone = await signIn(email, password, iphone, '114.114.114.114')
    const laptop = await signIn(email, password, mac, '10.0.0.7')
    const laptopRecord = (await sessionsOf(phone)).find((session) =>
      String(session.device).startsWith('Chrome'),
    )!
    const removed = await api.rest('DELETE', `/api/account-sessions/${laptopRecord.id}`, {
      token: phone,
    })
    expect(removed.status).toBe(200)
    expect(await me(laptop)).toBeNull()
    expect((await me(phone))?.id).toBe(user.id)
    expect(await sessionsOf(phone)).toHaveLength(1)
  })

  it('notes when and where a session was last used', async () => {
    const { email, password } = await createUser(payload, ['student'])
    const token = await signIn(email, password, mac, '10.0.0.7')
    await pool().query(
      `UPDATE account_sessions SET last_seen_at = now() - interval '1 day'
       WHERE owner_id = (SELECT id FROM users WHERE email = $1)`,
      [email],
    )
    const used = await api.rest('GET', '/api/users/me', {
      token,
      headers: { 'X-Forwarded-For': '81.2.69.160' },
    })
    expect(used.status).toBe(200)
    const [session] = await sessionsOf(token)
    expect(Date.now() - Date.parse(String(session!.lastSeenAt))).toBeLessThan(60_000)
    expect(session!.country).toBe('GB')
  })
})

describe('what ends the other sessions', () => {
  const twoSessions = async () => {
    const member = await createUser(payload, ['student'])
    const kept = await signIn(member.email, member.password, mac, '10.0.0.7')
    const other = await signIn(member.email, member.password, iphone, '114.114.114.114')
    const auth = await payload.auth({ headers: new Headers({ Authorization: `JWT ${kept}` }) })
    return { ...member, kept, other, signedIn: auth.user! }
  }

  it('a new password, set from one session, ends the others and forgets their records', async () => {
    const { user, kept, other, signedIn } = await twoSessions()
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { password: 'NewPassw0rd' },
      user: signedIn,
      overrideAccess: false,
      context: { [ACCOUNT_FLOW]: true },
    })
    expect(await me(other)).toBeNull()
    expect((await me(kept))?.id).toBe(user.id)
    expect(await sessionsOf(kept)).toHaveLength(1)
  })

  it('a new e-mail address does too', async () => {
    const { user, kept, other, signedIn } = await twoSessions()
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { email: `moved-${user.id}@test.local` },
      user: signedIn,
      overrideAccess: false,
      context: { [ACCOUNT_FLOW]: true },
    })
    expect(await me(other)).toBeNull()
    expect((await me(kept))?.id).toBe(user.id)
    expect(await sessionsOf(kept)).toHaveLength(1)
  })

  it('signing out forgets the session’s record', async () => {
    const { user, kept, other } = await twoSessions()
    const out = await api.rest('POST', '/api/users/logout', { token: other })
    expect(out.status).toBe(200)
    const left = await payload.find({
      collection: 'account-sessions',
      where: { owner: { equals: user.id } },
    })
    expect(left.totalDocs).toBe(1)
    expect((await me(kept))?.id).toBe(user.id)
  })
})
