import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { drizzleFor } from '@/lib/db/transaction'
import type { Booking } from '@/payload-types'

import type { PayloadApi } from './api'
import { coachWithHours, DAY, daysAheadAt, failure, tomorrowAt } from './bookingSetup'
import { openForFile } from './openForFile'
import { createSignedInUser, createUser, type SignedInUser } from './payload'

/**
 * Booking a coach's time on every door: one booking per slot however many ask at once, a time the
 * rules do not offer refused, the database's own constraint behind it, and what a student may
 * change of their booking.
 */
let payload: Payload
let api: PayloadApi
openForFile(['api'], (opened) => ({ payload, api } = opened))

const HOUR = 3_600_000

let coach: number
let student: SignedInUser
let editor: SignedInUser

const book = (user: SignedInUser['user'], startsAt: Date, data: Record<string, unknown> = {}) =>
  payload.create({
    collection: 'bookings',
    data: { coach, startsAt: startsAt.toISOString(), ...data } as never,
    user,
    overrideAccess: false,
    locale: 'zh',
  })

beforeAll(async () => {
  coach = await coachWithHours(payload)
  student = await createSignedInUser(payload, ['student'])
  editor = await createSignedInUser(payload, ['editor'])
}, 60_000)

describe('holding a slot', () => {
  it('gives one of twenty simultaneous requests for a slot the booking; the others hear, in their language, that it was just taken', async () => {
    const students = await Promise.all(
      Array.from({ length: 20 }, () => createUser(payload, ['student'])),
    )
    const start = tomorrowAt(9)
    const outcomes = await Promise.all(students.map(({ user }) => failure(book(user, start))))
    const refusals = outcomes.filter(Boolean)
    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(1)
    expect(refusals).toHaveLength(19)
    for (const refusal of refusals)
      expect(refusal).toEqual({ status: 409, message: '该时间刚刚已被预约，请选择其他时间。' })
    const held = await payload.find({
      collection: 'bookings',
      where: { coach: { equals: coach }, startsAt: { equals: start.toISOString() } },
    })
    expect(held.totalDocs).toBe(1)
    expect(held.docs[0]!.endsAt).toBe(new Date(start.getTime() + 30 * 60_000).toISOString())
    // The end plus the coach's 15 minutes' buffer.
    expect(held.docs[0]!.blockedUntil).toBe(new Date(start.getTime() + 45 * 60_000).toISOString())
  }, 60_000)

  it('refuses an overlapping booking of another length, and a slot inside the buffer, over REST with 409', async () => {
    const start = tomorrowAt(11)
    await book(student.user, start)
    // A package session of an hour from 10:00 (its buffer to 11:15) would overlap the consultation from 11:00.
    const overlapping = await api.rest('POST', '/api/bookings?locale=zh', {
      token: editor.token,
      body: {
        coach,
        kind: 'package-session',
        startsAt: tomorrowAt(10).toISOString(),
      },
    })
    expect(overlapping.status).toBe(409)
    expect(JSON.stringify(await overlapping.json())).toContain('该时间刚刚已被预约')
    // 11:30 is a slot of the rules, but the consultation keeps 11:00–11:45.
    const other = await createSignedInUser(payload, ['student'])
    const inBuffer = await api.rest('POST', '/api/bookings', {
      token: other.token,
      body: { coach, startsAt: tomorrowAt(11, 30).toISOString() },
    })
    expect(inBuffer.status).toBe(409)
    expect(JSON.stringify(await inBuffer.json())).toContain('This time was just taken')
  })

  it('frees a cancelled booking’s slot for the next student', async () => {
    // Two days ahead: beyond the coach's 24-hour deadline whatever the time of day the test runs.
    const start = daysAheadAt(2, 13)
    const first = await createUser(payload, ['student'])
    const booking = await book(first.user, start)
    await payload.update({
      collection: 'bookings',
      id: booking.id,
      data: { status: 'cancelled' },
      user: first.user,
      overrideAccess: false,
    })
    const second = await createUser(payload, ['student'])
    const again = await book(second.user, start)
    expect(again.status).toBe('confirmed')
  })

  it('refuses a time the coach does not offer: off the slots’ steps, outside the hours, too soon', async () => {
    const someone = await createUser(payload, ['student'])
    for (const start of [
      tomorrowAt(14, 10),
      tomorrowAt(20),
      new Date(Math.ceil(Date.now() / 1_800_000) * 1_800_000),
    ]) {
      const refusal = await failure(book(someone.user, start))
      expect(refusal, start.toISOString()).toEqual({
        status: 400,
        message: '该时间不可预约，请从显示的时间中选择。',
      })
    }
  })

  it('keeps the database itself from holding two overlapping times of one coach', async () => {
    const start = tomorrowAt(15)
    await book((await createUser(payload, ['student'])).user, start)
    const db = await drizzleFor({ payload, transactionID: undefined })
    const insert = db.execute(sql`
      INSERT INTO bookings (owner_id, coach_id, starts_at, ends_at, blocked_until)
      VALUES (${student.user.id}, ${coach}, ${new Date(start.getTime() + 10 * 60_000).toISOString()},
              ${new Date(start.getTime() + 40 * 60_000).toISOString()},
              ${new Date(start.getTime() + 55 * 60_000).toISOString()})`)
    await expect(insert).rejects.toMatchObject({ cause: { code: '23P01' } })
  })

  it('lets a student hold one free consultation per coach', async () => {
    const someone = await createUser(payload, ['student'])
    await book(someone.user, tomorrowAt(16))
    expect(await failure(book(someone.user, tomorrowAt(17)))).toEqual({
      status: 409,
      message: '您已预约过该导师的免费咨询。',
    })
  })
})

