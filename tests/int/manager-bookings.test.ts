import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { drizzleFor } from '@/lib/db/transaction'
import { eraseAccount } from '@/lib/privacy/eraseAccount'
import type { Booking } from '@/payload-types'

import type { Mailbox } from '../helpers/mailbox'

import type { PayloadApi } from './api'
import { daysAheadAt, failure, runMailQueue, startedAgo, testHours } from './bookingSetup'
import { openForFile } from './openForFile'
import { certifiedStanding, createSignedInUser, createUser, type SignedInUser } from './payload'

/**
 * An organisation's service managers are booked like coaches, on every door: the organisation's
 * account sets its own managers' hours (nobody else's), one booking per slot however many ask, a
 * free consultation only; the account reads and marks its managers' sessions and nobody else's;
 * both sides are mailed (the organisation, copied to the manager); a manager with sessions to come
 * stays until they are cancelled, and an erased organisation's students are told.
 */
let payload: Payload
let api: PayloadApi
let mailbox: Mailbox
openForFile(['api', 'mailbox'], (opened) => ({ payload, api, mailbox } = opened))

let organisationAccount: SignedInUser
let otherAccount: SignedInUser
let student: SignedInUser
let manager: number
let otherManager: number

/** A certified organisation shown on the site, run by `owner`, with one service manager. */
async function organisationWithManager(owner: SignedInUser, email: string) {
  await payload.create({
    collection: 'organisations',
    data: {
      owner: owner.user.id,
      name: `Manager test ${owner.user.id}`,
      providerType: 'education-agency',
      showable: true,
      ...certifiedStanding,
    } as never,
  })
  const created = await payload.create({
    collection: 'service-managers',
    data: {
      name: 'Li Na',
      phone: '+86 138 0000 0000',
      email,
      businessAreaCodes: ['study-tour'],
    } as never,
    user: owner.user,
    overrideAccess: false,
    depth: 0,
  })
  return created.id
}

const setHours = (as: SignedInUser, body: Record<string, unknown>) =>
  api.rest('POST', '/api/availabilities?locale=zh', {
    token: as.token,
    body: { ...testHours, ...body },
  })

const book = (user: SignedInUser['user'], startsAt: Date, data: Record<string, unknown> = {}) =>
  payload.create({
    collection: 'bookings',
    data: {
      serviceManager: manager,
      startsAt: startsAt.toISOString(),
      studentTimeZone: 'Asia/Shanghai',
      locale: 'zh',
      ...data,
    } as never,
    user,
    overrideAccess: false,
    locale: 'zh',
  })

beforeAll(async () => {
  organisationAccount = await createSignedInUser(payload, ['institution'])
  await payload.update({
    collection: 'users',
    id: organisationAccount.user.id,
    data: { preferredLocale: 'zh' },
  })
  otherAccount = await createSignedInUser(payload, ['school'])
  student = await createSignedInUser(payload, ['student'])
  manager = await organisationWithManager(organisationAccount, 'li.na@manager.test')
  otherManager = await organisationWithManager(otherAccount, 'other@manager.test')
}, 60_000)

afterAll(async () => {
  const managers = { serviceManager: { in: [manager, otherManager] } }
  await payload.delete({ collection: 'bookings', where: managers })
  await payload.delete({ collection: 'availabilities', where: managers })
})

