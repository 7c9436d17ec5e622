import { describe, expect, it } from 'vitest'

import { applicantsPath, listingPath } from '@/lib/applications/listings'
import { applicationReceivedMail, applicationStatusMail } from '@/lib/mail/applicationMail'

const applicant = {
  name: 'Lin Mei',
  educationLevel: 'bachelor' as const,
  school: 'Fudan University',
  major: 'Economics',
}

describe('the new application mail to the organisation', () => {
  it('names the listing and the student’s verified details, with the way to the applicants, in English', () => {
    const mail = applicationReceivedMail({
      to: 'office@harbour.example.com',
      locale: 'en',
      listingTitle: 'Cambridge summer school',
      applicant,
      link: 'https://edubridge.example/user/services',
      brand: 'EduBridge',
    })
    expect(mail.to).toBe('office@harbour.example.com')
    expect(mail.subject).toBe('New application for Cambridge summer school – EduBridge')
    expect(mail.text.split('\n')).toEqual([
      'A certified student has applied for Cambridge summer school. Their verified details:',
      '',
      'Name: Lin Mei',
      'Education level: Bachelor',
      'School: Fudan University',
      'Major: Economics',
      '',
      'See the application and answer it in your dashboard:',
      'https://edubridge.example/user/services',
      '',
      'EduBridge',
    ])
  })

  it('speaks Chinese to a member who reads Chinese, and marks a detail the student left out', () => {
    const mail = applicationReceivedMail({
      to: 'office@harbour.example.com',
      locale: 'zh',
      listingTitle: '剑桥暑期学校',
      applicant: { ...applicant, major: null },
      link: 'https://edubridge.example/zh/user/studyAbroad',
      brand: '优学桥',
    })
    expect(mail.subject).toBe('新的申请：剑桥暑期学校 - 优学桥')
    expect(mail.text).toContain('一位已认证的学生申请了“剑桥暑期学校”。')
    expect(mail.text).toContain('姓名：Lin Mei')
    expect(mail.text).toContain('学历：本科')
    expect(mail.text).toContain('专业：—')
    expect(mail.text).toContain('https://edubridge.example/zh/user/studyAbroad')
  })
})

describe('the status mail to the student', () => {
  it('names the listing and the new status, with the way to all their applications, in either language', () => {
    const common = {
      to: 'lin.mei@student.example.com',
      listingTitle: 'Kyoto study tour',
      status: 'shortlisted' as const,
      brand: 'EduBridge',
    }
    const en = applicationStatusMail({
      ...common,
      locale: 'en',
      link: 'https://edubridge.example/user/applications',
    })
    expect(en.subject).toBe('Your application: Shortlisted – EduBridge')
    expect(en.text).toContain(
      'The status of your application for Kyoto study tour is now: Shortlisted.',
    )
    expect(en.text).toContain('https://edubridge.example/user/applications')
    const zh = applicationStatusMail({
      ...common,
      locale: 'zh',
      link: 'https://edubridge.example/zh/user/applications',
    })
    expect(zh.subject).toBe('您的申请状态：已入围 - EduBridge')
    expect(zh.text).toContain('您申请的“Kyoto study tour”状态已更新为：已入围。')
  })
})

describe('listing paths', () => {
  it('lead to each listing’s public page, and an organisation to where it sees the applicants', () => {
    expect(listingPath('offerings', 12)).toBe('/programme/12')
    expect(listingPath('jobs', 7)).toBe('/employment/job/7')
    expect(applicantsPath('jobs')).toBe('/user/services')
    expect(applicantsPath('offerings', 'study-tour')).toBe('/user/services')
    expect(applicantsPath('offerings', 'credit-course')).toBe('/user/studyAbroad')
    expect(applicantsPath('offerings', 'overseas-programme')).toBe('/user/studyAbroad')
  })
})