describe('the slots', () => {
  it('lists the free slots in UTC, without the taken ones, and refuses a bad range in the visitor’s language', async () => {
    const from = tomorrowAt(0).toISOString()
    const to = tomorrowAt(23, 59).toISOString()
    const answer = await api.rest(
      'GET',
      `/api/availabilities/slots?coach=${coach}&from=${from}&to=${to}`,
    )
    expect(answer.status).toBe(200)
    const { timeZone, minutes, slots } = (await answer.json()) as {
      timeZone: string
      minutes: number
      slots: string[]
    }
    expect({ timeZone, minutes }).toEqual({ timeZone: 'UTC', minutes: 30 })
    expect(slots[0]).toBe(tomorrowAt(8).toISOString())
    // 09:00 was booked (to 09:45): 08:30 would end at 09:00 plus its buffer, so it goes too.
    expect(slots).not.toContain(tomorrowAt(9).toISOString())
    expect(slots).not.toContain(tomorrowAt(8, 30).toISOString())
    expect(slots).toContain(tomorrowAt(10).toISOString())
    expect(slots).not.toContain(tomorrowAt(11).toISOString())

    for (const query of [
      `coach=${coach}&from=${from}&to=${new Date(Date.now() + 90 * DAY).toISOString()}`,
      `coach=x`,
      `coach=${coach}&from=yesterday`,
    ]) {
      const bad = await api.rest('GET', `/api/availabilities/slots?${query}&locale=zh`)
      expect(bad.status, query).toBe(400)
      expect(JSON.stringify(await bad.json())).toContain('请指定导师及不超过六周的时间段')
    }
  })

  it('offers a student moving their booking its own time and the times beside it, and nobody else', async () => {
    const mover = await createSignedInUser(payload, ['student'])
    const start = daysAheadAt(6, 12)
    const booking = await book(mover.user, start)
    const window = `from=${daysAheadAt(6, 11).toISOString()}&to=${daysAheadAt(6, 14).toISOString()}`
    const listed = async (query: string, token?: string) =>
      (
        (await (await api.rest('GET', `/api/availabilities/slots?${query}`, { token })).json()) as {
          slots: string[]
        }
      ).slots
    const beside = daysAheadAt(6, 12, 30).toISOString()
    const moving = await listed(`coach=${coach}&${window}&except=${booking.id}`, mover.token)
    expect(moving).toContain(start.toISOString())
    expect(moving).toContain(beside)
    // Without it, or asked by someone else, the booking holds its time (and its buffer's).
    for (const token of [undefined, student.token]) {
      const others = await listed(`coach=${coach}&${window}&except=${booking.id}`, token)
      expect(others).not.toContain(start.toISOString())
      expect(others).not.toContain(beside)
    }
    // And the move itself is accepted.
    const moved = await payload.update({
      collection: 'bookings',
      id: booking.id,
      data: { startsAt: beside },
      user: mover.user,
      overrideAccess: false,
    })
    expect(moved.startsAt).toBe(beside)
  })

  it('refuses hours the engine cannot read, with the field’s message in the editor’s language', async () => {
    const answer = await api.rest('POST', '/api/availabilities?locale=zh', {
      token: editor.token,
      body: {
        coach: await coachWithoutHours(),
        timeZone: 'Mars/Olympus',
        weekly: [{ weekday: '1', start: '18:00', end: '09:00' }],
      },
    })
    expect(answer.status).toBe(400)
    const text = JSON.stringify(await answer.json())
    expect(text).toContain('请输入时区')
    expect(text).toContain('结束时间必须晚于开始时间')
  })
})