describe('a service manager’s hours', () => {
  it('are set by the organisation’s account for its own manager only, over REST', async () => {
    expect((await setHours(otherAccount, { serviceManager: manager })).status).toBe(403)
    expect((await setHours(student, { serviceManager: manager })).status).toBe(403)
    const both = await setHours(organisationAccount, { serviceManager: manager, coach: 1 })
    expect(both.status).toBe(400)
    expect(JSON.stringify(await both.json())).toContain('请选择一位导师或一位服务顾问')
    const saved = await setHours(organisationAccount, { serviceManager: manager })
    expect(saved.status).toBe(201)
    const id = ((await saved.json()) as { doc: { id: number } }).doc.id
    // Moved to another organisation's manager: refused, as is the other's account changing it.
    const moved = await api.rest('PATCH', `/api/availabilities/${id}?locale=zh`, {
      token: organisationAccount.token,
      body: { serviceManager: otherManager },
    })
    expect(moved.status).toBe(403)
    expect(JSON.stringify(await moved.json())).toContain('本机构服务顾问')
    const byOther = await api.rest('PATCH', `/api/availabilities/${id}`, {
      token: otherAccount.token,
      body: { bufferMinutes: 0 },
    })
    expect([403, 404]).toContain(byOther.status)
    expect((await setHours(otherAccount, { serviceManager: otherManager })).status).toBe(201)
  })

  it('give the slots the public API lists, for one host at a time', async () => {
    const from = daysAheadAt(1, 0).toISOString()
    const slots = await api.rest(
      'GET',
      `/api/availabilities/slots?serviceManager=${manager}&from=${encodeURIComponent(from)}`,
    )
    const answer = (await slots.json()) as { timeZone: string; slots: string[] }
    expect(answer.timeZone).toBe('UTC')
    expect(answer.slots).toContain(daysAheadAt(1, 9).toISOString())
    const both = await api.rest(
      'GET',
      `/api/availabilities/slots?serviceManager=${manager}&coach=${manager}`,
    )
    expect(both.status).toBe(400)
  })
})

describe('booking a service manager', () => {
  it('gives one of twenty simultaneous requests for a slot the booking; the others hear it was just taken', async () => {
    const students = await Promise.all(
      Array.from({ length: 20 }, () => createUser(payload, ['student'])),
    )
    const start = daysAheadAt(2, 9)
    const outcomes = await Promise.all(students.map(({ user }) => failure(book(user, start))))
    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(1)
    const refusals = outcomes.filter(Boolean)
    expect(refusals).toHaveLength(19)
    for (const refusal of refusals)
      expect(refusal).toEqual({ status: 409, message: '该时间刚刚已被预约，请选择其他时间。' })
    // The database holds it too: an overlapping row of the same manager is refused.
    const db = await drizzleFor({ payload, transactionID: undefined })
    const insert = db.execute(sql`
      INSERT INTO bookings (owner_id, service_manager_id, starts_at, ends_at, blocked_until)
      VALUES (${student.user.id}, ${manager}, ${new Date(start.getTime() + 10 * 60_000).toISOString()},
              ${new Date(start.getTime() + 40 * 60_000).toISOString()},
              ${new Date(start.getTime() + 55 * 60_000).toISOString()})`)
    await expect(insert).rejects.toMatchObject({ cause: { code: '23P01' } })
  }, 60_000)

  it('is a free consultation only, with one host, kept', async () => {
    const someone = await createUser(payload, ['student'])
    expect(
      await failure(book(someone.user, daysAheadAt(2, 11), { kind: 'package-session' })),
    ).toEqual({ status: 400, message: '服务顾问只提供免费咨询。' })
    const booking = await book(someone.user, daysAheadAt(2, 12))
    const moved = await api.rest('PATCH', `/api/bookings/${booking.id}?locale=zh`, {
      token: organisationAccount.token,
      body: { serviceManager: otherManager },
    })
    expect(moved.status).toBeGreaterThanOrEqual(400)
    expect(moved.status).toBeLessThan(500)
  })

  it('mails the student in their language and the organisation, copied to the manager', async () => {
    const before = mailbox.messages.length
    const booked = await book(student.user, daysAheadAt(3, 9))
    await runMailQueue(payload)
    const fresh = mailbox.messages.slice(before)
    const toStudent = fresh.find((mail) => mail.envelopeTo.includes(student.user.email))
    expect(toStudent?.subject).toMatch(/Manager test \d+顾问Li Na/)
    const toOrganisation = fresh.find((mail) =>
      mail.envelopeTo.includes(organisationAccount.user.email),
    )
    expect(toOrganisation?.subject).toMatch(/^新课程：/)
    expect(toOrganisation?.text).toContain('/zh/user/cm/sessions')
    expect(toOrganisation?.envelopeTo).toContain('li.na@manager.test')
    expect(booked.status).toBe('confirmed')
  })
})

