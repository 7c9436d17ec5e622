import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'
import { as, certify, uploadAs } from '@/seed/organisations/members'

import type { Mailbox } from '../helpers/mailbox'

import { jpegFile } from './files'
import { openForFile } from './openForFile'
import { createPeople, type SignedInUser } from './payload'

let payload: Payload
let mailbox: Mailbox
openForFile(['mailbox'], (opened) => ({ payload, mailbox } = opened))

const run = Date.now().toString(36)
const officeEmail = `office-${run}@harbour.example.com`
let people: Record<'institution' | 'student' | 'reviewer', SignedInUser>

/** A JPEG (a licence or student ID) uploaded as the member. */
const photoOf = async (member: User) => {
  const file = await jpegFile('id.jpg', 300, 200, '#468')
  return uploadAs(payload, member, 'certification-documents', file)
}

/** Runs the mail queue and waits for the mail to `to` whose subject matches. */
const mailTo = async (to: string, subject: RegExp) => {
  await payload.jobs.run({ queue: 'mail' })
  return mailbox.waitFor((m) => m.envelopeTo.includes(to) && subject.test(m.subject ?? ''))
}

let tour: number

beforeAll(async () => {
  people = await createPeople(payload, {
    institution: ['institution'],
    student: ['student'],
    reviewer: ['reviewer'],
  })
  const institution = people.institution.user
  await payload.update({ collection: 'users', id: institution.id, data: { preferredLocale: 'zh' } })
  await certify(payload, institution, people.reviewer.user, {
    type: 'organisation',
    organisation: {
      providerType: 'education-agency',
      businessScope: 'Study tours.',
      name: 'Harbour Study Centre',
      licenceNumber: `LIC-${run}`,
      licencePhoto: await photoOf(institution),
      legalRepresentative: 'Zhang Wei',
      contactPerson: 'Li Na',
      contactPhone: '+86 21 5555 0100',
      contactEmail: officeEmail,
    },
  })
  const student = people.student.user
  await certify(payload, student, people.reviewer.user, {
    type: 'student',
    student: {
      realName: '林梅',
      idPhotoConsent: true,
      educationalLevel: 'master',
      graduationSchool: '复旦大学',
      major: '经济学',
      enrollmentYear: 2022,
      graduationYear: 2026,
      studentIdPhoto: await photoOf(student),
    },
  })
  const offering = await payload.create({
    collection: 'offerings',
    data: { type: 'study-tour', title: 'Summer in Oxford', status: 'published' } as never,
    ...as(institution),
  })
  await payload.update({
    collection: 'offerings',
    id: offering.id,
    data: { title: '牛津暑期游学' },
    locale: 'zh',
    ...as(institution),
  })
  tour = offering.id
})

// The photos would stay in media/ otherwise; rows may stay.
afterAll(async () => {
  if (!people) return
  await payload.delete({
    collection: 'certification-documents',
    where: { owner: { in: [people.institution.user.id, people.student.user.id] } },
  })
})

describe('application mails', () => {
  it('tell the organisation of a new application in its member’s language, with the student’s verified details; each status change tells the student in theirs', async () => {
    const application = await payload.create({
      collection: 'applications',
      data: { offering: tour, message: 'I would love to join.' } as never,
      ...as(people.student.user),
    })

    const received = await mailTo(officeEmail, /牛津暑期游学/)
    expect(received.subject).toMatch(/^新的申请：牛津暑期游学/)
    for (const detail of ['姓名：林梅', '学历：硕士', '学校：复旦大学', '专业：经济学'])
      expect(received.text).toContain(detail)
    expect(received.text).toMatch(/https?:\/\/[^/\s]+\/zh\/user\/services/)

    await payload.update({
      collection: 'applications',
      id: application.id,
      data: { status: 'shortlisted' },
      ...as(people.institution.user),
    })
    const changed = await mailTo(people.student.email, /Shortlisted/)
    expect(changed.subject).toMatch(/^Your application: Shortlisted/)
    expect(changed.text).toContain(
      'The status of your application for Summer in Oxford is now: Shortlisted.',
    )
    expect(changed.text).toMatch(/https?:\/\/[^/\s]+\/user\/applications/)
    // The organisation hears of the application once, and of nothing else.
    expect(mailbox.messages.filter((m) => m.envelopeTo.includes(officeEmail))).toHaveLength(1)
  })

  it('go to the organisation member’s own address when the organisation gives no contact e-mail', async () => {
    await payload.update({
      collection: 'organisations',
      where: { owner: { equals: people.institution.user.id } },
      data: { contactEmail: null },
    })
    const second = await payload.create({
      collection: 'offerings',
      data: { type: 'credit-course', title: 'Calculus for credit', status: 'published' } as never,
      ...as(people.institution.user),
    })
    await payload.create({
      collection: 'applications',
      data: { offering: second.id } as never,
      ...as(people.student.user),
    })
    const received = await mailTo(people.institution.email, /Calculus for credit/)
    // Other programmes than study tours are answered from the study-abroad workspace.
    expect(received.text).toMatch(/\/zh\/user\/studyAbroad/)
  })
})
