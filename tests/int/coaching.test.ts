import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { eraseAccount } from '@/lib/privacy/eraseAccount'
import type { Booking } from '@/payload-types'

import type { Mailbox } from '../helpers/mailbox'

import type { PayloadApi } from './api'
import { coachWithHours, daysAheadAt, runMailQueue, startedAgo } from './bookingSetup'
import { openForFile } from './openForFile'
import { createSignedInUser, type SignedInUser } from './payload'

/**
 * A coach's own account on every door: it reads and marks its coach's sessions and nobody else's,
 * changes only their status (held or missed once started, cancelled before), sets its coach's
 * hours and no other coach's, and hears of bookings itself, in its own language.
 */
let payload: Payload
let api: PayloadApi
let mailbox: Mailbox
openForFile(['api', 'mailbox'], (opened) => ({ payload, api, mailbox } = opened))

let coach: number
let otherCoach: number
let coachAccount: SignedInUser
let student: SignedInUser
let otherStudent: SignedInUser

const link = (id: number, account: number) =>
  payload.update({ collection: 'coaches', id, data: { account, _status: 'published' } as never })

/** A free consultation booked by `as` (one per coach and student: others are new students). */
const book = async (as: SignedInUser | null, startsAt: Date, withCoach = coach) =>
  payload.create({
    collection: 'bookings',
    data: {
      coach: withCoach,
      startsAt: startsAt.toISOString(),
      topic: 'Essays',
      studentTimeZone: 'Asia/Shanghai',
      locale: 'zh',
    } as never,
    user: (as ?? (await createSignedInUser(payload, ['student']))).user,
    overrideAccess: false,
  })

const asCoach = (id: number, data: Partial<Booking>) =>
  api.rest('PATCH', `/api/bookings/${id}?locale=zh`, { token: coachAccount.token, body: data })

beforeAll(async () => {
  coach = await coachWithHours(payload)
  otherCoach = await coachWithHours(payload)
  coachAccount = await createSignedInUser(payload, ['coach'])
  await payload.update({
    collection: 'users',
    id: coachAccount.user.id,
    data: { preferredLocale: 'zh' },
  })
  await link(coach, coachAccount.user.id)
  student = await createSignedInUser(payload, ['student'])
  await payload.update({
    collection: 'users',
    id: student.user.id,
    data: { firstName: 'Mei', lastName: 'Lin' },
  })
  student = { ...student, user: { ...student.user, firstName: 'Mei', lastName: 'Lin' } }
  otherStudent = await createSignedInUser(payload, ['student'])
}, 60_000)

