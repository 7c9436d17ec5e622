import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import type { Mailbox } from '../helpers/mailbox'

import { openForFile } from './openForFile'

let payload: Payload
let mailbox: Mailbox
openForFile(['mailbox'], (opened) => ({ payload, mailbox } = opened))

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
