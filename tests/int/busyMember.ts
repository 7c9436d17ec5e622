import type { Payload } from 'payload'

import { emptyRecommenderForm } from '@/lib/recommender/profileSchema'
import type { User } from '@/payload-types'

import { studentDetails } from '../helpers/restSetup'

import type { PayloadApi } from './api'
import { coachWithHours, tomorrowAt } from './bookingSetup'
import { jpegFile } from './files'
import { certifiedStanding, createPeople } from './payload'

const pdf = (tag: string) => {
  const data = Buffer.from(
    '%PDF-1.4\n1 0 obj <<>> endobj\nxref\n0 1\ntrailer <<>>\nstartxref\n9\n%%EOF\n',
  )
  return { data, mimetype: 'application/pdf', name: `my-cv-${tag}.pdf`, size: data.length }
}
/** A certified student who has used every part of the portal, and the organisation they applied to. */
export async function busyStudent(payload: Payload, api: PayloadApi) {
  // What names this member and no other in the database, so a search for it finds theirs only.
  const tag = String(Date.now() % 1e8).padStart(8, '0')
  const marks = {
    firstName: `Xiaoming${tag}`,
    realName: `王小明${tag}`,
    phone: `+86 139 ${tag.slice(0, 4)} ${tag.slice(4)}`,
    message: `Please consider me ${tag}`,
    organisation: `Export Academy ${tag}`,
  }
  const { student, institution, reviewer } = await createPeople(payload, {
    student: ['student'],
    institution: ['institution'],
    reviewer: ['reviewer'],
  })
  const asStudent = { user: student.user, overrideAccess: false } as const
  const avatar = await payload.create({
    collection: 'avatars',
    data: {} as never,
    // Named with the tag too: another file's upload of 'me.jpg' elsewhere would be a namesake.
    file: await jpegFile(`me-${tag}.jpg`, 300, 300, '#884422'),
    ...asStudent,
  })
  await payload.update({
    collection: 'users',
    id: student.user.id,
    data: { avatar: avatar.id, phone: marks.phone, firstName: marks.firstName },
  })
  const photo = await payload.create({
    collection: 'certification-documents',
    data: {} as never,
    file: await jpegFile(`student-id-${tag}.jpg`, 600, 400, '#335577'),
    ...asStudent,
  })
  await payload.create({
    collection: 'certifications',
    data: {
      type: 'student',
      student: { ...studentDetails, realName: marks.realName, studentIdPhoto: photo.id },
    } as never,
    ...asStudent,
  })
  const [certification] = (
    await payload.find({
      collection: 'certifications',
      where: { owner: { equals: student.user.id } },
      depth: 0,
    })
  ).docs
  // A reviewer decides it and opens the photo: both name the student (the reviewer too).
  await payload.update({
    collection: 'certifications',
    id: certification!.id,
    data: { status: 'approved' },
    user: reviewer.user,
    overrideAccess: false,
  })
  await api.rest('GET', `/api/certification-documents/file/${photo.filename}`, {
    token: reviewer.token,
  })
  const organisation = await payload.create({
    collection: 'organisations',
    data: {
      owner: institution.user.id,
      name: marks.organisation,
      providerType: 'education-agency',
      ...certifiedStanding,
    },
  })
  const offering = await payload.create({
    collection: 'offerings',
    data: { type: 'study-tour', title: 'Export tour', status: 'published' } as never,
    user: institution.user,
    overrideAccess: false,
  })
  const cv = await payload.create({
    collection: 'application-documents',
    data: {} as never,
    file: pdf(tag),
    ...asStudent,
  })
  await payload.create({
    collection: 'applications',
    data: { offering: offering.id, message: marks.message, cv: cv.id } as never,
    ...asStudent,
  })
  await payload.create({
    collection: 'recommendation-sets',
    data: {
      profile: { ...emptyRecommenderForm, interests: 'History', kinds: ['study-tour'] },
    } as never,
    ...asStudent,
  })
  await payload.create({
    collection: 'contact-messages',
    data: {
      name: marks.firstName,
      email: student.email,
      message: 'A question',
      locale: 'zh',
      status: 'new',
    } as never,
    context: { leadForm: true },
  })
  await bookFreeConsultation(payload, student.user, marks.message)
  return { student, institution, reviewer, organisation, photo, cv, avatar, marks }
}

/** A free consultation tomorrow (its topic names the member). */
async function bookFreeConsultation(payload: Payload, user: User, topic: string) {
  await payload.create({
    collection: 'bookings',
    data: {
      coach: await coachWithHours(payload),
      startsAt: tomorrowAt(10).toISOString(),
      topic,
    } as never,
    user,
    overrideAccess: false,
  })
}
