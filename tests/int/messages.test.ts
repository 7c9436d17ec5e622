import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload, type PayloadRequest, type Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { claimUnreadNotice, unreadMessagesMailTask } from '@/lib/mail/messageMail'
import { unreadByConversation } from '@/lib/messages/unread'
import { memberData } from '@/lib/privacy/memberData'
import { eraseAccount } from '@/lib/privacy/eraseAccount'
import type { Conversation, Message } from '@/payload-types'

import type { Mailbox } from '../helpers/mailbox'

import type { PayloadApi } from './api'
import { coachWithHours } from './bookingSetup'
import { jpegFile } from './files'
import { openForFile } from './openForFile'
import { createSignedInUser, type SignedInUser } from './payload'

/**
 * Conversations on every door: only their parties read and write; a message id sent twice is one
 * message; twenty sent at once are all kept, in the order stored; attachments are served to the
 * parties only; a block stops both sides; a report reaches staff; an unread burst is mailed once.
 */
let payload: Payload
let api: PayloadApi
let mailbox: Mailbox
openForFile(['api', 'mailbox'], (opened) => ({ payload, api, mailbox } = opened))

let coach: number
let coachAccount: SignedInUser
let admin: SignedInUser

const pdf = (size = 2000) => {
  const head = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n')
  const tail = Buffer.from('\nxref\n0 1\ntrailer <<>>\nstartxref\n9\n%%EOF\n')
  const data = Buffer.concat([
    head,
    Buffer.alloc(Math.max(0, size - head.length - tail.length), 32),
    tail,
  ])
  return { data, mimetype: 'application/pdf', name: 'transcript.pdf', size: data.length }
}

/** A new student, named, writing in Chinese, with a conversation opened with the coach. */
async function conversationWithCoach() {
  const student = await createSignedInUser(payload, ['student'])
  await payload.update({
    collection: 'users',
    id: student.user.id,
    data: { firstName: '美', lastName: '林', preferredLocale: 'zh' },
  })
  const opened = await api.rest('POST', '/api/conversations?depth=0', {
    token: student.token,
    body: { coach },
  })
  expect(opened.status).toBe(201)
  const { doc } = (await opened.json()) as { doc: Conversation }
  return { student, conversation: doc }
}

const send = (token: string, conversation: number, body: string, clientId: string, locale = 'en') =>
  api.rest('POST', `/api/messages?depth=0&locale=${locale}`, {
    token,
    body: { conversation, body, clientId },
  })

let clients = 0
const clientId = () => `client-${Date.now()}-${(clients += 1)}`

beforeAll(async () => {
  coach = await coachWithHours(payload)
  coachAccount = await createSignedInUser(payload, ['coach'])
  await payload.update({
    collection: 'coaches',
    id: coach,
    data: { account: coachAccount.user.id, _status: 'published' } as never,
  })
  admin = await createSignedInUser(payload, ['admin'])
}, 60_000)

