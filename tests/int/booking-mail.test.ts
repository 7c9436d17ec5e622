import ICAL from 'ical.js'
import { _internal_jobSystemGlobals, type Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import type { Booking, User } from '@/payload-types'

import type { CapturedMail, Mailbox } from '../helpers/mailbox'

import { coachWithHours, DAY, daysAheadAt } from './bookingSetup'
import { openForFile } from './openForFile'
import { createUser } from './payload'

/**
 * A booking's mails: both sides told with a calendar invite that parses and names the stored
 * time, the same UID with a higher sequence when moved, a CANCEL when cancelled; reminders a day
 * and an hour before, each sent once, none for a cancelled booking.
 */
let payload: Payload
let mailbox: Mailbox
openForFile(['mailbox'], (opened) => ({ payload, mailbox } = opened))

let coach: number
let student: User

const runMailQueue = () => payload.jobs.run({ queue: 'mail', silent: true, limit: 100 })
/** Runs the jobs as if the clock showed `at` (the job system's clock only). */
const runMailQueueAt = async (at: Date) => {
  _internal_jobSystemGlobals.getCurrentDate = () => at
  try {
    await runMailQueue()
  } finally {
    _internal_jobSystemGlobals.getCurrentDate = () => new Date()
  }
}
const mailsTo = (to: string) => mailbox.messages.filter((mail) => mail.envelopeTo.includes(to))

/** The invite of a mail, parsed: its method, and its event's UID, sequence, start and end. */
function inviteOf(mail: CapturedMail) {
  const part = mail.attachments.find((a) => a.mimeType.startsWith('text/calendar'))
  expect(part, `invite in "${mail.subject}"`).toBeDefined()
  const content =
    typeof part!.content === 'string' ? part!.content : new TextDecoder().decode(part!.content)
  const calendar = new ICAL.Component(ICAL.parse(content))
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
  }
}

const book = (startsAt: Date) =>
  payload.create({
    collection: 'bookings',
    data: {
      coach,
      startsAt: startsAt.toISOString(),
      studentTimeZone: 'Asia/Shanghai',
      locale: 'zh',
    } as never,
    user: student,
    overrideAccess: false,
  })
const change = (booking: Booking, data: Partial<Booking>) =>
  payload.update({
    collection: 'bookings',
    id: booking.id,
    data,
    user: student,
    overrideAccess: false,
  })

beforeAll(async () => {
  coach = await coachWithHours(payload)
  student = (await createUser(payload, ['student'])).user
}, 60_000)

afterEach(() => {
  _internal_jobSystemGlobals.getCurrentDate = () => new Date()
})

describe('booking mails', () => {
  it('tells the student in their language with an invite for the stored time; moved keeps the UID and raises the sequence; cancelled sends a CANCEL', async () => {
    const booking = await book(daysAheadAt(3, 9))
    await runMailQueue()
    const [booked] = mailsTo(student.email)
    expect(booked!.subject).toMatch(/^预约成功：与.+的咨询/)
    // 09:00 UTC is 17:00 in Shanghai, the zone the student booked in.
    expect(booked!.text).toContain('17:00–17:30（Asia/Shanghai）')
    const first = inviteOf(booked!)
    expect(first).toMatchObject({ method: 'REQUEST', sequence: 0 })
    expect(first.start).toBe(booking.startsAt)
    expect(first.end).toBe(booking.endsAt)
    // The coach's side hears of it too, with the same event.
    const staffMail = mailbox.messages.find(
      (mail) => /New booking/.test(mail.subject ?? '') && mail.text?.includes(student.email),
    )
    expect(staffMail).toBeDefined()
    expect(inviteOf(staffMail!).uid).toBe(first.uid)

    const moved = await change(booking, { startsAt: daysAheadAt(3, 10).toISOString() })
    await runMailQueue()
    const second = inviteOf(mailsTo(student.email).find((m) => /时间已更改/.test(m.subject ?? ''))!)
    expect(second).toMatchObject({ method: 'REQUEST', uid: first.uid, sequence: 1 })
    expect(second.start).toBe(moved.startsAt)

    await change(moved, { status: 'cancelled' })
    await runMailQueue()
    const third = inviteOf(mailsTo(student.email).find((m) => /已取消/.test(m.subject ?? ''))!)
    expect(third).toMatchObject({ method: 'CANCEL', uid: first.uid, sequence: 2 })
  }, 60_000)

  it('reminds a day and an hour before, each once, and not for a cancelled booking', async () => {
    const start = daysAheadAt(5, 14)
    const kept = await book(start)
    const other = (await createUser(payload, ['student'])).user
    const dropped = await payload.create({
      collection: 'bookings',
      data: { coach, startsAt: daysAheadAt(5, 16).toISOString(), locale: 'en' } as never,
      user: other,
      overrideAccess: false,
    })
    await payload.update({
      collection: 'bookings',
      id: dropped.id,
      data: { status: 'cancelled' },
      user: other,
      overrideAccess: false,
    })
    await runMailQueue()
    const reminders = (to: string) =>
      mailsTo(to).filter((mail) => /明天|一小时后|Tomorrow|In one hour/.test(mail.subject ?? ''))

    // Not yet: two days before.
    await runMailQueueAt(new Date(start.getTime() - 2 * DAY))
    expect(reminders(student.email)).toHaveLength(0)
    // A day before (and again: still one).
    await runMailQueueAt(new Date(start.getTime() - DAY + 60_000))
    await runMailQueueAt(new Date(start.getTime() - DAY + 120_000))
    expect(reminders(student.email).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^明天：您与.+的咨询/),
    ])
    // An hour before.
    await runMailQueueAt(new Date(start.getTime() - 3_600_000 + 60_000))
    await runMailQueueAt(new Date(start.getTime() - 60_000))
    expect(reminders(student.email)).toHaveLength(2)
    expect(reminders(student.email)[1]!.subject).toMatch(/^一小时后/)
    // The cancelled booking's reminders ran and sent nothing.
    await runMailQueueAt(new Date(start.getTime() + DAY))
    expect(reminders(other.email)).toHaveLength(0)
    expect(kept.status).toBe('confirmed')
  }, 60_000)
})
