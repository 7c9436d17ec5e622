import { Forbidden, type Payload } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import type { Mailbox } from '../helpers/mailbox'

import { openForFile, testMailbox } from './openForFile'
import { createUser } from './payload'

let payload: Payload
/** Started by the test that first lets mail wait for an SMTP server that is not there. */
let mailbox: Mailbox | undefined
// Registered before Payload's, so it runs after it: the mailbox stops last.
afterAll(async () => {
  await mailbox?.stop()
})
openForFile([], (opened) => ({ payload } = opened))
const run = Date.now().toString(36)

const submit = (email: string, overrides: Record<string, unknown> = {}) =>
  payload.create({
    collection: 'contact-messages',
    data: {
      name: '李华',
      email,
      message: '想了解美国本科申请。',
      locale: 'zh',
      status: 'new',
      sourcePage: '/zh/contact-us',
    },
    overrideAccess: false,
    context: { leadForm: true },
    ...overrides,
  })

/** Lets the back-off of failed mail jobs pass, as time would. */
const skipBackoff = () =>
  payload.update({
    collection: 'payload-jobs',
    where: { queue: { equals: 'mail' } },
    data: { waitUntil: new Date().toISOString() },
  })

describe('contact messages', () => {
  it('are stored from the form, and refused when created any other way (REST, GraphQL)', async () => {
    const stored = await submit(`persist-${run}@test.local`)
    expect(await payload.findByID({ collection: 'contact-messages', id: stored.id })).toMatchObject(
      { name: '李华', status: 'new', locale: 'zh' },
    )
    await expect(submit(`rest-${run}@test.local`, { context: {} })).rejects.toBeInstanceOf(
      Forbidden,
    )
  })

  it('can be read and followed up by admins and editors only', async () => {
    const stored = await submit(`access-${run}@test.local`)
    await expect(
      payload.find({ collection: 'contact-messages', overrideAccess: false }),
    ).rejects.toBeInstanceOf(Forbidden)
    for (const role of ['student', 'school', 'employer', 'institution', 'reviewer'] as const) {
      const { user } = await createUser(payload, [role])
      await expect(
        payload.findByID({
          collection: 'contact-messages',
          id: stored.id,
          user,
          overrideAccess: false,
        }),
      ).rejects.toBeInstanceOf(Forbidden)
    }
    const { user: editor } = await createUser(payload, ['editor'])
    const updated = await payload.update({
      collection: 'contact-messages',
      id: stored.id,
      data: { status: 'contacted', assignee: editor.id, notes: 'Called back' },
      user: editor,
      overrideAccess: false,
    })
    expect(updated).toMatchObject({ status: 'contacted', notes: 'Called back' })
  })

  it('mail the visitor (in their language) and staff once, even when SMTP was down at first', async () => {
    const email = `smtp-down-${run}@test.local`
    await submit(email)
    // Nothing listens on the SMTP port yet: both mails fail and wait for a retry.
    await payload.jobs.run({ queue: 'mail' })
    const waiting = await payload.find({
      collection: 'payload-jobs',
      where: { queue: { equals: 'mail' }, completedAt: { exists: false } },
    })
    expect(waiting.docs.length).toBeGreaterThanOrEqual(2)

    mailbox = await testMailbox()
    await skipBackoff()
    await payload.jobs.run({ queue: 'mail' })
    const confirmation = await mailbox.waitFor((m) => m.envelopeTo.includes(email))
    expect(confirmation.subject).toBe('我们已收到您的留言 - 育桥教育')
    expect(confirmation.text).toContain('李华，您好：')
    const isStaffMailFor = (m: { envelopeTo: string[]; text?: string }) =>
      !m.envelopeTo.includes(email) && m.text?.includes(`: ${email}\n`) === true
    const staff = await mailbox.waitFor(isStaffMailFor)
    expect(staff.subject).toBe('New contact message from 李华 / 李华 的新留言')
    expect(staff.text).toContain('Message / 留言内容:\n想了解美国本科申请。')

    // Running the queue again sends nothing twice.
    await skipBackoff()
    await payload.jobs.run({ queue: 'mail' })
    expect(mailbox.messages.filter((m) => m.envelopeTo.includes(email))).toHaveLength(1)
    expect(mailbox.messages.filter(isStaffMailFor)).toHaveLength(1)
  })

  it('consultations: stored from the modal with the preferred coach, readable by staff only, and staff are mailed', async () => {
    const coach = await payload.create({
      collection: 'coaches',
      data: {
        slug: `preferred-${run}`,
        name: 'Preferred Coach',
        title: 'Coach',
        headline: 'Hello',
        _status: 'published',
      },
    })
    const data = {
      studentName: `Lucy ${run}`,
      service: 'uspp' as const,
      contact: 'lucy_wx2026',
      preferredCoach: coach.id,
      status: 'new' as const,
      locale: 'en' as const,
    }
    const booking = await payload.create({
      collection: 'consultations',
      data,
      overrideAccess: false,
      context: { leadForm: true },
    })
    await expect(
      payload.create({ collection: 'consultations', data, overrideAccess: false }),
    ).rejects.toBeInstanceOf(Forbidden)
    const { user: student } = await createUser(payload, ['student'])
    await expect(
      payload.findByID({
        collection: 'consultations',
        id: booking.id,
        user: student,
        overrideAccess: false,
      }),
    ).rejects.toBeInstanceOf(Forbidden)
    const { user: editor } = await createUser(payload, ['editor'])
    expect(
      await payload.findByID({
        collection: 'consultations',
        id: booking.id,
        user: editor,
        overrideAccess: false,
      }),
    ).toMatchObject({ service: 'uspp' })

    await payload.jobs.run({ queue: 'mail' })
    const mail = await mailbox!.waitFor(
      (m) => m.subject === `New consultation booking: Lucy ${run} / 新的咨询预约：Lucy ${run}`,
    )
    expect(mail.text).toContain('Preferred advisor / 意向导师: Preferred Coach')
    expect(mail.text).toContain('Service / 服务项目: U.S. Online credit courses / 美国在线学分课程')
  })
})