describe('the organisation’s side of its managers’ sessions', () => {
  it('reads its own managers’ bookings only, on REST and GraphQL', async () => {
    const mine = await api.rest('GET', `/api/bookings?where[serviceManager][equals]=${manager}`, {
      token: organisationAccount.token,
    })
    const docs = ((await mine.json()) as { docs: Booking[] }).docs
    expect(docs.length).toBeGreaterThan(0)
    const others = await api.rest('GET', `/api/bookings?where[serviceManager][equals]=${manager}`, {
      token: otherAccount.token,
    })
    expect(((await others.json()) as { docs: Booking[] }).docs).toHaveLength(0)
    const graph = await api.graphqlAnswer<{ data: { Bookings: { docs: unknown[] } } }>(
      `{ Bookings(where: { serviceManager: { equals: ${manager} } }) { docs { id } } }`,
      { token: otherAccount.token },
    )
    expect(graph.data.Bookings.docs).toHaveLength(0)
  })

  it('marks a started session held, cancels one to come, and changes nothing else', async () => {
    const someone = await createUser(payload, ['student'])
    const started = await book(someone.user, daysAheadAt(4, 9))
    await startedAgo(payload, started, 120)
    const held = await api.rest('PATCH', `/api/bookings/${started.id}`, {
      token: organisationAccount.token,
      body: { status: 'held' },
    })
    expect(held.status).toBe(200)
    const other = await createUser(payload, ['student'])
    const coming = await book(other.user, daysAheadAt(4, 11))
    const retimed = await api.rest('PATCH', `/api/bookings/${coming.id}?locale=zh`, {
      token: organisationAccount.token,
      body: { startsAt: daysAheadAt(4, 13).toISOString() },
    })
    expect(retimed.status).toBe(403)
    const byOther = await api.rest('PATCH', `/api/bookings/${coming.id}`, {
      token: otherAccount.token,
      body: { status: 'cancelled' },
    })
    expect([403, 404]).toContain(byOther.status)
    const cancelled = await api.rest('PATCH', `/api/bookings/${coming.id}`, {
      token: organisationAccount.token,
      body: { status: 'cancelled' },
    })
    expect(cancelled.status).toBe(200)
  })

  it('may write to a student from a session booked with its manager', async () => {
    const conversation = await api.rest('POST', '/api/conversations', {
      token: organisationAccount.token,
      body: {
        organisation: (
          await payload.find({
            collection: 'organisations',
            where: { owner: { equals: organisationAccount.user.id } },
            limit: 1,
          })
        ).docs[0]!.id,
        student: student.user.id,
        about: {
          booking: (
            await payload.find({
              collection: 'bookings',
              where: { owner: { equals: student.user.id }, serviceManager: { equals: manager } },
              limit: 1,
            })
          ).docs[0]!.id,
        },
      },
    })
    expect(conversation.status).toBe(201)
  })

  it('keeps a manager with sessions to come; an erased organisation’s students are told', async () => {
    const refused = await api.rest('DELETE', `/api/service-managers/${manager}?locale=zh`, {
      token: organisationAccount.token,
    })
    expect(refused.status).toBe(409)
    expect(JSON.stringify(await refused.json())).toContain('该服务顾问还有即将进行的咨询')

    const before = mailbox.messages.length
    await eraseAccount(payload, organisationAccount.user.id)
    await runMailQueue(payload)
    const { docs } = await payload.find({
      collection: 'bookings',
      where: { owner: { equals: student.user.id } },
      depth: 0,
    })
    expect(docs.length).toBeGreaterThan(0)
    for (const booking of docs) {
      expect(booking.status).toBe('cancelled')
      expect(booking.serviceManager ?? null).toBeNull()
    }
    expect(
      mailbox.messages
        .slice(before)
        .some(
          (mail) =>
            mail.envelopeTo.includes(student.user.email) && /已取消/.test(mail.subject ?? ''),
        ),
    ).toBe(true)
    expect(
      (
        await payload.find({
          collection: 'availabilities',
          where: { serviceManager: { equals: manager } },
        })
      ).totalDocs,
    ).toBe(0)
  })
})
