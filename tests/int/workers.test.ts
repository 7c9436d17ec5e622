import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import type { Mailbox } from '../helpers/mailbox'

import { openForFile } from './openForFile'

let payload: Payload
let mailbox: Mailbox
openForFile(['mailbox'], (opened) => ({ payload, mailbox } = opened))

const root = path.resolve(import.meta.dirname, '../..')
const run = Date.now().toString(36)
const workers: ChildProcess[] = []

/** `npm run worker` as a deployment runs it: a process of its own on the same database and SMTP server. */
const startWorker = () =>
  new Promise<ChildProcess>((resolve, reject) => {
    // Node itself (tsx as a loader), so killing it kills the worker, not a wrapper around it.
    const worker = spawn(process.execPath, ['--import', 'tsx', 'scripts/worker.ts'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    workers.push(worker)
    let output = ''
    worker.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Job runner started')) resolve(worker)
    })
    worker.on('exit', (code) => reject(new Error(`worker exited (${code}) before starting`)))
  })

const stopped = (worker: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (worker.exitCode !== null || worker.signalCode !== null) return resolve()
    worker.once('exit', () => resolve())
  })

afterAll(async () => {
  for (const worker of workers) worker.kill('SIGKILL')
  await Promise.all(workers.map(stopped))
})

/** Contact messages, each of which queues one notification mail to its sender's address. */
const submit = async (label: string, count: number) => {
  const emails = Array.from({ length: count }, (_, i) => `${label}-${run}-${i}@test.local`)
  await Promise.all(
    emails.map((email, i) =>
      payload.create({
        collection: 'contact-messages',
        data: {
          name: `Worker ${label} ${i}`,
          email,
          message: 'Hello there, one mail please.',
          status: 'new',
          locale: i % 2 ? 'zh' : 'en',
        },
      }),
    ),
  )
  return emails
}

const deliveredOnce = async (emails: string[]) => {
  for (const email of emails) await mailbox.waitFor((m) => m.envelopeTo.includes(email), 30_000)
  // Time for a second copy to arrive, if either worker were to send one.
  await new Promise((resolve) => setTimeout(resolve, 2500))
  for (const email of emails)
    expect(
      mailbox.messages.filter((m) => m.envelopeTo.includes(email)),
      email,
    ).toHaveLength(1)
}

describe('two workers on one database', () => {
  it('send every mail exactly once, and the one left sends on when the other is killed', async () => {
    const [first] = await Promise.all([startWorker(), startWorker()])
    await deliveredOnce(await submit('both', 12))

    first!.kill('SIGKILL')
    await stopped(first!)
    await deliveredOnce(await submit('after-kill', 6))
  }, 120_000)
})
