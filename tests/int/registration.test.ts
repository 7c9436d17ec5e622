import { Forbidden, type Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { MAX_CODE_ATTEMPTS } from '@/lib/accounts/codeRules'
import {
  resendRegistrationCode,
  startRegistration,
  verifyRegistration,
} from '@/lib/accounts/registration'

import type { Mailbox } from '../helpers/mailbox'

import { openForFile } from './openForFile'
import { createUser } from './payload'

let payload: Payload
let mailbox: Mailbox
openForFile(['mailbox'], (opened) => ({ payload, mailbox } = opened))
const run = Date.now().toString(36)
const member = (tag: string) => ({
  email: `Reg-${tag}-${run}@Test.local`,
  password: 'Passw0rdOk',
  firstName: 'Mei',
  lastName: 'Lin',
  role: 'student' as const,
  acceptPolicies: true as const,
})
const codeIn = (text: string | undefined) => text?.match(/\b(\d{6})\b/)?.[1]

/** Moves the stored code's clock, as if time had passed. */
const age = async (email: string, data: { sentAt?: string; expiresAt?: string }) => {
  const { docs } = await payload.find({
    collection: 'verification-codes',
    where: { email: { equals: email.toLowerCase() } },
  })
  await payload.update({ collection: 'verification-codes', id: docs[0]!.id, data })
}

describe('registration with a 6-digit e-mail code', () => {
  it('creates the account unverified, mails a code in the visitor’s language, and verifies it once', async () => {
    const m = member('zh')
    const started = await startRegistration(payload, m, 'zh')
    expect(started).toMatchObject({ ok: true, resendInSeconds: 60 })
    const mail = await mailbox.waitFor((x) => x.envelopeTo.includes(m.email.toLowerCase()))
    expect(mail.subject).toMatch(/^\d{6} 是您的育桥教育验证码$/)
    const code = codeIn(mail.text)!
    const user = (
      await payload.find({
        collection: 'users',
        where: { email: { equals: m.email.toLowerCase() } },
      })
    ).docs[0]!
    expect(user).toMatchObject({
      emailVerified: false,
      roles: ['student'],
      preferredLocale: 'zh',
      firstName: 'Mei',
    })

    expect(await verifyRegistration(payload, m.email, code)).toEqual({ ok: true, userId: user.id })
    expect((await payload.findByID({ collection: 'users', id: user.id })).emailVerified).toBe(true)
    // Single use.
    expect(await verifyRegistration(payload, m.email, code)).toEqual({
      ok: false,
      error: 'codeWrong',
    })
  })

  it('stores only a hash that nobody can read over the API', async () => {
    const m = member('hash')
    await startRegistration(payload, m, 'en')
    const code = codeIn(
      (await mailbox.waitFor((x) => x.envelopeTo.includes(m.email.toLowerCase()))).text,
    )!
    const stored = (
      await payload.find({
        collection: 'verification-codes',
        where: { email: { equals: m.email.toLowerCase() } },
      })
    ).docs[0]!
    expect(JSON.stringify(stored)).not.toContain(code)
    const { user } = await createUser(payload, ['student'])
    const { user: admin } = await createUser(payload, ['admin'])
    await expect(
      payload.find({ collection: 'verification-codes', overrideAccess: false }),
    ).rejects.toBeInstanceOf(Forbidden)
    await expect(
      payload.find({ collection: 'verification-codes', user, overrideAccess: false }),
    ).rejects.toBeInstanceOf(Forbidden)
    await expect(
      payload.find({ collection: 'verification-codes', user: admin, overrideAccess: false }),
    ).rejects.toBeInstanceOf(Forbidden)
  })

  it('refuses an expired code and, after 5 wrong tries, even the right one', async () => {
    const m = member('tries')
    await startRegistration(payload, m, 'en')
    const code = codeIn(
      (await mailbox.waitFor((x) => x.envelopeTo.includes(m.email.toLowerCase()))).text,
    )!
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++)
      expect(await verifyRegistration(payload, m.email, wrong)).toEqual({
        ok: false,
        error: 'codeWrong',
      })
    expect(await verifyRegistration(payload, m.email, code)).toEqual({
      ok: false,
      error: 'codeTooMany',
    })

    await age(m.email, { sentAt: new Date(Date.now() - 61_000).toISOString() })
    expect(await resendRegistrationCode(payload, m.email, 'en')).toMatchObject({ ok: true })
    const mails = () => mailbox.messages.filter((x) => x.envelopeTo.includes(m.email.toLowerCase()))
    await expect.poll(() => mails().length).toBe(2)
    const fresh = codeIn(mails()[1]!.text)!
    await age(m.email, { expiresAt: new Date(Date.now() - 1000).toISOString() })
    expect(await verifyRegistration(payload, m.email, fresh)).toEqual({
      ok: false,
      error: 'codeExpired',
    })
  })

  it('sends a new code only 60 seconds after the last one', async () => {
    const m = member('resend')
    await startRegistration(payload, m, 'en')
    const again = await resendRegistrationCode(payload, m.email, 'en')
    expect(again).toMatchObject({ ok: false, error: 'tooSoon' })
    expect(
      again.ok === false && again.error === 'tooSoon' && again.retryAfterSeconds,
    ).toBeGreaterThan(55)
  })

  it('answers the same for an address that already has an account, and tells its owner instead', async () => {
    const { email } = await createUser(payload, ['employer'])
    const before = (
      await payload.find({ collection: 'users', where: { email: { equals: email } } })
    ).docs[0]!
    const started = await startRegistration(
      payload,
      { ...member('taken'), email, role: 'school', acceptPolicies: true },
      'en',
    )
    expect(started).toEqual({ ok: true, resendInSeconds: 60 })
    const notice = await mailbox.waitFor((x) => x.envelopeTo.includes(email))
    expect(notice.subject).toMatch(/already|tried to register/i)
    expect(codeIn(notice.text)).toBeUndefined()
    const after = (await payload.find({ collection: 'users', where: { email: { equals: email } } }))
      .docs[0]!
    // Nothing about the existing account changed.
    expect({ roles: after.roles, firstName: after.firstName, updatedAt: after.updatedAt }).toEqual({
      roles: before.roles,
      firstName: before.firstName,
      updatedAt: before.updatedAt,
    })
    expect(await verifyRegistration(payload, email, '123456')).toEqual({
      ok: false,
      error: 'codeWrong',
    })
  })

  it('does not let a member verify themselves or become staff over the API', async () => {
    const m = member('self')
    await startRegistration(payload, m, 'en')
    const user = (
      await payload.find({
        collection: 'users',
        where: { email: { equals: m.email.toLowerCase() } },
      })
    ).docs[0]!
    const updated = await payload.update({
      collection: 'users',
      id: user.id,
      user,
      overrideAccess: false,
      data: { emailVerified: true, roles: ['admin'] },
    })
    expect(updated.emailVerified).toBe(false)
    expect(updated.roles).toEqual(['student'])
  })
})
