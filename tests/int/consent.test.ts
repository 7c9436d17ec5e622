import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startRegistration } from '@/lib/accounts/registration'
import { mustAcceptPolicies } from '@/lib/consent/acceptance'
import { currentPolicyVersions } from '@/lib/consent/record'
import { lexicalFromBlocks } from '@/lib/richtext/fromBlocks'
import type { Consent } from '@/payload-types'

import { bachelorStudent } from '../helpers/memberDetails'

import type { PayloadApi } from './api'
import { jpegFile } from './files'
import { openForFile } from './openForFile'
import { createSignedInUser } from './payload'

/** Consent on every door: registration, a new policy version, the ID photo, a guardian, news mail. */
let payload: Payload
let api: PayloadApi
openForFile(['api', 'mailbox'], (opened) => ({ payload, api } = opened))

const run = Date.now().toString(36)
const policies = ['privacy-policy', 'terms-of-use'] as const
let before: Awaited<ReturnType<typeof currentPolicyVersions>>

const publish = (slug: (typeof policies)[number], version: string) =>
  payload.updateGlobal({
    slug,
    data: {
      title: slug,
      version,
      effectiveDate: '2026-11-27T12:00:00.000Z',
      body: lexicalFromBlocks([{ p: 'Text.' }]),
    },
  })

beforeAll(async () => {
  before = await currentPolicyVersions(payload)
  for (const slug of policies) await publish(slug, `t-${run}`)
})
// Other files keep the versions they found (none in an empty database: these stay, harmlessly).
afterAll(async () => {
  for (const slug of policies) if (before[slug]) await publish(slug, before[slug])
})

const consentsOf = async (owner: number) =>
  (
    await payload.find({
      collection: 'consents',
      where: { owner: { equals: owner } },
      sort: 'createdAt',
      depth: 0,
    })
  ).docs as Consent[]
const auditedConsents = async (member: number) =>
  (
    await payload.find({
      collection: 'audit-entries',
      where: { member: { equals: member }, event: { in: ['consent-given', 'consent-withdrawn'] } },
      sort: 'createdAt',
      depth: 0,
    })
  ).docs.map((entry) => entry.event)

describe('the terms and privacy policy', () => {
  it('are accepted at registration with their versions, the time and the page’s language', async () => {
    const email = `consent-${run}@test.local`
    const started = await startRegistration(
      payload,
      {
        email,
        password: 'Passw0rdOk',
        firstName: 'Mei',
        lastName: 'Lin',
        role: 'student',
        acceptPolicies: true,
      },
      'zh',
    )
    expect(started.ok).toBe(true)
    const account = (
      await payload.find({ collection: 'users', where: { email: { equals: email } } })
    ).docs[0]!
    const [consent] = await consentsOf(account.id)
    expect(consent).toMatchObject({
      purpose: 'policies',
      privacyVersion: `t-${run}`,
      termsVersion: `t-${run}`,
      locale: 'zh',
    })
    expect(Date.now() - Date.parse(consent!.createdAt)).toBeLessThan(60_000)
    expect(await auditedConsents(account.id)).toEqual(['consent-given'])
  })

  it('are asked again when a version changes, until the member accepts it (REST door), once', async () => {
    const member = await createSignedInUser(payload, ['student'])
    const accept = () =>
      api.rest('POST', '/api/consents/accept-policies?locale=zh', { token: member.token })
    expect(await mustAcceptPolicies(payload, member.user)).toBe(true)
    expect((await accept()).status).toBe(200)
    expect(await mustAcceptPolicies(payload, member.user)).toBe(false)

    await publish('terms-of-use', `t2-${run}`)
    try {
      expect(await mustAcceptPolicies(payload, member.user)).toBe(true)
      // Twenty at once (a double click, several tabs): every one answered, none a server error.
      const answers = await Promise.all(Array.from({ length: 20 }, accept))
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200))
      expect(await mustAcceptPolicies(payload, member.user)).toBe(false)
      const accepted = await consentsOf(member.user.id)
      expect(accepted.filter((consent) => consent.termsVersion === `t2-${run}`)).toHaveLength(1)
      expect(accepted.at(-1)).toMatchObject({ termsVersion: `t2-${run}`, locale: 'zh' })
      // Accepting what is accepted records nothing more.
      expect((await accept()).status).toBe(200)
      expect((await consentsOf(member.user.id)).length).toBe(accepted.length)
    } finally {
      await publish('terms-of-use', `t-${run}`)
    }
    const staff = await createSignedInUser(payload, ['editor'])
    expect(await mustAcceptPolicies(payload, staff.user)).toBe(false)
    expect(
      (await api.rest('POST', '/api/consents/accept-policies', { token: staff.token })).status,
    ).toBe(403)
    expect((await api.rest('POST', '/api/consents/accept-policies')).status).toBe(403)
  })

  it('are never written, changed or removed by a member over REST or GraphQL', async () => {
    const member = await createSignedInUser(payload, ['student'])
    await api.rest('POST', '/api/consents/accept-policies', { token: member.token })
    const [consent] = await consentsOf(member.user.id)
    const forged = await api.rest('POST', '/api/consents', {
      token: member.token,
      body: { owner: member.user.id, purpose: 'news-mail' },
    })
    expect(forged.status).toBe(403)
    const changed = await api.rest('PATCH', `/api/consents/${consent!.id}`, {
      token: member.token,
      body: { privacyVersion: 'forged' },
    })
    expect(changed.status).toBe(403)
    expect(
      (await api.rest('DELETE', `/api/consents/${consent!.id}`, { token: member.token })).status,
    ).toBe(403)
    expect((await consentsOf(member.user.id))[0]!.privacyVersion).toBe(`t-${run}`)
  })
})

