import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { expireTags } from '@/lib/cache/tags'
import { leaderLock } from '@/lib/jobs/leaderLock'
import { startJobRunner } from '@/lib/jobs/runner'
import { type JobTaskName, jobTaskNames } from '@/lib/jobs/tasks'
import { releaseStaleJobs } from '@/lib/jobs/staleJobs'
import { sendOnce } from '@/lib/mail/sendOnce'
import { lexicalFromBlocks } from '@/lib/richtext/fromBlocks'

import type { Mailbox } from '../helpers/mailbox'

import type { PayloadApi } from './api'
import type { ExpiredTags } from './expiredTags'
import { jpegFile } from './files'
import { openForFile } from './openForFile'
import { createSignedInUser, createUser } from './payload'

let payload: Payload
let mailbox: Mailbox
let expired: ExpiredTags
let api: PayloadApi
openForFile(
  ['mailbox', 'expired', 'api'],
  (opened) => ({ payload, mailbox, expired, api } = opened),
)
const run = Date.now().toString(36)
const db = () => (payload.db as unknown as PostgresAdapter).drizzle
const count = async (query: ReturnType<typeof sql>) =>
  Number(((await db().execute(query)) as { rows: { n: string }[] }).rows[0]!.n)
const openTransactions = () =>
  count(
    sql`SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
  )

describe('job endpoints', () => {
  const call = async (path: string, token?: string) =>
    (await api.rest('GET', path, { token })).status

  it('refuse anonymous visitors, members and staff other than admins; admins may run the queue', async () => {
    const runAll = '/api/payload-jobs/run'
    const schedules = '/api/payload-jobs/handle-schedules'
    expect(await call(runAll)).toBe(401)
    expect(await call(schedules)).toBe(401)
    for (const role of ['student', 'employer', 'editor', 'reviewer'] as const) {
      const { token } = await createSignedInUser(payload, [role])
      expect(await call(runAll, token), role).toBe(401)
      expect(await call(schedules, token), role).toBe(401)
    }
    const { token: admin } = await createSignedInUser(payload, ['admin'])
    expect(await call(`${runAll}?queue=nothing-queued&disableScheduling=true`, admin)).toBe(200)
  })
})

describe('mail delivery', () => {
  it('sends a mail once however many runners try it at the same moment', async () => {
    let sends = 0
    const send = async () => {
      sends++
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, () => sendOnce(payload, `test:${run}:burst`, send)),
    )
    expect(sends).toBe(1)
    expect(outcomes.filter((o) => o.status === 'fulfilled' && o.value === 'sent')).toHaveLength(1)
    // Later tries (a retried job) find it sent.
    await expect(sendOnce(payload, `test:${run}:burst`, send)).resolves.toBe('already sent')
    expect(sends).toBe(1)
  })

  it('gives the claim back when sending fails, so the retry sends it', async () => {
    await expect(
      sendOnce(payload, `test:${run}:retry`, () => Promise.reject(new Error('SMTP down'))),
    ).rejects.toThrow('SMTP down')
    await expect(sendOnce(payload, `test:${run}:retry`, async () => {})).resolves.toBe('sent')
  })

  it('sends each mail of concurrent queue runs once', async () => {
    const email = `burst-${run}@test.local`
    await payload.create({
      collection: 'contact-messages',
      data: {
        name: `Burst ${run}`,
        email,
        message: 'Hello there, one mail please.',
        status: 'new',
        locale: 'en',
      },
    })
    await Promise.allSettled(Array.from({ length: 4 }, () => payload.jobs.run({ queue: 'mail' })))
    await payload.jobs.run({ queue: 'mail' })
    await mailbox.waitFor((m) => m.envelopeTo.includes(email))
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(mailbox.messages.filter((m) => m.envelopeTo.includes(email))).toHaveLength(1)
    expect(mailbox.messages.filter((m) => m.subject?.includes(`Burst ${run}`))).toHaveLength(1)
    expect(await openTransactions()).toBe(0)
  })
})

describe('job runner', () => {
  it('runs exactly the tasks of the registry (src/lib/jobs/tasks.ts), beside Payload’s own scheduled publishing', () => {
    const slugs = (payload.config.jobs.tasks ?? [])
      .map((task) => task.slug)
      .filter((slug) => slug !== 'schedulePublish')
    expect(slugs.sort()).toEqual([...jobTaskNames].sort())
  })

  it('a job update that fails leaves no transaction open (upstream payloadcms/payload#17912)', async () => {
    await db().execute(
      sql`CREATE OR REPLACE FUNCTION refuse_job_update() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'job update refused by the test'; END $$ LANGUAGE plpgsql`,
    )
    await payload.jobs.queue({
      task: 'expireCertifications' satisfies JobTaskName,
      input: {},
      queue: `refused-${run}`,
    })
    await db().execute(
      sql`CREATE TRIGGER refuse_job_update BEFORE UPDATE ON payload_jobs FOR EACH ROW EXECUTE FUNCTION refuse_job_update()`,
    )
    try {
      // The trigger's exception, reported by the database driver, not some other failure.
      await expect(payload.jobs.run({ queue: `refused-${run}` })).rejects.toMatchObject({
        name: 'Error',
        message: expect.stringContaining('update "payload_jobs"'),
        cause: { code: 'P0001', message: 'job update refused by the test' },
      })
    } finally {
      await db().execute(sql`DROP TRIGGER refuse_job_update ON payload_jobs`)
    }
    expect(await openTransactions()).toBe(0)
    await payload.jobs.run({ queue: `refused-${run}` })
  })

  it('queues a job left processing by a stopped runner again after the timeout', async () => {
    const job = await payload.jobs.queue({
      task: 'expireCertifications' satisfies JobTaskName,
      input: {},
      queue: `stale-${run}`,
    })
    await db().execute(
      sql`UPDATE payload_jobs SET processing = true, updated_at = now() - interval '10 minutes' WHERE id = ${job.id}`,
    )
    expect(await releaseStaleJobs(payload, 300)).toBeGreaterThanOrEqual(1)
    await payload.jobs.run({ queue: `stale-${run}` })
    // Done: Payload deletes a job once it completes.
    expect(await count(sql`SELECT count(*) AS n FROM payload_jobs WHERE id = ${job.id}`)).toBe(0)
  })

  it('a runner taking over runs again at once the jobs a stopped run left processing', async () => {
    const job = await payload.jobs.queue({
      task: 'expireCertifications' satisfies JobTaskName,
      input: {},
      queue: `taken-over-${run}`,
    })
    await db().execute(
      sql`UPDATE payload_jobs SET processing = true, updated_at = now() WHERE id = ${job.id}`,
    )
    const runner = startJobRunner(payload)
    try {
      await expect
        .poll(() => count(sql`SELECT count(*) AS n FROM payload_jobs WHERE id = ${job.id}`), {
          timeout: 5000,
        })
        .toBe(0)
    } finally {
      await runner.stop()
    }
  })

  it('runs in one process at a time: a second runner waits until the first lets go', async () => {
    const first = leaderLock(process.env.DATABASE_URL!, 4242)
    const second = leaderLock(process.env.DATABASE_URL!, 4242)
    expect(await first.acquire()).toBe(true)
    expect(await second.acquire()).toBe(false)
    await first.release()
    expect(await second.acquire()).toBe(true)
    await second.release()
  })

  it('mails a certification decision within 5 seconds, and a scheduled publish expires the public pages', async () => {
    const runner = startJobRunner(payload)
    try {
      const { user: member } = await createUser(payload, ['student'])
      const { user: reviewer } = await createUser(payload, ['reviewer'])
      const file = await jpegFile('student-id.jpg', 1200, 800, '#336699')
      const photo = await payload.create({
        collection: 'certification-documents',
        data: { owner: member.id },
        file,
        user: member,
        overrideAccess: false,
      })
      const student = {
        realName: 'Decision Timing',
        idPhotoConsent: true,
        educationalLevel: 'bachelor',
        graduationSchool: 'Fudan University',
        major: 'Law',
        enrollmentYear: 2022,
        graduationYear: 2026,
        studentIdPhoto: photo.id,
      }
      const application = await payload.create({
        collection: 'certifications',
        data: { type: 'student', student } as never,
        user: member,
        overrideAccess: false,
      })
      const decidedAt = Date.now()
      await payload.update({
        collection: 'certifications',
        id: application.id,
        data: { status: 'approved' },
        user: reviewer,
        overrideAccess: false,
      })
      await mailbox.waitFor((m) => m.envelopeTo.includes(member.email), 5000)
      expect(Date.now() - decidedAt).toBeLessThan(5000)

      const article = await payload.create({
        collection: 'articles',
        data: {
          title: 'Timed',
          slug: `timed-${run}`,
          excerpt: 'Soon',
          body: lexicalFromBlocks([{ p: 'Out soon.' }]),
          category: 'news',
          _status: 'draft',
        },
        draft: true,
      })
      const published = async () =>
        (
          await payload.find({
            collection: 'articles',
            where: { id: { equals: article.id } },
            overrideAccess: false,
          })
        ).totalDocs === 1
      await payload.jobs.queue({
        task: 'schedulePublish',
        input: { type: 'publish', doc: { relationTo: 'articles', value: article.id } },
        waitUntil: new Date(Date.now() + 500),
      })
      await expect.poll(published, { timeout: 5000 }).toBe(true)
      expired.clear()
      // The publish's own expiry (sent when it committed) may already be in: check it was sent at all.
      await payload.update({ collection: 'articles', id: article.id, data: { excerpt: 'Out now' } })
      await expired.waitFor(`article:${article.id}`, 2000)
    } finally {
      await runner.stop()
    }
  })
})

describe('cache expiry', () => {
  it('reaches other processes only once the change is committed, and never for a rolled-back one', async () => {
    const inTransaction = async (end: 'commit' | 'rollback', tag: string) => {
      const transactionID = await payload.db.beginTransaction()
      await expireTags({ payload, transactionID: transactionID! }, tag)
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(expired.received).not.toContain(tag)
      if (end === 'commit') await payload.db.commitTransaction(transactionID!)
      else await payload.db.rollbackTransaction(transactionID!)
    }
    await inTransaction('rollback', `rolled-back-${run}`)
    await inTransaction('commit', `committed-${run}`)
    await expired.waitFor(`committed-${run}`, 2000)
    expect(expired.received).not.toContain(`rolled-back-${run}`)
  })
})
