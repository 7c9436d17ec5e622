import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, describe, expect, it, vi } from 'vitest'

import { expireTags } from '@/lib/cache/tags'

import { openForFile } from './openForFile'

/** A stand-in CDN purge endpoint: records each POST and answers the next queued status (else 200). */
const purges: { authorization?: string; tags: string[] }[] = []
const statuses: number[] = []
const cdn = http.createServer((req, res) => {
  let body = ''
  req.on('data', (chunk: Buffer) => (body += chunk.toString()))
  req.on('end', () => {
    purges.push({
      authorization: req.headers.authorization,
      tags: (JSON.parse(body) as { tags: string[] }).tags,
    })
    res.writeHead(statuses.shift() ?? 200).end()
  })
})
await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve))
vi.stubEnv('CDN_PURGE_URL', `http://127.0.0.1:${(cdn.address() as AddressInfo).port}/purge`)
vi.stubEnv('CDN_PURGE_TOKEN', 'purge-secret')
afterAll(async () => {
  vi.unstubAllEnvs()
  await new Promise((resolve) => cdn.close(resolve))
})

let payload: Payload
openForFile([], (opened) => ({ payload } = opened))
const run = Date.now().toString(36)

const purgeJobs = async () =>
  Number(
    (
      (await (payload.db as unknown as PostgresAdapter).drizzle.execute(
        sql`SELECT count(*) AS n FROM payload_jobs WHERE task_slug = 'purgeCdn' AND completed_at IS NULL`,
      )) as { rows: { n: string }[] }
    ).rows[0]!.n,
  )
/** What the one job runner of a deployment does, until no purge is left to send. */
const runJobs = async () => {
  for (let i = 0; i < 5 && (await purgeJobs()) > 0; i++)
    await payload.jobs.run({ queue: 'default', silent: true })
}
const purgesOf = (tag: string) => purges.filter((purge) => purge.tags.includes(tag))

describe('CDN purges', () => {
  it('sends a published coach’s tags to the CDN once, from the job runner, not the request', async () => {
    const slug = `purged-${run}`
    const coach = await payload.create({
      collection: 'coaches',
      data: { slug, name: 'Purged Coach', title: 'Coach', headline: 'Hello', _status: 'published' },
    })
    // The change only queued it.
    expect(purgesOf(`coach:${slug}`)).toEqual([])
    expect(await purgeJobs()).toBe(1)
    await runJobs()
    expect(purgesOf(`coach:${slug}`)).toEqual([
      { authorization: 'Bearer purge-secret', tags: ['coaches', `coach:${slug}`] },
    ])

    await payload.update({ collection: 'coaches', id: coach.id, data: { headline: 'Changed' } })
    await runJobs()
    await payload.jobs.run({ queue: 'default', silent: true })
    expect(purgesOf(`coach:${slug}`)).toHaveLength(2)
    expect(purgesOf(`coach:${slug}`)[1]!.tags).toEqual(['coaches', `coach:${slug}`])
  })

  it('purges nothing for a change that rolls back', async () => {
    const transactionID = await payload.db.beginTransaction()
    await expireTags({ payload, transactionID: transactionID! }, `rolled-back-${run}`)
    await payload.db.rollbackTransaction(transactionID!)
    await runJobs()
    await payload.jobs.run({ queue: 'default', silent: true })
    expect(await purgeJobs()).toBe(0)
    expect(purgesOf(`rolled-back-${run}`)).toEqual([])
  })

  it('asks again, later, when the CDN refuses', async () => {
    statuses.push(500)
    await expireTags({ payload, transactionID: undefined }, `refused-${run}`)
    await runJobs()
    expect(purgesOf(`refused-${run}`)).toHaveLength(1)
    // Backing off: the retry waits its turn (5 s), then goes through.
    await expect
      .poll(
        async () => {
          await payload.jobs.run({ queue: 'default', silent: true })
          return purgesOf(`refused-${run}`).length
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBe(2)
    expect(await purgeJobs()).toBe(0)
  })

  it('queues nothing without CDN_PURGE_URL', async () => {
    const before = await purgeJobs()
    vi.stubEnv('CDN_PURGE_URL', '')
    await expireTags({ payload, transactionID: undefined }, `unset-${run}`)
    expect(await purgeJobs()).toBe(before)
    vi.stubEnv('CDN_PURGE_URL', `http://127.0.0.1:${(cdn.address() as AddressInfo).port}/purge`)
  })
})