describe("a coach's account", () => {
  it("reads its coach's sessions with the student's name, and no other coach's, over REST and GraphQL", async () => {
    const mine = await book(student, daysAheadAt(2, 9))
    const theirs = await book(otherStudent, daysAheadAt(2, 9), otherCoach)
    const listed = await (
      await api.rest('GET', '/api/bookings?limit=100&depth=0', { token: coachAccount.token })
    ).json()
    const ids = listed.docs.map((doc: Booking) => doc.id)
    expect(ids).toContain(mine.id)
    expect(ids).not.toContain(theirs.id)
    expect(listed.docs.find((doc: Booking) => doc.id === mine.id).studentName).toBe('Mei Lin')
    const other = await api.rest('GET', `/api/bookings/${theirs.id}`, { token: coachAccount.token })
    expect(other.status).toBe(404)
    const graphql = await api.graphqlAnswer<{ data: { Bookings: { docs: { id: number }[] } } }>(
      '{ Bookings(limit: 100) { docs { id } } }',
      { token: coachAccount.token },
    )
    const seen = graphql.data.Bookings.docs.map((doc) => doc.id)
    expect(seen).toContain(mine.id)
    expect(seen).not.toContain(theirs.id)
    // The student cannot read the link between the coach and its account.
    const profile = await (
      await api.rest('GET', `/api/coaches/${coach}?depth=0`, { token: student.token })
    ).json()
    expect(profile.account).toBeUndefined()
  })

  it('marks a started session held or missed, but not one to come; changes nothing but the status', async () => {
    const upcomingOwner = await createSignedInUser(payload, ['student'])
    const upcoming = await book(upcomingOwner, daysAheadAt(3, 9))
    const early = await asCoach(upcoming.id, { status: 'held' })
    expect(early.status).toBe(400)
    expect(JSON.stringify(await early.json())).toContain('课程开始后才能标记为已进行或未出席')

    const moving = await asCoach(upcoming.id, { startsAt: daysAheadAt(3, 10).toISOString() })
    expect(moving.status).toBe(403)
    expect(JSON.stringify(await moving.json())).toContain('您只能将课程标记为已进行或未出席')
    const retitled = await asCoach(upcoming.id, { topic: 'Something else' })
    expect(retitled.status).toBe(403)

    const started = await book(null, daysAheadAt(3, 11))
    await startedAgo(payload, started, 40)
    const held = await asCoach(started.id, { status: 'held' })
    expect(held.status).toBe(200)
    expect((await held.json()).doc.status).toBe('held')
    // Nor may the student mark their own session.
    const byStudent = await payload
      .update({
        collection: 'bookings',
        id: upcoming.id,
        data: { status: 'no-show' },
        user: upcomingOwner.user,
        overrideAccess: false,
      })
      .catch((error: { status: number }) => error.status)
    expect(byStudent).toBe(400)
  })

  it("cancels an upcoming session whatever the students' deadline (the student is told), but not a started one", async () => {
    // A coach with hours round the clock: a session in three hours, inside the students'
    // 24-hour deadline, which the coach's account may still cancel.
    const allDay = await coachWithHours(payload, {
      weekly: (['1', '2', '3', '4', '5', '6', '7'] as const).map((weekday) => ({
        weekday,
        start: '00:00',
        end: '24:00',
      })),
    })
    const allDayAccount = await createSignedInUser(payload, ['coach'])
    await link(allDay, allDayAccount.user.id)
    const halfHour = 1_800_000
    const inThreeHours = new Date(Math.ceil((Date.now() + 3 * 3_600_000) / halfHour) * halfHour)
    const soon = await book(student, inThreeHours, allDay)
    const byStudent = await payload
      .update({
        collection: 'bookings',
        id: soon.id,
        data: { status: 'cancelled' },
        user: student.user,
        overrideAccess: false,
      })
      .catch((error: { status: number }) => error.status)
    expect(byStudent).toBe(409)
    const cancelled = await api.rest('PATCH', `/api/bookings/${soon.id}`, {
      token: allDayAccount.token,
      body: { status: 'cancelled' },
    })
    expect(cancelled.status).toBe(200)
    await runMailQueue(payload)
    expect(
      mailbox.messages.some(
        (mail) => mail.envelopeTo.includes(student.user.email) && /已取消/.test(mail.subject ?? ''),
      ),
    ).toBe(true)

    const started = await book(null, daysAheadAt(4, 11))
    await startedAgo(payload, started, 200)
    const late = await asCoach(started.id, { status: 'cancelled' })
    expect(late.status).toBe(400)
    expect(JSON.stringify(await late.json())).toContain('已开始的课程无法取消')
  })

  it('is mailed of a booking itself, in its language, instead of the staff inbox', async () => {
    const before = mailbox.messages.length
    await book(null, daysAheadAt(5, 9))
    await runMailQueue(payload)
    const fresh = mailbox.messages.slice(before)
    const toCoach = fresh.find((mail) => mail.envelopeTo.includes(coachAccount.user.email))
    expect(toCoach?.subject).toMatch(/^新课程：/)
    expect(toCoach?.text).toContain('/zh/user/coaching')
    expect(
      fresh.some((mail) => /New booking \/ 新预约|New booking:/.test(mail.subject ?? '')),
    ).toBe(false)
  })

  it("sets its coach's hours and no other coach's, on every door", async () => {
    const [mine] = (
      await payload.find({ collection: 'availabilities', where: { coach: { equals: coach } } })
    ).docs
    const [theirs] = (
      await payload.find({ collection: 'availabilities', where: { coach: { equals: otherCoach } } })
    ).docs
    const saved = await api.rest('PATCH', `/api/availabilities/${mine!.id}?locale=zh`, {
      token: coachAccount.token,
      body: { bufferMinutes: 30 },
    })
    expect(saved.status).toBe(200)
    expect((await saved.json()).doc.bufferMinutes).toBe(30)

    const other = await api.rest('PATCH', `/api/availabilities/${theirs!.id}?locale=zh`, {
      token: coachAccount.token,
      body: { bufferMinutes: 0 },
    })
    expect(other.status).toBe(403)
    // Nor by moving its own record to another coach.
    const moved = await api.rest('PATCH', `/api/availabilities/${mine!.id}?locale=zh`, {
      token: coachAccount.token,
      body: { coach: otherCoach },
    })
    expect(moved.status).toBe(403)
    expect(JSON.stringify(await moved.json())).toContain(
      '您只能设置自己的导师资料或本机构服务顾问的可预约时间',
    )
    // A student cannot set anyone's hours.
    const byStudent = await api.rest('PATCH', `/api/availabilities/${mine!.id}`, {
      token: student.token,
      body: { bufferMinutes: 0 },
    })
    expect(byStudent.status).toBe(403)
    // Bad hours are refused in the account's words, as the form says them.
    const bad = await api.rest('PATCH', `/api/availabilities/${mine!.id}?locale=zh`, {
      token: coachAccount.token,
      body: { weekly: [{ weekday: '1', start: '18:00', end: '09:00' }] },
    })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(await bad.json())).toContain('结束时间必须晚于开始时间')
  })

  it('without a linked profile reads no bookings and sets no hours', async () => {
    const unlinked = await createSignedInUser(payload, ['coach'])
    const listed = await (
      await api.rest('GET', '/api/bookings?limit=100', { token: unlinked.token })
    ).json()
    expect(listed.docs).toEqual([])
    const created = await api.rest('POST', '/api/availabilities', {
      token: unlinked.token,
      body: { coach, timeZone: 'UTC', weekly: [] },
    })
    expect(created.status).toBe(403)
  })

  it('keeps a coach who has bookings (deleting refused in the editor’s language), and deletes one without along with their hours', async () => {
    const editor = await createSignedInUser(payload, ['editor'])
    const refused = await api.rest('DELETE', `/api/coaches/${coach}?locale=zh`, {
      token: editor.token,
    })
    expect(refused.status).toBe(409)
    expect(JSON.stringify(await refused.json())).toContain('该导师已有预约，无法删除资料')

    const unbooked = await coachWithHours(payload)
    const deleted = await api.rest('DELETE', `/api/coaches/${unbooked}`, { token: editor.token })
    expect(deleted.status).toBe(200)
    const hours = await payload.count({
      collection: 'availabilities',
      where: { coach: { equals: unbooked } },
    })
    expect(hours.totalDocs).toBe(0)
  })

  it('is told when an upcoming session goes with its student’s erased account, with the invite’s CANCEL', async () => {
    const leaving = await createSignedInUser(payload, ['student'])
    const booking = await book(leaving, daysAheadAt(7, 9))
    await runMailQueue(payload)
    const before = mailbox.messages.length
    await eraseAccount(payload, leaving.user.id)
    await runMailQueue(payload)
    const told = mailbox.messages
      .slice(before)
      .find((mail) => mail.envelopeTo.includes(coachAccount.user.email))
    expect(told?.subject).toMatch(/^已取消：/)
    expect(told?.text).not.toContain(leaving.user.email)
    const part = told!.attachments.find((a) => a.mimeType.startsWith('text/calendar'))!
    const ics =
      typeof part.content === 'string' ? part.content : new TextDecoder().decode(part.content)
    expect(ics).toContain('METHOD:CANCEL')
    expect(ics).toContain(`UID:booking-${booking.id}@`)
    // Nothing is sent to the erased address.
    expect(
      mailbox.messages.slice(before).some((m) => m.envelopeTo.includes(leaving.user.email)),
    ).toBe(false)
  })
})
