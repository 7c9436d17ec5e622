import type { Payload } from 'payload'
import { afterAll, beforeAll } from 'vitest'

import { type Mailbox, startMailbox } from '../helpers/mailbox'

import { payloadApi, type PayloadApi } from './api'
import { removeMadeCoaches } from './bookingSetup'
import { type ExpiredTags, watchExpiredTags } from './expiredTags'
import { testPayload } from './payload'

type Extras = { mailbox: Mailbox; expired: ExpiredTags; api: PayloadApi }

/** A mailbox on the port globalSetup put in SMTP_URL, where Payload sends its mail. */
export const testMailbox = () => startMailbox({ port: Number(new URL(process.env.SMTP_URL!).port) })

/**
 * Opens Payload and the extras a test file names before its first test and hands them to
 * `receive`; closes them after its last test, in reverse, leaving no job queued. The mailbox
 * listens before Payload starts, so Payload's mail always finds it.
 */
export function openForFile<K extends keyof Extras = never>(
  extras: readonly K[],
  receive: (opened: { payload: Payload } & Pick<Extras, K>) => void,
) {
  const wanted = new Set<keyof Extras>(extras)
  const opened: { payload?: Payload } & Partial<Extras> = {}
  beforeAll(async () => {
    if (wanted.has('mailbox')) opened.mailbox = await testMailbox()
    opened.payload = await testPayload()
    if (wanted.has('expired')) opened.expired = await watchExpiredTags()
    if (wanted.has('api')) opened.api = await payloadApi()
    receive(opened as { payload: Payload } & Pick<Extras, K>)
  })
  afterAll(async () => {
    await opened.expired?.stop()
    // Jobs a file queued and did not run (mail to addresses no mailbox heard) would hold up the next
    // file's queue runs, which take ten at a time: each file leaves an empty queue.
    if (opened.payload) await removeMadeCoaches(opened.payload)
    await opened.payload?.delete({
      collection: 'payload-jobs',
      where: { completedAt: { exists: false } },
    })
    await opened.payload?.destroy()
    await opened.mailbox?.stop()
  })
}
