import { Forbidden, NotFound, type Payload, ValidationError } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeListings } from '@/lib/listings/closeListings'
import { removeOrphanedDocuments } from '@/lib/uploads/orphans'
import type { Certification, Offering, Organisation, User } from '@/payload-types'

import en from '../../messages/en.json'
import zh from '../../messages/zh.json'
import { bachelorStudent } from '../helpers/memberDetails'

import type { PayloadApi } from './api'
import { jpegFile } from './files'
import { openForFile } from './openForFile'
import { createPeople, createUser, type SignedInUser } from './payload'

let payload: Payload
let api: PayloadApi
openForFile(['api'], (opened) => ({ payload, api } = opened))

type Person =
  | 'institution'
  | 'employer'
  | 'lonelyEmployer'
  | 'school'
  | 'disabledInstitution'
  | 'student'
  | 'uncertifiedStudent'
  | 'reviewer'
  | 'editor'
  | 'admin'
let people: Record<Person, SignedInUser>
const user = (who: Person) => people[who].user
const token = (who: Person) => people[who].token

const idOf = (value: unknown) =>
  typeof value === 'object' && value ? (value as { id: number }).id : (value as number)
const day = 24 * 60 * 60 * 1000
const inDays = (days: number) => new Date(Date.now() + days * day).toISOString()

/** Expects a ValidationError whose only field message is `message` on `path`. */
const expectRefused = async (promise: Promise<unknown>, path: string, message: string) => {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(ValidationError)
  expect((error as ValidationError).data.errors).toMatchObject([{ path, message }])
}

/** A JPEG photo (the certification's licence or student ID), uploaded as its member. */
const photoOf = async (member: User) => {
  const photo = await payload.create({
    collection: 'certification-documents',
    data: {} as never,
    file: await jpegFile('licence.jpg', 600, 400, '#446688'),
    user: member,
    overrideAccess: false,
  })
  uploaded.push({ collection: 'certification-documents', id: photo.id })
  return photo
}

type ProviderType = 'school' | 'employer' | 'education-agency'
const organisationDetails = async (member: User, providerType: ProviderType, name: string) => ({
  providerType,
  ...(providerType === 'school' ? { schoolType: 'high' } : {}),
  ...(providerType === 'education-agency' ? { businessScope: 'Study-abroad advice.' } : {}),
  name,
  licenceNumber: `LIC-${member.id}-${Date.now()}`,
  licencePhoto: (await photoOf(member)).id,
  legalRepresentative: 'Zhang Wei',
  address: '1 Century Avenue, Shanghai',
  contactPerson: 'Li Na',
  contactPosition: 'Director',
  contactPhone: '+86 21 5555 0100',
  contactEmail: 'office@organisation.example.com',
  country: 'CN',
  region: 'Shanghai',
  description: `${name}, as the member describes it.`,
})

/** A certification changed as `who` would change it (a member's save is a submission). */
const updateCertification = (who: User, id: number, data: Record<string, unknown>) =>
  payload.update({
    collection: 'certifications',
    id,
    data: data as never,
    user: who,
    overrideAccess: false,
    depth: 0,
  })
const approve = (id: number) => updateCertification(user('reviewer'), id, { status: 'approved' })

/** Applies for an organisation certification as the member (sent for review). */
const applyAsOrganisation = async (member: User, providerType: ProviderType, name: string) =>
  payload.create({
    collection: 'certifications',
    data: {
      type: 'organisation',
      organisation: await organisationDetails(member, providerType, name),
    } as never,
    user: member,
    overrideAccess: false,
    depth: 0,
  })

/** The organisation a member owns, read by the system (undefined: none). */
const organisationOf = async (member: User, locale: 'en' | 'zh' = 'en') =>
  (
    await payload.find({
      collection: 'organisations',
      where: { owner: { equals: member.id } },
      depth: 0,
      locale,
      fallbackLocale: false,
    })
  ).docs[0] as Organisation | undefined

/** A member whose organisation certification a reviewer approved: the certification and its organisation. */
const certifiedOrganisation = async (
  member: User,
  providerType: ProviderType,
  name: string,
): Promise<{ certification: Certification; organisation: Organisation }> => {
  const applied = await applyAsOrganisation(member, providerType, name)
  const certification = await approve(applied.id)
  return { certification, organisation: (await organisationOf(member))! }
}

