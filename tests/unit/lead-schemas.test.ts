import { describe, expect, it } from 'vitest'

import { contactSchema } from '@/lib/leads/contactSchema'
import { consultationServices } from '@/lib/enums'
import { consultationSchema, isPhoneOrWechat } from '@/lib/leads/consultationSchema'

const errors = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]))

describe('contact form rules (SPEC §5)', () => {
  it('names each missing or malformed field with its message key', () => {
    expect(errors(contactSchema.safeParse({ name: ' ', email: '', message: '' }))).toEqual({
      name: 'nameRequired',
      email: 'emailRequired',
      message: 'messageRequired',
    })
    expect(
      errors(contactSchema.safeParse({ name: 'A', email: 'a@', message: 'Hi', phone: 'call me' })),
    ).toEqual({
      email: 'emailInvalid',
      phone: 'phoneInvalid',
    })
  })

  it('accepts a message without a phone number', () => {
    expect(
      contactSchema.safeParse({ name: '李华', email: 'li@example.com', message: '你好' }).success,
    ).toBe(true)
  })
})

describe('consultation form rules', () => {
  it('takes a phone number or a WeChat ID as the contact', () => {
    for (const ok of [
      '+86 138 0013 8000',
      '13800138000',
      '020-1234-5678',
      'lucy_wx2026',
      'wxid-abc123',
    ])
      expect(isPhoneOrWechat(ok), ok).toBe(true)
    for (const bad of ['12', '123456', 'abc', '1abcdefg', '微信号', 'a'.repeat(25)])
      expect(isPhoneOrWechat(bad), bad).toBe(false)
  })

  it('requires name, service and contact; the service must be one of the spec’s seven', () => {
    expect(errors(consultationSchema.safeParse({ studentName: '', contact: '' }))).toEqual({
      studentName: 'nameRequired',
      service: 'serviceRequired',
      contact: 'contactRequired',
    })
    expect(
      errors(
        consultationSchema.safeParse({
          studentName: 'Lucy',
          service: 'astrology',
          contact: 'lucy_wx2026',
        }),
      ),
    ).toEqual({ service: 'serviceRequired' })
    expect(
      consultationSchema.safeParse({
        studentName: 'Lucy',
        service: 'uspp',
        contact: 'lucy_wx2026',
        coach: '',
      }).success,
    ).toBe(true)
  })
})

describe('text no person could have typed', () => {
  it('is refused with the form’s own message: control characters, halves of a character, invisible-only names', () => {
    const contact = (name: string, message = 'Hello') =>
      contactSchema.safeParse({ name, email: 'a@b.cn', message })
    expect(contact('Li\u0000Na').error?.issues[0]?.message).toBe('badCharacters')
    expect(contact('Li Na', 'half \ud800 a character').error?.issues[0]?.message).toBe(
      'badCharacters',
    )
    expect(contact('\u200b\u200b\ufeff').error?.issues[0]?.message).toBe('nameRequired')
    expect(contact('李娜 \u200d').success).toBe(true)
    expect(contact('Emoji 👩‍🎓', 'Line one\nline two\ttabbed').success).toBe(true)
  })

  it('gives an over-long plan or coach its localized message, not zod’s English', () => {
    const parsed = consultationSchema.safeParse({
      studentName: 'Li',
      service: consultationServices[0]!.value,
      contact: '13800138000',
      plan: 'x'.repeat(101),
      coach: 'y'.repeat(101),
    })
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['tooLong', 'tooLong'])
  })
})