describe('a conversation', () => {
  it('is one per student and coach, read and written by its parties only, on REST and GraphQL', async () => {
    const { student, conversation } = await conversationWithCoach()
    expect(conversation.student).toBe(student.user.id)
    const again = await api.rest('POST', '/api/conversations?locale=zh', {
      token: student.token,
      body: { coach },
    })
    expect(again.status).toBe(409)
    expect(JSON.stringify(await again.json())).toContain('您与对方已有会话')

    expect((await send(student.token, conversation.id, 'Hello', clientId())).status).toBe(201)
    expect((await send(coachAccount.token, conversation.id, 'Hi!', clientId())).status).toBe(201)
    const stranger = await createSignedInUser(payload, ['student'])
    const intrusion = await send(stranger.token, conversation.id, 'Let me in', clientId(), 'zh')
    expect(intrusion.status).toBe(403)
    expect(JSON.stringify(await intrusion.json())).toContain('您不是此会话的参与者')
    for (const token of [stranger.token, admin.token]) {
      expect(
        (await api.rest('GET', `/api/conversations/${conversation.id}`, { token })).status,
      ).toBe(404)
      const listed = await (
        await api.rest('GET', `/api/messages?where[conversation][equals]=${conversation.id}`, {
          token,
        })
      ).json()
      expect(listed.docs).toEqual([])
    }
    const graphql = await api.graphqlAnswer<{ data: { Messages: { docs: { id: number }[] } } }>(
      `{ Messages(where: { conversation: { equals: ${conversation.id} } }) { docs { id } } }`,
      { token: stranger.token },
    )
    expect(graphql.data.Messages.docs).toEqual([])
    const theirs = await (
      await api.rest('GET', `/api/messages?where[conversation][equals]=${conversation.id}`, {
        token: coachAccount.token,
      })
    ).json()
    expect(theirs.docs.map((m: Message) => m.body)).toEqual(['Hello', 'Hi!'])
    // Nobody edits or removes a message, not even its sender.
    const first = theirs.docs[0] as Message
    expect(
      (
        await api.rest('PATCH', `/api/messages/${first.id}`, {
          token: student.token,
          body: { body: 'x' },
        })
      ).status,
    ).toBe(403)
  })

  it('stores a message id sent twice once, and twenty sent at once each once, in the order stored', async () => {
    const { student, conversation } = await conversationWithCoach()
    const id = clientId()
    const [a, b] = await Promise.all([
      send(student.token, conversation.id, 'Twice', id),
      send(student.token, conversation.id, 'Twice', id),
    ])
    expect([a.status, b.status].sort()).toEqual([201, 409])
    const burst = Array.from({ length: 20 }, (_, i) => `Burst ${i + 1}`)
    // Sent one after another as the page's queue sends them, then twenty at once from twenty tabs.
    for (const text of burst.slice(0, 10))
      await send(student.token, conversation.id, text, clientId())
    const parallel = await Promise.all(
      burst.slice(10).map((text) => send(student.token, conversation.id, text, clientId())),
    )
    expect(parallel.map((answer) => answer.status)).toEqual(Array(10).fill(201))
    const { docs } = await payload.find({
      collection: 'messages',
      where: { conversation: { equals: conversation.id } },
      sort: 'createdAt',
      limit: 100,
    })
    const bodies = docs.map((m) => m.body)
    expect(bodies.filter((body) => body === 'Twice')).toHaveLength(1)
    expect(bodies.slice(1, 11)).toEqual(burst.slice(0, 10))
    expect(new Set(bodies.slice(11))).toEqual(new Set(burst.slice(10)))
    // Stored order is one order: by time and by id alike.
    const byId = [...docs].sort((x, y) => x.id - y.id).map((m) => m.id)
    expect(docs.map((m) => m.id)).toEqual(byId)
  })

  it('serves its attachments to its parties only, refuses other files, and none in someone else’s conversation', async () => {
    const { student, conversation } = await conversationWithCoach()
    const upload = async (
      token: string,
      file: { data: Buffer; mimetype: string; name: string },
      to = conversation.id,
    ) => {
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(file.data)], { type: file.mimetype }), file.name)
      form.append('_payload', JSON.stringify({ conversation: to }))
      return api.rest('POST', '/api/message-attachments?locale=zh', { token, body: form })
    }
    const sent = await upload(student.token, pdf())
    expect(sent.status).toBe(201)
    const file = (await sent.json()).doc as { id: number; url: string; filename: string }
    const photo = await upload(student.token, await jpegFile('photo.jpg', 40, 40, '#3366aa'))
    expect(photo.status).toBe(201)
    const tooLarge = await upload(student.token, pdf(10 * 1024 * 1024 + 10))
    expect(tooLarge.status).toBe(400)
    expect(JSON.stringify(await tooLarge.json())).toContain('文件不能大于 10 MB')
    const text = await upload(student.token, {
      data: Buffer.from('just text'),
      mimetype: 'application/pdf',
      name: 'fake.pdf',
    })
    expect(text.status).toBe(400)
    const stranger = await createSignedInUser(payload, ['student'])
    expect((await upload(stranger.token, pdf())).status).toBe(403)

    const message = await api.rest('POST', '/api/messages?depth=0', {
      token: student.token,
      body: { conversation: conversation.id, attachments: [file.id], clientId: clientId() },
    })
    expect(message.status).toBe(201)
    const path = `/api/message-attachments/file/${file.filename}`
    expect((await api.rest('GET', path, { token: coachAccount.token })).status).toBe(200)
    expect((await api.rest('GET', path, { token: student.token })).status).toBe(200)
    for (const token of [stranger.token, admin.token, undefined])
      expect([403, 404]).toContain((await api.rest('GET', path, { token })).status)
    // A file already sent, or someone else's, cannot be sent (again) by another message.
    const resend = await api.rest('POST', '/api/messages?depth=0', {
      token: coachAccount.token,
      body: { conversation: conversation.id, attachments: [file.id], clientId: clientId() },
    })
    expect(resend.status).toBe(400)
  })

  it('stops both sides once blocked (lifted only by the one who blocked), and a report opens it to admins and tells staff', async () => {
    const { student, conversation } = await conversationWithCoach()
    const patch = (token: string, body: object) =>
      api.rest('PATCH', `/api/conversations/${conversation.id}?locale=zh`, { token, body })
    expect((await patch(student.token, { blockedBy: 'student' })).status).toBe(200)
    const blocked = await send(
      coachAccount.token,
      conversation.id,
      'Are you there?',
      clientId(),
      'zh',
    )
    expect(blocked.status).toBe(409)
    expect(JSON.stringify(await blocked.json())).toContain('此会话已被屏蔽')
    expect((await send(student.token, conversation.id, 'Me neither', clientId())).status).toBe(409)
    const lift = await patch(coachAccount.token, { blockedBy: null })
    expect(lift.status).toBe(409)
    expect((await patch(student.token, { blockedBy: null })).status).toBe(200)
    expect((await send(student.token, conversation.id, 'Sorry', clientId())).status).toBe(201)
    // A party changes nothing but blocking and reporting: the rest of a request is not taken.
    const before = await payload.findByID({ collection: 'conversations', id: conversation.id })
    await patch(student.token, { lastMessageAt: new Date(0).toISOString(), student: admin.user.id })
    const after = await payload.findByID({
      collection: 'conversations',
      id: conversation.id,
      depth: 0,
    })
    expect(after.lastMessageAt).toBe(before.lastMessageAt)
    expect(after.student).toBe(student.user.id)

    expect((await patch(coachAccount.token, { reportReason: 'Insults' })).status).toBe(200)
    expect((await patch(student.token, { reportReason: 'Again' })).status).toBe(409)
    const seen = await api.rest('GET', `/api/conversations/${conversation.id}?depth=0`, {
      token: admin.token,
    })
    expect(seen.status).toBe(200)
    expect((await seen.json()).reportReason).toBe('Insults')
    for (let round = 0; round < 3; round++)
      await payload.jobs.run({ queue: 'mail', silent: true, limit: 100 })
    const notice = await mailbox.waitFor((m) => /Conversation reported/.test(m.subject ?? ''))
    expect(notice.text ?? '').toContain(`/admin/collections/conversations/${conversation.id}`)
    expect(notice.text ?? '').toContain('Insults')
  })
})