/** A listing created as `who` (the member's own organisation is filled in by the collection). */
const createOffering = (who: User, data: Record<string, unknown> = {}) =>
  payload.create({
    collection: 'offerings',
    data: { type: 'study-tour', title: 'Summer in Oxford', ...data } as never,
    user: who,
    overrideAccess: false,
    depth: 0,
  })
const createJob = (who: User, data: Record<string, unknown> = {}, locale?: 'zh') =>
  payload.create({
    collection: 'jobs',
    data: { type: 'internship', title: 'Marketing intern', ...data } as never,
    user: who,
    overrideAccess: false,
    depth: 0,
    locale,
  })
const updateOffering = (who: User, id: number, data: Record<string, unknown>) =>
  payload.update({
    collection: 'offerings',
    id,
    data: data as never,
    user: who,
    overrideAccess: false,
    depth: 0,
  })
/** An offering as `who` reads it (none: an anonymous visitor). */
const readOffering = (who: User | undefined, id: number) =>
  payload.findByID({ collection: 'offerings', id, user: who, overrideAccess: false, depth: 0 })
/** Whether the offering is in the public list an anonymous visitor gets. */
const publiclyListed = async (id: number) =>
  (
    await payload.find({
      collection: 'offerings',
      where: { id: { equals: id } },
      overrideAccess: false,
      depth: 0,
    })
  ).totalDocs === 1
const restStatus = async (path: string, who?: Person) =>
  (await api.rest('GET', path, { token: who ? token(who) : undefined })).status

let institutionOrganisation: Organisation
let employerOrganisation: Organisation
/** Every file uploaded here, removed after the last test. */
const uploaded: { collection: 'certification-documents' | 'application-documents'; id: number }[] =
  []

beforeAll(async () => {
  people = await createPeople(payload, {
    institution: ['institution'],
    employer: ['employer'],
    lonelyEmployer: ['employer'],
    school: ['school'],
    disabledInstitution: ['institution'],
    student: ['student'],
    uncertifiedStudent: ['student'],
    reviewer: ['reviewer'],
    editor: ['editor'],
    admin: ['admin'],
  })
})

// The files would stay in media/ otherwise; rows in the new collections may stay.
afterAll(async () => {
  for (const { collection, id } of uploaded)
    await payload.delete({ collection, id }).catch(() => undefined)
})

describe('an organisation certification, once approved', () => {
  it('creates one organisation owned by the member, certified, with the licence and the name in both languages; a later approval creates no second one', async () => {
    const member = user('institution')
    const applied = await applyAsOrganisation(member, 'education-agency', 'Harbour Study Centre')
    expect(applied.status).toBe('pending-review')
    // Waiting for review: nothing yet.
    expect(await organisationOf(member)).toBeUndefined()

    const approved = await approve(applied.id)
    const { totalDocs } = await payload.count({
      collection: 'organisations',
      where: { owner: { equals: member.id } },
    })
    expect(totalDocs).toBe(1)
    // Read as its member: the licence fields are the owner's to see.
    const created = await payload.findByID({
      collection: 'organisations',
      id: (await organisationOf(member))!.id,
      user: member,
      overrideAccess: false,
      depth: 0,
    })
    expect(created).toMatchObject({
      owner: member.id,
      certification: applied.id,
      providerType: 'education-agency',
      certificationStatus: 'approved',
      providerStatus: 'certified',
      certified: true,
      licenceNumber: approved.organisation!.licenceNumber,
      licencePhoto: idOf(approved.organisation!.licencePhoto),
      contactPhone: '+86 21 5555 0100',
      region: 'Shanghai',
    })
    expect(created.licencePhoto).toEqual(expect.any(Number))
    for (const locale of ['en', 'zh'] as const)
      expect((await organisationOf(member, locale))!.name, locale).toBe('Harbour Study Centre')
    // Everyone sees a certified organisation's name, not its licence.
    const seenByVisitor = await payload.findByID({
      collection: 'organisations',
      id: created.id,
      overrideAccess: false,
      depth: 0,
    })
    expect(seenByVisitor.name).toBe('Harbour Study Centre')
    expect(seenByVisitor.licenceNumber).toBeUndefined()
    expect(seenByVisitor.licencePhoto).toBeUndefined()

    const resubmitted = await updateCertification(member, applied.id, {
      organisation: { description: 'Now with a new office.' },
    })
    expect(resubmitted.status).toBe('pending-review')
    await approve(applied.id)
    const after = await payload.find({
      collection: 'organisations',
      where: { owner: { equals: member.id } },
      depth: 0,
    })
    expect(after.docs.map((o) => o.id)).toEqual([created.id])
    expect(after.docs[0]).toMatchObject({ certified: true, certificationStatus: 'approved' })
    institutionOrganisation = after.docs[0]!
  })
})

