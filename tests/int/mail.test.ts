import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startMailbox } from '../helpers/mailbox'

import { testPayload } from './payload'

let payload: Payload
let mailbox: Awaited<ReturnType<typeof startMailbox>>

beforeAll(async () => {
  // globalSetup chose the port and put it in SMTP_URL before Payload read its config.
  mailbox = await startMailbox({ port: Number(new URL(process.env.SMTP_URL!).port) })
  payload = await testPayload()
})
afterAll(async () => {
  await payload.destroy()
  await mailbox.stop()
})

describe('mail through SMTP', () => {
  it('delivers Payload mail to the SMTP server in SMTP_URL, with UTF-8 Chinese intact', async () => {
    await payload.sendEmail({
      to: 'student@test.local',
      subject: '验证码 / Verification code',
      text: '您的验证码是 123456',
    })
    const mail = await mailbox.waitFor((m) => m.envelopeTo.includes('student@test.local'))
    expect(mail.subject).toBe('验证码 / Verification code')
    expect(mail.text).toContain('您的验证码是 123456')
    expect(mail.from?.address).toBe('no-reply@edubridge.local')
  })
})