async function coachWithoutHours() {
  return (
    await payload.create({
      collection: 'coaches',
      data: { slug: `no-hours-${Date.now()}`, name: 'No hours', title: 'Coach' } as never,
      draft: true,
    })
  ).id
}

describe('changing a booking', () => {
  let booking: Booking
  let mover: SignedInUser
  beforeAll(async () => {
    mover = await createSignedInUser(payload, ['student'])
    booking = await book(mover.user, daysAheadAt(3, 12))
  })

  it('lets the student move it to another offered time and raises the invite’s sequence', async () => {
    const moved = await payload.update({
      collection: 'bookings',
      id: booking.id,
      data: { startsAt: daysAheadAt(3, 12, 30).toISOString() },
      user: mover.user,
      overrideAccess: false,
    })
    expect(moved.sequence).toBe(1)
    expect(moved.endsAt).toBe(daysAheadAt(3, 13).toISOString())
  })

  it('refuses the student anything else: another coach, a held mark, another student’s booking', async () => {
    const asStudent = (data: Record<string, unknown>) =>
      failure(
        payload.update({
          collection: 'bookings',
          id: booking.id,
          data,
          user: mover.user,
          overrideAccess: false,
          locale: 'zh',
        }),
      )
    expect(await asStudent({ coach: await coachWithHours(payload) })).toMatchObject({ status: 403 })
    expect(await asStudent({ status: 'held' })).toMatchObject({ status: 400 })
    const other = await createSignedInUser(payload, ['student'])
    const answer = await api.rest('PATCH', `/api/bookings/${booking.id}`, {
      token: other.token,
      body: { status: 'cancelled' },
    })
    expect([403, 404]).toContain(answer.status)
  })

  it('refuses a change after the coach’s deadline, and a cancelled booking stays cancelled', async () => {
    const soon = await createUser(payload, ['student'])
    // Hours round the clock, so that two hours from now is always offered.
    const allDay = await coachWithHours(payload, {
      weekly: (['1', '2', '3', '4', '5', '6', '7'] as const).map((weekday) => ({
        weekday,
        start: '00:00',
        end: '24:00',
      })),
    })
    const close = await payload.create({
      collection: 'bookings',
      data: {
        coach: allDay,
        startsAt: new Date(
          Math.ceil((Date.now() + 2 * HOUR) / 1_800_000) * 1_800_000,
        ).toISOString(),
      } as never,
      user: soon.user,
      overrideAccess: false,
    })
    expect(
      await failure(
        payload.update({
          collection: 'bookings',
          id: close.id,
          data: { status: 'cancelled' },
          user: soon.user,
          overrideAccess: false,
          locale: 'zh',
        }),
      ),
    ).toMatchObject({ status: 409, message: expect.stringContaining('已超过导师设定的截止时间') })
    const cancelled = await payload.update({
      collection: 'bookings',
      id: close.id,
      data: { status: 'cancelled' },
      user: editor.user,
      overrideAccess: false,
    })
    expect(cancelled.sequence).toBe(1)
    expect(cancelled.cancelledAt).toBeTruthy()
    expect(
      await failure(
        payload.update({
          collection: 'bookings',
          id: close.id,
          data: { status: 'confirmed' },
          user: editor.user,
          overrideAccess: false,
        }),
      ),
    ).toMatchObject({ status: 409 })
    const audit = await payload.find({
      collection: 'audit-entries',
      where: { event: { equals: 'booking-status' }, targetId: { equals: String(close.id) } },
    })
    expect(audit.totalDocs).toBe(1)
  })
})