describe('an organisation’s licence photo', () => {
  // Each approval brings the organisation the licence photo the reviewer saw, and the nightly
  // clean-up keeps the photo an organisation shows.
  it('outlives the nightly clean-up after the member sends a new one', async () => {
    const { user: member } = await createUser(payload, ['employer'])
    const { certification, organisation } = await certifiedOrganisation(
      member,
      'employer',
      'Eastgate Logistics',
    )
    expect(organisation.licencePhoto).toEqual(expect.any(Number))
    await updateCertification(member, certification.id, {
      organisation: { licencePhoto: (await photoOf(member)).id },
    })
    await approve(certification.id)
    await removeOrphanedDocuments(payload, new Date(Date.now() + 25 * 60 * 60 * 1000))
    const after = await payload.findByID({
      collection: 'organisations',
      id: organisation.id,
      depth: 0,
    })
    expect(after.licencePhoto).toEqual(expect.any(Number))
  })
})

describe('publishing', () => {
  beforeAll(async () => {
    ;({ organisation: employerOrganisation } = await certifiedOrganisation(
      user('employer'),
      'employer',
      'Northwind Trading',
    ))
  })

  it('lets a certified institution draft an offering, publish it (stamped), and everyone read it then', async () => {
    const member = user('institution')
    const draft = await createOffering(member, { organisation: employerOrganisation.id })
    expect(draft).toMatchObject({
      status: 'draft',
      organisation: institutionOrganisation.id,
      owner: member.id,
    })
    expect(draft.publishedAt ?? null).toBeNull()
    await expect(readOffering(undefined, draft.id)).rejects.toBeInstanceOf(NotFound)
    expect(await restStatus(`/api/offerings/${draft.id}`)).toBe(404)

    const before = Date.now()
    const published = await updateOffering(member, draft.id, { status: 'published' })
    expect(published.status).toBe('published')
    expect(Date.parse(published.publishedAt!)).toBeGreaterThanOrEqual(before - 1000)
    expect(Date.parse(published.publishedAt!)).toBeLessThanOrEqual(Date.now() + 1000)

    await expect(readOffering(undefined, draft.id)).resolves.toMatchObject({
      id: draft.id,
      title: 'Summer in Oxford',
    })
    expect(await publiclyListed(draft.id)).toBe(true)
    expect(await restStatus(`/api/offerings/${draft.id}`)).toBe(200)
  })

  it('refuses a member without an organisation, in the language of the request', async () => {
    const member = user('lonelyEmployer')
    await expectRefused(
      createOffering(member),
      'organisation',
      en.organisations.refusals.noOrganisation,
    )
    await expectRefused(createJob(member), 'organisation', en.organisations.refusals.noOrganisation)
    await expectRefused(
      createJob(member, {}, 'zh'),
      'organisation',
      zh.organisations.refusals.noOrganisation,
    )
    const viaRest = await api.rest('POST', '/api/jobs', {
      token: token('lonelyEmployer'),
      body: { type: 'internship', title: 'Sales intern' },
    })
    expect(viaRest.status).toBe(400)
    expect(JSON.stringify(await viaRest.json())).toContain(en.organisations.refusals.noOrganisation)
    const { totalDocs } = await payload.count({
      collection: 'jobs',
      where: { title: { equals: 'Sales intern' } },
    })
    expect(totalDocs).toBe(0)
  })

  it('lets an employer publish jobs but not offerings', async () => {
    const member = user('employer')
    const job = await createJob(member, { status: 'published' })
    expect(job).toMatchObject({ status: 'published', organisation: employerOrganisation.id })
    await expectRefused(
      createOffering(member, { status: 'published' }),
      'status',
      en.organisations.refusals.wrongKind,
    )
    await expectRefused(
      createJob(user('institution')),
      'status',
      en.organisations.refusals.wrongKind,
    )
  })

  it('takes a rejected organisation’s listings off the site at once and refuses publishing, until approved again', async () => {
    const member = user('school')
    const { certification } = await certifiedOrganisation(
      member,
      'school',
      'Bright Futures Academy',
    )
    const live = await createOffering(member, { status: 'published', title: 'Robotics camp' })
    const draft = await createOffering(member, { title: 'Winter camp' })
    expect(await publiclyListed(live.id)).toBe(true)

    await updateCertification(member, certification.id, {
      organisation: { description: 'A new campus.' },
    })
    const rejected = await updateCertification(user('reviewer'), certification.id, {
      status: 'rejected',
      rejectionReason: 'The licence has expired.',
    })
    expect(rejected.status).toBe('rejected')
    expect(await organisationOf(member)).toMatchObject({
      certified: false,
      certificationStatus: 'rejected',
      providerStatus: 'rejected',
    })
    await expect(readOffering(undefined, live.id)).rejects.toBeInstanceOf(NotFound)
    await expect(readOffering(user('student'), live.id)).rejects.toBeInstanceOf(NotFound)
    expect(await publiclyListed(live.id)).toBe(false)
    expect(await restStatus(`/api/offerings/${live.id}`)).toBe(404)
    // Its member still sees it, and may keep drafting, but not publish.
    await expect(readOffering(member, live.id)).resolves.toMatchObject({ status: 'published' })
    await expect(
      updateOffering(member, draft.id, { title: 'Winter camp 2027' }),
    ).resolves.toBeTruthy()
    await expectRefused(
      updateOffering(member, draft.id, { status: 'published' }),
      'status',
      en.organisations.refusals.certifyFirst,
    )
    await expect(readOffering(member, draft.id)).resolves.toMatchObject({ status: 'draft' })

    await approve(certification.id)
    expect(await organisationOf(member)).toMatchObject({ certified: true })
    await expect(readOffering(undefined, live.id)).resolves.toMatchObject({ id: live.id })
    expect(await publiclyListed(live.id)).toBe(true)
    expect(await restStatus(`/api/offerings/${live.id}`)).toBe(200)
  })

  it('hides a disabled organisation’s listings (an admin’s decision)', async () => {
    const member = user('disabledInstitution')
    const { certification, organisation } = await certifiedOrganisation(
      member,
      'education-agency',
      'Lakeside Tutors',
    )
    const live = await createOffering(member, { status: 'published', title: 'Maths tutoring' })
    expect(await publiclyListed(live.id)).toBe(true)
    const manager = await payload.create({
      collection: 'service-managers',
      data: {
        name: 'Iris Wu',
        businessAreaCodes: ['tutoring'],
        phone: '+86 139 0000 0000',
      } as never,
      user: member,
      overrideAccess: false,
      depth: 0,
    })
    const managerPath = `/api/service-managers/${manager.id}`
    expect(await restStatus(managerPath)).toBe(200)

    const disabled = await updateCertification(user('admin'), certification.id, {
      organisation: { providerStatus: 'disabled' },
    })
    expect(disabled.organisation?.providerStatus).toBe('disabled')
    expect(await organisationOf(member)).toMatchObject({
      certified: false,
      certificationStatus: 'approved',
      providerStatus: 'disabled',
    })
    await expect(readOffering(undefined, live.id)).rejects.toBeInstanceOf(NotFound)
    expect(await publiclyListed(live.id)).toBe(false)
    expect(await restStatus(`/api/offerings/${live.id}`)).toBe(404)
    expect(await restStatus(`/api/offerings/${live.id}`, 'student')).toBe(404)
    // Its advisers go with it.
    expect(await restStatus(managerPath)).toBe(404)
    await expect(
      payload.findByID({ collection: 'service-managers', id: manager.id, overrideAccess: false }),
    ).rejects.toBeInstanceOf(NotFound)
    await expect(
      payload.findByID({
        collection: 'organisations',
        id: organisation.id,
        overrideAccess: false,
      }),
    ).rejects.toBeInstanceOf(NotFound)
  })

  it('refuses a range upside down, on its second field', async () => {
    const member = user('institution')
    await expectRefused(
      createOffering(member, { startDate: inDays(40), endDate: inDays(30) }),
      'endDate',
      en.organisations.refusals.endBeforeStart,
    )
    const dated = await createOffering(member, { startDate: inDays(30), endDate: inDays(40) })
    // A change is judged with what the listing holds already.
    await expectRefused(
      updateOffering(member, dated.id, { endDate: inDays(20) }),
      'endDate',
      en.organisations.refusals.endBeforeStart,
    )
    await expectRefused(
      createJob(user('employer'), { salaryMin: 5000, salaryMax: 3000 }),
      'salaryMax',
      en.organisations.refusals.salaryMaxBelowMin,
    )
  })

  it('closes published listings past their deadline, and leaves those still open', async () => {
    const member = user('institution')
    const past = await createOffering(member, {
      status: 'published',
      title: 'Spring tour',
      deadline: inDays(-2),
    })
    const open = await createOffering(member, {
      status: 'published',
      title: 'Autumn tour',
      deadline: inDays(30),
    })
    const pastDraft = await createOffering(member, { title: 'Old draft', deadline: inDays(-2) })
    expect(await closeListings(payload, new Date())).toBeGreaterThanOrEqual(1)
    const statusOf = async (id: number) =>
      (await payload.findByID({ collection: 'offerings', id, depth: 0 })).status
    expect(await statusOf(past.id)).toBe('closed')
    expect(await statusOf(open.id)).toBe('published')
    expect(await statusOf(pastDraft.id)).toBe('draft')
    // A closed listing stays on the site, no longer taking applications.
    await expect(readOffering(undefined, past.id)).resolves.toMatchObject({ status: 'closed' })
  })
})

