import { describe, expect, it } from 'vitest'

import en from '../../messages/en.json'
import zh from '../../messages/zh.json'
import {
  consultationStaffMail,
  contactConfirmationMail,
  contactStaffMail,
} from '@/lib/mail/leadMail'
import type { Consultation } from '@/payload-types'

const message = {
  name: '李华',
  email: 'li.hua@example.com',
  phone: null,
  message: '想了解美国本科申请。\n谢谢！',
  locale: 'zh' as const,
  sourcePage: '/zh/contact-us',
}

describe('the staff notification of a contact message', () => {
  it('gives every field in both languages, a dash for what the visitor left out, and the message last', () => {
    const mail = contactStaffMail(message, 'staff@example.com')
    expect(mail.to).toBe('staff@example.com')
    expect(mail.subject).toBe('New contact message from 李华 / 李华 的新留言')
    expect(mail.text.split('\n')).toEqual([
      'Name / 姓名: 李华',
      'Email / 邮箱: li.hua@example.com',
      'Phone / 电话: —',
      'Language / 语言: zh',
      'Sent from / 提交页面: /zh/contact-us',
      '',
      'Message / 留言内容:',
      '想了解美国本科申请。',
      '谢谢！',
    ])
  })
})

describe('the staff notification of a consultation booking', () => {
  it('names the service in both languages and marks each detail left out', () => {
    const booking = {
      studentName: 'Lucy',
      service: 'uspp',
      contact: 'lucy_wx2026',
      preferredCoach: { name: 'Preferred Coach' },
      gpa: '3.8',
      locale: 'en',
    } as Consultation
    const mail = consultationStaffMail(booking, 'staff@example.com')
    expect(mail.subject).toBe('New consultation booking: Lucy / 新的咨询预约：Lucy')
    expect(mail.text.split('\n')).toEqual([
      'Student / 学生: Lucy',
      'Service / 服务项目: U.S. Online credit courses / 美国在线学分课程',
      'Telephone / WeChat / 电话/微信: lucy_wx2026',
      'School / 学校: —',
      'GPA / average grade / GPA/平均成绩: 3.8',
      'Preferred advisor / 意向导师: Preferred Coach',
      'Package / 套餐: —',
      'Language / 语言: en',
      'Sent from / 提交页面: —',
    ])
  })
})

describe('staff notifications', () => {
  it('are one bilingual text, the same in both catalogues', () => {
    expect(zh.mail.contactStaff).toEqual(en.mail.contactStaff)
    expect(zh.mail.consultationStaff).toEqual(en.mail.consultationStaff)
  })
})

describe('the visitor’s confirmation', () => {
  it('greets them in their language and quotes their message line by line', () => {
    const mail = contactConfirmationMail(message, '育桥教育')
    expect(mail.to).toBe('li.hua@example.com')
    expect(mail.subject).toBe('我们已收到您的留言 - 育桥教育')
    expect(mail.text.split('\n')).toEqual([
      '李华，您好：',
      '',
      '感谢您的留言，我们的顾问会在一个工作日内回复您。您的留言如下：',
      '',
      '> 想了解美国本科申请。',
      '> 谢谢！',
      '',
      '育桥教育',
    ])
    const english = contactConfirmationMail({ ...message, name: 'Lucy', locale: 'en' }, 'EduBridge')
    expect(english.text.split('\n')[0]).toBe('Dear Lucy,')
  })
})
