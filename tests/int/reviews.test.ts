import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { drizzleFor } from '@/lib/db/transaction'
import { memberData } from '@/lib/privacy/memberData'
import { eraseAccount } from '@/lib/privacy/eraseAccount'
import { reviewSummary } from '@/lib/reviews/reviewSummary'
import type { Booking, Review } from '@/payload-types'

import type { Mailbox } from '../helpers/mailbox'

import type { PayloadApi } from './api'
import { coachWithHours, daysAheadAt } from './bookingSetup'
import { openForFile } from './openForFile'
import { createSignedInUser, type SignedInUser } from './payload'

/**
 * Reviews on every door: only a held session of one's own, once, within 30 days; pending until an
 * editor publishes it; the coach's rating and count computed from the published ones; one reply
 * from the coach's account; the student's words never rewritten by staff.
 */
let payload: Payload
let api: PayloadApi
let mailbox: Mailbox
openForFile(['api', 'mailbox'], (opened) => ({ payload, api, mailbox } = opened))

let coach: number
let coachAccount: SignedInUser
let otherCoachAccount: SignedInUser
let editor: SignedInUser
let day = 2

const stars = { rating: 5, criteria: { expertise: 5, clarity: 4, helpfulness: 5 } }

/** A new student (named, in Chinese unless told) with a session of `coach` that took place `daysAgo` ago, marked `status`. */
async function pastSession(
  status: 'held' | 'no-show' = 'held',
  daysAgo = 2,
  names = { firstName: '美', lastName: '林', preferredLocale: 'zh' as const },
) {
  const student = await createSignedInUser(payload, ['student'])
  await payload.update({ collection: 'users', id: student.user.id, data: names })
  const booking = (await payload.create({
    collection: 'bookings',
    data: { coach, startsAt: daysAheadAt((day += 1), 9).toISOString() } as never,
    user: { ...student.user, ...names },
    overrideAccess: false,
  })) as Booking
  // An hour apart from every other (one coach holds one time at once), `daysAgo` days back.
  const start = new Date(Date.now() - daysAgo * 24 * 3_600_000 - day * 3_600_000)
  const db = await drizzleFor({ payload } as never)
  await db.execute(sql`
    UPDATE bookings SET starts_at = ${start.toISOString()},
      ends_at = ${new Date(start.getTime() + 30 * 60_000).toISOString()},
      blocked_until = ${new Date(start.getTime() + 45 * 60_000).toISOString()}, status = ${status}
    WHERE id = ${booking.id}`)
  return { student, booking }
}

const review = (token: string, body: Record<string, unknown>, locale = 'zh') =>
  api.rest('POST', `/api/reviews?locale=${locale}&depth=0`, { token, body })

const moderate = (id: number, body: Record<string, unknown>) =>
  api.rest('PATCH', `/api/reviews/${id}?locale=zh`, { token: editor.token, body })

async function coachNumbers() {
  const found = await payload.findByID({ collection: 'coaches', id: coach, depth: 0 })
  const db = await drizzleFor({ payload } as never)
  const search = await db.execute(
    sql`SELECT review_count, rating FROM coach_search WHERE coach_id = ${coach}`,
  )
  const row = search.rows[0] as { review_count: number; rating: string } | undefined
  return {
    rating: found.rating,
    reviewCount: found.reviewCount,
    searchCount: row?.review_count,
    searchRating: row ? Number(row.rating) : undefined,
  }
}

async function runMailQueue() {
  for (let round = 0; round < 5; round++)
    await payload.jobs.run({ queue: 'mail', silent: true, limit: 100 })
}

beforeAll(async () => {
  coach = await coachWithHours(payload)
  coachAccount = await createSignedInUser(payload, ['coach'])
  otherCoachAccount = await createSignedInUser(payload, ['coach'])
  await payload.update({
    collection: 'coaches',
    id: coach,
    data: { account: coachAccount.user.id, _status: 'published' } as never,
  })
  editor = await createSignedInUser(payload, ['editor'])
}, 60_000)