/** A one-page PDF with its cross-reference table, as small as a real one gets. */
const tinyPdf = () => {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets = objects.map((object, index) => {
    const offset = body.length
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
    return offset
  })
  const xref = body.length
  const entries = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  return `${body}xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
}

describe('applications', () => {
  let tour: Offering
  let second: Offering
  const apply = (who: Person, data: Record<string, unknown>, locale?: 'zh') =>
    payload.create({
      collection: 'applications',
      data: data as never,
      user: user(who),
      overrideAccess: false,
      depth: 0,
      locale,
    })
  const setStatus = (who: Person, id: number, status: string) =>
    payload.update({
      collection: 'applications',
      id,
      data: { status } as never,
      user: user(who),
      overrideAccess: false,
      depth: 0,
    })
  const readApplication = (who: Person, id: number) =>
    payload.findByID({ collection: 'applications', id, user: user(who), overrideAccess: false })
  /** A tiny PDF (or `content`) uploaded as the student. */
  const uploadCv = async (content = tinyPdf()) => {
    const data = Buffer.from(content, 'latin1')
    const cv = await payload.create({
      collection: 'application-documents',
      data: {} as never,
      file: { data, mimetype: 'application/pdf', name: 'cv.pdf', size: data.length },
      user: user('student'),
      overrideAccess: false,
      depth: 0,
    })
    uploaded.push({ collection: 'application-documents', id: cv.id })
    return cv
  }

  beforeAll(async () => {
    const member = user('institution')
    tour = await createOffering(member, {
      status: 'published',
      title: 'Cambridge summer school',
      deadline: inDays(30),
    })
    second = await createOffering(member, { status: 'published', title: 'Kyoto study tour' })
    const student = user('student')
    const certification = await payload.create({
      collection: 'certifications',
      data: {
        type: 'student',
        student: {
          realName: 'Lin Mei',
          ...bachelorStudent,
          studentIdPhoto: (await photoOf(student)).id,
        },
      } as never,
      user: student,
      overrideAccess: false,
      depth: 0,
    })
    await approve(certification.id)
  })

  it('are refused to a student without an approved student certification', async () => {
    await expectRefused(
      apply('uncertifiedStudent', { offering: tour.id }),
      'owner',
      en.applications.refusals.certifyToApply,
    )
    const viaRest = await api.rest('POST', '/api/applications', {
      token: token('uncertifiedStudent'),
      body: { offering: tour.id },
    })
    expect(viaRest.status).toBe(400)
    expect(JSON.stringify(await viaRest.json())).toContain(en.applications.refusals.certifyToApply)
    // Organisations do not apply at all.
    await expect(apply('employer', { offering: tour.id })).rejects.toBeInstanceOf(Forbidden)
  })

  it('take one per student per listing, completed from the certification, however many arrive at once', async () => {
    const student = user('student')
    const application = await apply('student', {
      offering: tour.id,
      message: 'I would love to join.',
      status: 'offer',
      organisationOwner: student.id,
      applicant: { name: 'Somebody else' },
    })
    expect(application).toMatchObject({
      owner: student.id,
      offering: tour.id,
      listingKey: `offerings:${tour.id}`,
      status: 'submitted',
      organisation: institutionOrganisation.id,
      organisationOwner: user('institution').id,
      message: 'I would love to join.',
      applicant: {
        name: 'Lin Mei',
        educationLevel: 'bachelor',
        school: 'Fudan University',
        major: 'Economics',
      },
    })
    expect(application.history?.map((h) => [h.from ?? null, h.to])).toEqual([[null, 'submitted']])

    await expectRefused(
      apply('student', { offering: tour.id }),
      'owner',
      en.applications.refusals.alreadyApplied,
    )

    const attempts = await Promise.allSettled(
      Array.from({ length: 10 }, () => apply('student', { offering: second.id })),
    )
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1)
    const { totalDocs } = await payload.count({
      collection: 'applications',
      where: { owner: { equals: student.id }, offering: { equals: second.id } },
    })
    expect(totalDocs).toBe(1)
  })

  it('are read by the student and the organisation applied to, moved along by the organisation, withdrawn by the student until an offer', async () => {
    const [application] = (
      await payload.find({
        collection: 'applications',
        where: { owner: { equals: user('student').id }, offering: { equals: tour.id } },
        depth: 0,
      })
    ).docs
    const id = application!.id
    await expect(readApplication('institution', id)).resolves.toMatchObject({ id })
    await expect(readApplication('student', id)).resolves.toMatchObject({ id })
    await expect(readApplication('employer', id)).rejects.toBeInstanceOf(NotFound)
    expect(await restStatus(`/api/applications/${id}`, 'employer')).toBe(404)
    expect(await restStatus(`/api/applications/${id}`)).toBe(403)
    await expect(setStatus('employer', id, 'declined')).rejects.toBeInstanceOf(Forbidden)

    const shortlisted = await setStatus('institution', id, 'shortlisted')
    expect(shortlisted.status).toBe('shortlisted')
    expect(shortlisted.history?.map((h) => [h.from, h.to, idOf(h.by)])).toEqual([
      [null, 'submitted', user('student').id],
      ['submitted', 'shortlisted', user('institution').id],
    ])

    await expectRefused(
      setStatus('student', id, 'offer'),
      'status',
      en.applications.refusals.notAllowed,
    )
    const withdrawn = await setStatus('student', id, 'withdrawn')
    expect(withdrawn.status).toBe('withdrawn')
    expect(withdrawn.history).toHaveLength(3)
    // Nothing leaves a withdrawn application.
    await expectRefused(
      setStatus('institution', id, 'interview'),
      'status',
      en.applications.refusals.notAllowed,
    )

    const [other] = (
      await payload.find({
        collection: 'applications',
        where: { owner: { equals: user('student').id }, offering: { equals: second.id } },
        depth: 0,
      })
    ).docs
    await expect(setStatus('institution', other!.id, 'offer')).resolves.toMatchObject({
      status: 'offer',
    })
    await expectRefused(
      setStatus('student', other!.id, 'withdrawn'),
      'status',
      en.applications.refusals.withdrawAfterOffer,
    )
    await expect(readApplication('student', other!.id)).resolves.toMatchObject({ status: 'offer' })
  })

  it('share the CV sent with them with that organisation only; a CV must be a PDF', async () => {
    const cv = await uploadCv()
    const readCv = (who: Person) =>
      payload.findByID({
        collection: 'application-documents',
        id: cv.id,
        user: user(who),
        overrideAccess: false,
        depth: 0,
      })
    await expect(readCv('student')).resolves.toMatchObject({ id: cv.id })
    // Not shared before it is sent.
    await expect(readCv('institution')).rejects.toBeInstanceOf(NotFound)

    const listing = await createOffering(user('institution'), {
      status: 'published',
      title: 'Oxford debate camp',
    })
    const application = await apply('student', { offering: listing.id, cv: cv.id })
    expect(idOf(application.cv)).toBe(cv.id)
    await expect(readCv('institution')).resolves.toMatchObject({ id: cv.id })
    await expect(readCv('employer')).rejects.toBeInstanceOf(NotFound)
    const file = `/api/application-documents/file/${cv.filename}`
    expect(await restStatus(file, 'institution')).toBe(200)
    expect(await restStatus(file, 'employer')).toBe(403)
    expect(await restStatus(file)).toBe(403)

    await expectRefused(uploadCv('Just text, not a PDF.'), 'file', en.uploads.notPdf)
  })
})

describe('service managers', () => {
  const createManager = (who: Person, data: Record<string, unknown>) =>
    payload.create({
      collection: 'service-managers',
      data: {
        name: 'Grace Liu',
        businessAreaCodes: ['study-tour'],
        phone: '+86 138 0000 0000',
        email: 'grace@harbour.example.com',
        ...data,
      } as never,
      user: user(who),
      overrideAccess: false,
      depth: 0,
    })

  it('belong to the member’s own organisation; only content staff rate them; a phone must be one', async () => {
    const manager = await createManager('institution', {
      organisation: employerOrganisation.id,
      rating: 5,
    })
    expect(manager).toMatchObject({
      organisation: institutionOrganisation.id,
      owner: user('institution').id,
    })
    expect(manager.rating ?? null).toBeNull()

    const rated = await payload.update({
      collection: 'service-managers',
      id: manager.id,
      data: { rating: 4.5 },
      user: user('editor'),
      overrideAccess: false,
      depth: 0,
    })
    expect(rated.rating).toBe(4.5)
    const tried = await payload.update({
      collection: 'service-managers',
      id: manager.id,
      data: { rating: 1 },
      user: user('institution'),
      overrideAccess: false,
      depth: 0,
    })
    expect(tried.rating).toBe(4.5)

    await expectRefused(
      createManager('institution', { phone: 'call me maybe' }),
      'phone',
      en.validation.phoneInvalid,
    )
  })

  it('show their phone and e-mail to signed-in accounts only', async () => {
    const manager = await createManager('institution', { name: 'Henry Zhou' })
    const readAs = (who?: Person) =>
      payload.findByID({
        collection: 'service-managers',
        id: manager.id,
        user: who ? user(who) : undefined,
        overrideAccess: false,
        depth: 0,
      })
    const anonymous = await readAs()
    expect(anonymous.name).toBe('Henry Zhou')
    expect(anonymous).not.toHaveProperty('phone')
    expect(anonymous).not.toHaveProperty('email')
    await expect(readAs('student')).resolves.toMatchObject({
      name: 'Henry Zhou',
      phone: '+86 138 0000 0000',
      email: 'grace@harbour.example.com',
    })

    const viaRest = await api.rest('GET', `/api/service-managers/${manager.id}`)
    expect(viaRest.status).toBe(200)
    const body = (await viaRest.json()) as Record<string, unknown>
    expect(body.name).toBe('Henry Zhou')
    expect(body).not.toHaveProperty('phone')
    expect(body).not.toHaveProperty('email')
    const signedIn = (await (
      await api.rest('GET', `/api/service-managers/${manager.id}`, { token: token('student') })
    ).json()) as Record<string, unknown>
    expect(signedIn.phone).toBe('+86 138 0000 0000')
  })
})
