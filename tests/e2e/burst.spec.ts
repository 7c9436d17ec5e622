import path from 'node:path'

import { expect, test } from '@playwright/test'
import pg from 'pg'

import { readMailDir } from '../helpers/mailbox'
import { callServerAction, findServerAction } from '../helpers/serverAction'

import { e2eDatabaseUrl, e2eDistDir, e2eMailDir } from './env'

const distDir = path.resolve(import.meta.dirname, '../..', e2eDistDir)
const perForm = 10
/** Lead mails arrive within this time after the burst… */
const mailWaitMs = 15_000
/** …and no second copy of any follows in this time. */
const quietMs = 3_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** Fixed-width numbers, so no marker is a part of another (C01 is not in C10). */
const pad = (i: number) => String(i + 1).padStart(2, '0')

test('20 lead forms sent in the same second: each stored once, each mail sent once, no session left in a transaction, the portal still answers', async ({
  baseURL,
  request,
}) => {
  test.setTimeout(60_000)
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`
  // Every submission from an address of its own: the per-address limit (5 in 10 minutes) does not apply.
  const network = `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
  const contacts = Array.from({ length: perForm }, (_, i) => ({
    name: `Burst ${run} C${pad(i)}`,
    email: `burst-${run}-c${pad(i)}@e2e.test`,
  }))
  const bookings = Array.from({ length: perForm }, (_, i) => ({
    studentName: `Burst ${run} K${pad(i)}`,
  }))
  const contactAction = findServerAction(distDir, 'sendContactMessage', 'actions/leads')
  const bookingAction = findServerAction(distDir, 'bookConsultation', 'actions/leads')

  const calls = [
    ...contacts.map((contact, i) =>
      callServerAction({
        baseUrl: baseURL!,
        pagePath: '/contact-us',
        actionId: contactAction,
        args: [
          { ...contact, phone: '', message: `Burst test message ${run}` },
          { sourcePage: '/contact-us', website: '' },
        ],
        headers: { 'X-Forwarded-For': `${network}.${i + 1}` },
      }),
    ),
    ...bookings.map((booking, i) =>
      callServerAction({
        baseUrl: baseURL!,
        pagePath: '/',
        actionId: bookingAction,
        args: [
          {
            ...booking,
            service: 'uspp',
            contact: `burst_${run}`.slice(0, 20),
            school: '',
            gpa: '',
            coach: '',
            plan: '',
          },
          { sourcePage: '/', website: '' },
        ],
        headers: { 'X-Forwarded-For': `${network}.${perForm + i + 1}` },
      }),
    ),
  ]
  const started = Date.now()
  const responses = await Promise.all(calls)
  const burstMs = Date.now() - started
  const answered = responses.map((r) =>
    r.result !== undefined ? JSON.stringify(r.result) : `${r.status} ${r.body.slice(0, 200)}`,
  )
  expect
    .soft(answered, `answers to the 20 submissions (all within ${burstMs} ms)`)
    .toEqual(Array(2 * perForm).fill(JSON.stringify({ ok: true })))

  const db = new pg.Client({ connectionString: e2eDatabaseUrl() })
  await db.connect()
  try {
    // Stored: each submission exactly once.
    const like = `Burst ${run} %`
    const messages = await db.query<{ id: number; name: string }>(
      'SELECT id, name FROM contact_messages WHERE name LIKE $1',
      [like],
    )
    const consultations = await db.query<{ id: number; name: string }>(
      'SELECT id, student_name AS name FROM consultations WHERE student_name LIKE $1',
      [like],
    )
    expect
      .soft(messages.rows.map((r) => r.name).sort(), 'contact_messages rows')
      .toEqual(contacts.map((c) => c.name))
    expect
      .soft(consultations.rows.map((r) => r.name).sort(), 'consultations rows')
      .toEqual(bookings.map((b) => b.studentName))

    // Mailed: every expected mail once; wait for them all, then a little longer for copies.
    const expected = [
      ...contacts.map((c) => ({
        what: `confirmation to ${c.email}`,
        match: (m: Mail) => m.to?.some((to) => to.address === c.email) === true,
      })),
      ...contacts.map((c) => ({
        what: `staff mail for ${c.name}`,
        match: (m: Mail) => m.subject?.includes(c.name) === true,
      })),
      ...bookings.map((b) => ({
        what: `staff mail for ${b.studentName}`,
        match: (m: Mail) => m.subject?.includes(b.studentName) === true,
      })),
    ]
    const ofThisRun = (m: Mail) =>
      m.subject?.includes(run) === true || m.to?.some((to) => to.address?.includes(run)) === true
    const count = async () => {
      const mails = (await readMailDir(e2eMailDir)).filter(ofThisRun)
      return {
        total: mails.length,
        each: expected.map((e) => ({ what: e.what, times: mails.filter(e.match).length })),
      }
    }
    const mailDeadline = Date.now() + mailWaitMs
    while ((await count()).each.some((e) => e.times === 0) && Date.now() < mailDeadline)
      await sleep(250)
    await sleep(quietMs)
    const mails = await count()
    const missing = mails.each.filter((e) => e.times === 0).map((e) => e.what)
    const repeated = mails.each.filter((e) => e.times > 1).map((e) => `${e.what} ×${e.times}`)
    if (missing.length || repeated.length) {
      // What the queue still holds for these submissions (sent jobs are deleted), to tell lost from pending.
      const jobs = await db.query(
        `SELECT id, input->>'collection' AS collection, input->>'id' AS doc, input->>'audience' AS audience, total_tried, has_error, processing,
                completed_at, left(error::text, 200) AS error
           FROM payload_jobs
          WHERE (input->>'collection' = 'contact-messages' AND (input->>'id')::int = ANY($1))
             OR (input->>'collection' = 'consultations' AND (input->>'id')::int = ANY($2))`,
        [messages.rows.map((r) => r.id), consultations.rows.map((r) => r.id)],
      )
      console.log(
        'Jobs still queued for these submissions (sent ones are deleted):',
        JSON.stringify(jobs.rows, null, 1),
      )
    }
    expect.soft(missing, `mails that did not arrive within ${mailWaitMs / 1000} s`).toEqual([])
    expect.soft(repeated, 'mails that arrived more than once').toEqual([])
    expect
      .soft(mails.total, `mails of this run (${expected.length} expected)`)
      .toBe(expected.length)

    // No connection left inside a transaction: the pool never gets it back. (Checked once all is quiet; a
    // transaction that is merely between two statements right now is not counted.)
    const stuck = await db.query<{ pid: number; state: string; seconds: number; query: string }>(
      `SELECT pid, state, round(extract(epoch FROM now() - state_change))::int AS seconds, left(query, 120) AS query
         FROM pg_stat_activity
        WHERE datname = current_database() AND state IN ('idle in transaction', 'idle in transaction (aborted)')
          AND state_change < now() - interval '1 second'`,
    )
    const after = Math.round((Date.now() - started) / 1000)
    expect
      .soft(
        stuck.rows,
        `${after} s after the burst: sessions idle in a transaction for a second or more`,
      )
      .toEqual([])
  } finally {
    await db.end()
  }

  // Still serving: a page and a REST call that needs the database.
  for (const url of ['/contact-us', '/api/pages?limit=1']) {
    const asked = Date.now()
    const response = await request.get(url, { timeout: 5_000 }).catch((error: Error) => error)
    const answer = response instanceof Error ? response.message.split('\n')[0] : response.status()
    expect.soft(answer, `${url} after the burst (answered in ${Date.now() - asked} ms)`).toBe(200)
  }
})

type Mail = Awaited<ReturnType<typeof readMailDir>>[number]