describe('writing a review', () => {
  it('takes a held session of their own, waiting for an editor, signed with a short name, whatever else the request says', async () => {
    const { student, booking } = await pastSession()
    const sent = await review(student.token, {
      booking: booking.id,
      ...stars,
      text: '讲解非常清楚。',
      status: 'published',
      authorName: 'Somebody else',
      coach: 999_999,
    })
    expect(sent.status).toBe(201)
    const { doc } = (await sent.json()) as { doc: Review }
    expect(doc).toMatchObject({
      status: 'pending',
      authorName: '林同学',
      language: 'zh',
      rating: 5,
    })
    expect(doc.coach).toBe(coach)
    // Nobody else reads it while it waits: not the public, not another student, not the coach.
    const other = await createSignedInUser(payload, ['student'])
    for (const token of [undefined, other.token, coachAccount.token]) {
      const read = await api.rest('GET', `/api/reviews/${doc.id}`, { token })
      expect(read.status).toBe(404)
    }
    const anonymous = await api.graphqlAnswer<{ data: { Reviews: { docs: { id: number }[] } } }>(
      '{ Reviews(limit: 100) { docs { id } } }',
    )
    expect(anonymous.data.Reviews.docs.map((r) => r.id)).not.toContain(doc.id)
  })

  it('refuses a missed session, someone else’s, one past 30 days, and a second review — in the student’s language', async () => {
    const missed = await pastSession('no-show')
    const notHeld = await review(missed.student.token, { booking: missed.booking.id, ...stars })
    expect(notHeld.status).toBe(409)
    expect(JSON.stringify(await notHeld.json())).toContain('只有已进行的课程才能评价')

    const held = await pastSession()
    const stranger = await createSignedInUser(payload, ['student'])
    const notYours = await review(stranger.token, { booking: held.booking.id, ...stars })
    expect(notYours.status).toBe(403)

    const old = await pastSession('held', 31)
    const late = await review(old.student.token, { booking: old.booking.id, ...stars }, 'en')
    expect(late.status).toBe(409)
    expect(JSON.stringify(await late.json())).toContain(
      'Sessions can be reviewed for 30 days after they took place.',
    )

    expect((await review(held.student.token, { booking: held.booking.id, ...stars })).status).toBe(
      201,
    )
    const again = await review(held.student.token, { booking: held.booking.id, ...stars })
    expect(again.status).toBe(409)
    expect(JSON.stringify(await again.json())).toContain('您已评价过这节课程')
  })

  it('keeps one of twenty reviews of one session sent at once', async () => {
    const { student, booking } = await pastSession()
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => review(student.token, { booking: booking.id, ...stars })),
    )
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1)
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19)
    const { totalDocs } = await payload.count({
      collection: 'reviews',
      where: { booking: { equals: booking.id } },
    })
    expect(totalDocs).toBe(1)
  })
})