describe('the ID photo', () => {
  const submit = async (student: Record<string, unknown>, locale = 'en') => {
    const member = await createSignedInUser(payload, ['student'])
    const photo = await payload.create({
      collection: 'certification-documents',
      data: { owner: member.user.id },
      file: await jpegFile('student-id.jpg', 600, 400, '#224466'),
      user: member.user,
      overrideAccess: false,
    })
    const answer = await api.rest('POST', `/api/certifications?locale=${locale}`, {
      token: member.token,
      body: {
        type: 'student',
        student: { realName: 'Lin Mei', ...bachelorStudent, studentIdPhoto: photo.id, ...student },
      },
    })
    return { member, answer, body: (await answer.json()) as Record<string, unknown> }
  }
  const fieldMessages = (body: Record<string, unknown>) =>
    (
      body.errors as { data?: { errors?: { path: string; message: string }[] } }[]
    )[0]!.data!.errors!.map(({ path, message }) => `${path}: ${message}`)

  it('needs its own consent to be sent for review, on REST as on the form', async () => {
    const { member, answer, body } = await submit({ idPhotoConsent: false }, 'zh')
    expect(answer.status).toBe(400)
    expect(fieldMessages(body)).toEqual(['student.idPhotoConsent: 同意使用证件照片为必填项。'])
    expect(await consentsOf(member.user.id)).toEqual([])
  })

  it('keeps the consent, and a guardian’s for an applicant under 14, when it is sent', async () => {
    const young = await submit({ under14: true, guardianName: '', guardianContact: '' })
    expect(young.answer.status).toBe(400)
    expect(fieldMessages(young.body)).toEqual([
      'student.guardianName: Parent’s or guardian’s name is required.',
      'student.guardianContact: Parent’s or guardian’s phone or e-mail is required.',
    ])
    const { member, answer, body } = await submit({
      under14: true,
      guardianName: '林国强',
      guardianContact: '+86 138 0000 0000',
    })
    expect(answer.status).toBe(201)
    const certification = (body.doc as { id: number }).id
    const kept = (await consentsOf(member.user.id)).map(
      ({ purpose, certification: cert, guardianName, guardianContact }) => ({
        purpose,
        cert,
        guardianName,
        guardianContact,
      }),
    )
    expect(kept).toEqual([
      { purpose: 'id-photo', cert: certification, guardianName: null, guardianContact: null },
      {
        purpose: 'guardian',
        cert: certification,
        guardianName: '林国强',
        guardianContact: '+86 138 0000 0000',
      },
    ])
    expect(await auditedConsents(member.user.id)).toEqual(['consent-given', 'consent-given'])
  })
})

describe('news by e-mail', () => {
  it('is an optional consent the member gives and withdraws with the setting, both audited', async () => {
    const member = await createSignedInUser(payload, ['student'])
    const set = (notifyNews: boolean) =>
      payload.update({
        collection: 'users',
        id: member.user.id,
        data: { notifyNews },
        user: member.user,
        overrideAccess: false,
        locale: 'zh',
      })
    await set(true)
    const [given] = await consentsOf(member.user.id)
    expect(given).toMatchObject({ purpose: 'news-mail', withdrawnAt: null })
    await set(false)
    const [withdrawn] = await consentsOf(member.user.id)
    expect(withdrawn!.withdrawnAt).toBeTruthy()
    expect(await auditedConsents(member.user.id)).toEqual(['consent-given', 'consent-withdrawn'])
  })
})
