import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { certificationMail, greetingName } from '@/lib/mail/certificationMail'

const submittedAt = '2026-09-14T08:00:00.000Z'
const expiresAt = '2027-09-14T08:00:00.000Z'
const student = { type: 'student' as const, submittedAt, rejectionReason: null, expiresAt: null }
const organisation = (providerType: 'employer' | 'school' | 'education-agency') => ({
  type: 'organisation' as const,
  submittedAt,
  rejectionReason: null,
  expiresAt,
  organisation: { providerType },
})
const wei = { email: 'wei@example.com', firstName: '伟', lastName: '陈' }
const emily = { email: 'emily@example.com', firstName: 'Emily', lastName: 'Carter' }

beforeEach(() => {
  vi.stubEnv('PUBLIC_ORIGIN', 'https://edubridge.example')
})
afterEach(() => {
  vi.unstubAllEnvs()
})

describe('the name a certification mail greets', () => {
  it('is the given name in English and the full name in Chinese', () => {
    expect(greetingName(emily, 'en')).toBe('Emily')
    expect(greetingName(wei, 'zh')).toBe('陈伟')
    expect(greetingName(wei, 'en')).toBe('陈伟')
    expect(greetingName(emily, 'zh')).toBe('Emily Carter')
    expect(greetingName({ firstName: null, lastName: ' ' }, 'zh')).toBeNull()
  })
})

describe('a certification decision mail', () => {
  it('greets the member, names the application, gives the expiry and what a student may now do, in English', () => {
    const mail = certificationMail(
      { ...student, status: 'approved', expiresAt },
      { ...emily, preferredLocale: 'en' },
      'EduBridge',
    )
    expect(mail.to).toBe('emily@example.com')
    expect(mail.subject).toBe('Your certification: Approved – EduBridge')
    const lines = mail.text.split('\n')
    expect(lines[0]).toBe('Dear Emily,')
    expect(mail.text).toContain(
      'The status of your student certification application, submitted on September 14, 2026, is now: Approved.',
    )
    expect(mail.text).toContain('Your certification is valid until September 14, 2027.')
    expect(mail.text).toContain(
      'You can now apply to programmes, study tours, jobs and internships',
    )
    expect(lines).toContain('https://edubridge.example/user/certify')
    expect(mail.text).not.toContain('localhost')
    expect(lines.at(-1)).toBe('EduBridge')
  })

  it('gives the reason of a rejection and the way to submit again, in Chinese', () => {
    const mail = certificationMail(
      { ...student, status: 'rejected', rejectionReason: '学生证照片不清晰。' },
      { ...wei, preferredLocale: 'zh' },
      '寰宇教育',
    )
    expect(mail.subject).toBe('您的认证状态：已驳回 - 寰宇教育')
    const lines = mail.text.split('\n')
    expect(lines[0]).toBe('陈伟，您好：')
    expect(mail.text).toContain('您于2026年9月14日提交的学生认证申请，状态已更新为：已驳回。')
    expect(lines).toContain('驳回原因：学生证照片不清晰。')
    expect(mail.text).toContain('请修改您的申请后重新提交')
    expect(lines).toContain('https://edubridge.example/zh/user/certify')
    expect(mail.text).not.toContain('有效期至')
  })

  it('tells an organisation what it may now publish, by its kind', () => {
    const en = { ...emily, preferredLocale: 'en' as const }
    const employer = certificationMail({ ...organisation('employer'), status: 'approved' }, en, 'E')
    expect(employer.text).toContain('organisation certification application')
    expect(employer.text).toContain('can now publish jobs and internships')
    const school = certificationMail(
      { ...organisation('school'), status: 'approved' },
      { ...wei, preferredLocale: 'zh' },
      'E',
    )
    expect(school.text).toContain('您于2026年9月14日提交的机构认证申请')
    expect(school.text).toContain('有效期至2027年9月14日')
    expect(school.text).toContain('贵机构现在可以发布项目、课程和游学')
  })

  it('greets neutrally without a name and leaves out a date it does not have', () => {
    const mail = certificationMail(
      { ...student, submittedAt: null, status: 'expired' },
      { email: 'x@example.com', preferredLocale: 'zh', firstName: null, lastName: null },
      'E',
    )
    const lines = mail.text.split('\n')
    expect(lines[0]).toBe('您好：')
    expect(lines).toContain('您的学生认证申请，状态已更新为：已过期。')
    expect(mail.text).toContain('续期')
    const en = certificationMail(
      { ...student, status: 'expired' },
      { email: 'x@example.com', preferredLocale: 'en' },
      'E',
    )
    expect(en.text.split('\n')[0]).toBe('Hello,')
  })
})