describe('moderation and the coach’s numbers', () => {
  it('publishes, counts, mails and audits; a rejection needs its reason, which only the student reads', async () => {
    const before = await coachNumbers()
    const five = await pastSession()
    const three = await pastSession('held', 3, {
      firstName: 'Daniel',
      lastName: 'park',
      preferredLocale: 'en' as never,
    })
    const a = (await (
      await review(five.student.token, { booking: five.booking.id, ...stars })
    ).json()) as { doc: Review }
    const b = (await (
      await review(three.student.token, {
        booking: three.booking.id,
        rating: 3,
        criteria: { expertise: 3, clarity: 3, helpfulness: 3 },
        text: 'Useful, a little rushed.',
      })
    ).json()) as { doc: Review }
    expect(b.doc.authorName).toBe('Daniel P.')
    expect(b.doc.language).toBe('en')

    expect((await moderate(a.doc.id, { status: 'published' })).status).toBe(200)
    expect((await moderate(b.doc.id, { status: 'published' })).status).toBe(200)
    const after = await coachNumbers()
    const count = (before.reviewCount ?? 0) + 2
    expect(after.reviewCount).toBe(count)
    expect(after.searchCount).toBe(count)
    expect(after.rating).toBe(after.searchRating)
    const summary = await reviewSummary(payload.db.drizzle, coach)
    expect(summary.count).toBe(count)
    expect(summary.average).toBe(after.rating)
    expect(summary.distribution.find((d) => d.stars === 3)!.count).toBeGreaterThanOrEqual(1)

    // Published: everyone reads it, without the student's account or session.
    const listed = await (
      await api.rest('GET', `/api/reviews?where[coach][equals]=${coach}&limit=100`)
    ).json()
    const shown = listed.docs.find((r: Review) => r.id === a.doc.id)
    expect(shown).toMatchObject({ authorName: '林同学', rating: 5 })
    expect(shown.owner).toBeUndefined()
    expect(shown.booking).toBeUndefined()

    await runMailQueue()
    const published = await mailbox.waitFor(
      (m) =>
        m.envelopeTo.includes(five.student.email.toLowerCase()) && /已发布/.test(m.subject ?? ''),
    )
    expect(published.text ?? '').toContain(`/zh/coach/`)
    const audit = await payload.find({
      collection: 'audit-entries',
      where: { event: { equals: 'review-status' }, targetId: { equals: String(a.doc.id) } },
    })
    expect(audit.docs[0]).toMatchObject({ details: { from: 'pending', to: 'published' } })
    expect(audit.docs[0]!.actor).toMatchObject({ id: editor.user.id })

    // The editor does not rewrite the student's words, and gives a reason to reject.
    const rewrite = await moderate(b.doc.id, { text: 'Excellent!' })
    expect(rewrite.status).toBe(403)
    const noReason = await moderate(b.doc.id, { status: 'rejected' })
    expect(noReason.status).toBe(400)
    expect(JSON.stringify(await noReason.json())).toContain('请填写驳回原因')
    const rejected = await moderate(b.doc.id, {
      status: 'rejected',
      rejectionReason: 'It names another student.',
    })
    expect(rejected.status).toBe(200)
    expect((await coachNumbers()).reviewCount).toBe(count - 1)
    const own = await (
      await api.rest('GET', `/api/reviews/${b.doc.id}`, { token: three.student.token })
    ).json()
    expect(own.rejectionReason).toBe('It names another student.')
    await runMailQueue()
    const notice = await mailbox.waitFor(
      (m) =>
        m.envelopeTo.includes(three.student.email.toLowerCase()) &&
        /not published/.test(m.subject ?? ''),
    )
    expect(notice.text ?? '').toContain('It names another student.')

    // Edited by its student, it waits for the editors again, the reason gone.
    const edited = await api.rest('PATCH', `/api/reviews/${b.doc.id}`, {
      token: three.student.token,
      body: { text: 'Useful advice.' },
    })
    expect(edited.status).toBe(200)
    expect((await edited.json()).doc).toMatchObject({ status: 'pending', rejectionReason: null })
    const publishing = await api.rest('PATCH', `/api/reviews/${b.doc.id}`, {
      token: three.student.token,
      body: { status: 'published' },
    })
    expect(publishing.status).toBe(403)
  })

  it('lets the coach’s own account reply once to a published review of its coach, and change nothing else', async () => {
    const { student, booking } = await pastSession()
    const { doc } = (await (
      await review(student.token, { booking: booking.id, ...stars })
    ).json()) as { doc: Review }
    const early = await api.rest('PATCH', `/api/reviews/${doc.id}`, {
      token: coachAccount.token,
      body: { reply: 'Thank you!' },
    })
    expect(early.status).toBe(403)
    await moderate(doc.id, { status: 'published' })
    const stranger = await api.rest('PATCH', `/api/reviews/${doc.id}`, {
      token: otherCoachAccount.token,
      body: { reply: 'Not mine' },
    })
    expect(stranger.status).toBe(403)
    const stars1 = await api.rest('PATCH', `/api/reviews/${doc.id}?locale=zh`, {
      token: coachAccount.token,
      body: { rating: 1 },
    })
    expect(stars1.status).toBe(403)
    expect(JSON.stringify(await stars1.json())).toContain('导师只能回复评价')
    const replied = await api.rest('PATCH', `/api/reviews/${doc.id}`, {
      token: coachAccount.token,
      body: { reply: 'Thank you, good luck with the essays!' },
    })
    expect(replied.status).toBe(200)
    expect((await replied.json()).doc.repliedAt).toBeTruthy()
    const twice = await api.rest('PATCH', `/api/reviews/${doc.id}`, {
      token: coachAccount.token,
      body: { reply: 'And again' },
    })
    expect(twice.status).toBe(409)
  })
})

describe('the student’s own data', () => {
  it('is in their export, removed with their account, and taken out of the coach’s numbers', async () => {
    const { student, booking } = await pastSession()
    const { doc } = (await (
      await review(student.token, { booking: booking.id, ...stars })
    ).json()) as { doc: Review }
    await moderate(doc.id, { status: 'published' })
    const counted = (await coachNumbers()).reviewCount!
    const data = await memberData(payload, student.user.id)
    expect(data.documents.reviews!.map((r) => r.id)).toEqual([doc.id])
    await eraseAccount(payload, student.user.id)
    const { totalDocs } = await payload.count({
      collection: 'reviews',
      where: { id: { equals: doc.id } },
    })
    expect(totalDocs).toBe(0)
    expect((await coachNumbers()).reviewCount).toBe(counted - 1)
  })

  it('a review its student deletes leaves the coach’s numbers at once', async () => {
    const { student, booking } = await pastSession()
    const { doc } = (await (
      await review(student.token, { booking: booking.id, ...stars })
    ).json()) as { doc: Review }
    await moderate(doc.id, { status: 'published' })
    const counted = (await coachNumbers()).reviewCount!
    const removed = await api.rest('DELETE', `/api/reviews/${doc.id}`, { token: student.token })
    expect(removed.status).toBe(200)
    expect((await coachNumbers()).reviewCount).toBe(counted - 1)
  })
})