describe('unread messages', () => {
  it('count for the badge until read, and mail once per burst ten minutes on, in the reader’s language', async () => {
    const { student, conversation } = await conversationWithCoach()
    const unread = async () =>
      (await (await api.rest('GET', '/api/conversations/unread', { token: student.token })).json())
        .unread as number
    expect(await unread()).toBe(0)
    for (const text of ['One', 'Two', 'Three'])
      await send(coachAccount.token, conversation.id, text, clientId())
    expect(await unread()).toBe(3)
    // The coach's own messages are not unread for the coach.
    const forCoach = await unreadByConversation(payload.db.drizzle, coachAccount.user.id, [coach])
    expect(forCoach.get(conversation.id)).toBeUndefined()

    const req = (await createLocalReq({}, payload)) as PayloadRequest
    // Too soon: nothing is claimed; ten minutes on, one claim of three, then none for the same burst.
    expect(await claimUnreadNotice(req, conversation.id, 'student')).toBe(0)
    const later = new Date(Date.now() + 11 * 60_000)
    const claims = await Promise.all(
      Array.from({ length: 5 }, () => claimUnreadNotice(req, conversation.id, 'student', later)),
    )
    expect(claims.filter((n) => n > 0)).toEqual([3])
    // The mail job, as the queue runs it once the ten minutes are over (here: backdated messages).
    await payload.db.drizzle.execute(
      sql`UPDATE messages SET created_at = created_at - interval '11 minutes' WHERE conversation_id = ${conversation.id}`,
    )
    await payload.db.drizzle.execute(
      sql`UPDATE conversations SET student_notified_at = NULL WHERE id = ${conversation.id}`,
    )
    for (let run = 0; run < 3; run++)
      await (unreadMessagesMailTask.handler as (args: unknown) => Promise<unknown>)({
        input: { id: conversation.id, side: 'student' },
        job: { id: `unread-${conversation.id}-${run}` },
        req,
      })
    const mails = await mailbox.waitFor(
      (m) => m.envelopeTo.includes(student.email.toLowerCase()) && /新消息/.test(m.subject ?? ''),
    )
    expect(mails.subject).toContain('3 条新消息')
    expect(mails.text ?? '').toContain(`/zh/user/messages/${conversation.id}`)
    expect(mails.text ?? '').not.toContain('One')
    expect(
      mailbox.messages.filter((m) => m.envelopeTo.includes(student.email.toLowerCase())),
    ).toHaveLength(1)

    // Read: nothing waits; the next burst may be mailed again.
    await payload.db.drizzle.execute(
      sql`UPDATE conversations SET student_read_at = now() WHERE id = ${conversation.id}`,
    )
    expect(await unread()).toBe(0)
  })
})

describe('the member’s own data', () => {
  it('is in their export and goes with their account: conversations, messages and files', async () => {
    const { student, conversation } = await conversationWithCoach()
    await send(student.token, conversation.id, 'Private words', clientId())
    await payload.create({
      collection: 'message-attachments',
      data: { conversation: conversation.id } as never,
      file: pdf(),
      user: student.user,
      overrideAccess: false,
    })
    const data = await memberData(payload, student.user.id)
    expect(data.documents.conversations!.map((c) => c.id)).toEqual([conversation.id])
    expect(data.documents.messages!.map((m) => m.body)).toContain('Private words')
    expect(data.documents['message-attachments']).toHaveLength(1)
    await eraseAccount(payload, student.user.id)
    for (const collection of ['conversations', 'messages', 'message-attachments'] as const) {
      const where: Where =
        collection === 'conversations'
          ? { id: { equals: conversation.id } }
          : { conversation: { equals: conversation.id } }
      expect((await payload.count({ collection, where })).totalDocs, collection).toBe(0)
    }
  })
})
