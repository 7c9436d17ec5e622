import { Forbidden, type Payload, ValidationError } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { listingApplications, myListing, myListings, myPublisher } from '@/data/memberListings'
import { refusalReason, refusedField } from '@/lib/actions/refusal'
import { blankListing, listingData } from '@/lib/listings/listingData'
import type { JobInput, OfferingInput } from '@/lib/listings/listingSchema'
import { saveListing } from '@/lib/listings/saveListing'
import type { ListingKind } from '@/lib/organisations/roles'
import type { Application, User } from '@/payload-types'

import en from '../../messages/en.json'
import zh from '../../messages/zh.json'

import { openForFile } from './openForFile'
import { createPeople, type SignedInUser, systemDecision } from './payload'

/*
 * What the dashboard's publishing actions do, through the same functions they call, as the
 * members themselves: the collections' rules (publishing, ranges, application statuses) and
 * access decide, and their refusals reach the member in the member's language.
 */

let payload: Payload
openForFile([], (opened) => ({ payload } = opened))

type Person =
  | 'institution'
  | 'employer'
  | 'lapsedEmployer'
  | 'newEmployer'
  | 'student'
  | 'otherStudent'
  | 'secondStudent'
let people: Record<Person, SignedInUser>
const user = (who: Person) => people[who].user
const as = (who: Person) => ({ user: user(who), overrideAccess: false as const, depth: 0 })

const decided = (
  member: User,
  status: 'approved' | 'rejected',
  details: Parameters<typeof systemDecision>[3],
) => systemDecision(payload, member, status, details)
const organisation = (member: User, providerType: string, name: string) =>
  decided(member, 'approved', { type: 'organisation', organisation: { providerType, name } })

const tour: OfferingInput = {
  ...blankListing('offerings', 'study-tour'),
  titleEn: 'Summer in Oxford',
  titleZh: '牛津夏季游学',
  cityEn: 'Oxford',
  cityZh: '牛津',
  descriptionEn: 'Lectures every morning.',
  descriptionZh: '每天上午听课。',
  startDate: '2027-07-05',
  endDate: '2027-07-18',
  capacity: '30',
  placesLeft: '12',
}
const internship: JobInput = {
  ...blankListing('jobs'),
  type: 'internship',
  titleEn: 'Marketing intern',
  titleZh: '市场实习生',
  salaryMin: '3000',
  salaryMax: '4000',
}

/** Saves a form's values as the member, in their language, as the actions do. */
const save = (
  who: Person,
  kind: ListingKind,
  values: OfferingInput | JobInput,
  locale: 'en' | 'zh' = 'en',
  id?: number,
) => saveListing(payload, { kind, id, data: listingData(values), user: user(who), locale })

type Refusal = keyof typeof en.organisations.refusals

/** Expects a save refused by the collection at `field`, for `refusal`, worded in the member's language. */
const expectRefused = async (
  saving: Promise<unknown>,
  locale: 'en' | 'zh',
  field: string,
  refusal: Refusal,
) => {
  const error = await saving.then(
    () => null,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(ValidationError)
  // What the action shows the member.
  expect({ field: refusedField(error, locale), reason: refusalReason(error, locale) }).toEqual({
    field,
    reason: { en, zh }[locale].organisations.refusals[refusal],
  })
}

const ownedCount = async (who: Person, kind: ListingKind) =>
  (await payload.count({ collection: kind, where: { owner: { equals: user(who).id } } })).totalDocs

beforeAll(async () => {
  people = await createPeople(payload, {
    institution: ['institution'],
    employer: ['employer'],
    lapsedEmployer: ['employer'],
    newEmployer: ['employer'],
    student: ['student'],
    otherStudent: ['student'],
    secondStudent: ['student'],
  })
  await organisation(user('institution'), 'education-agency', 'Harbour Study Centre')
  await organisation(user('employer'), 'employer', 'Horizon Careers')
  await organisation(user('lapsedEmployer'), 'employer', 'Lapsed Trading')
  await decided(user('lapsedEmployer'), 'rejected', {
    type: 'organisation',
    rejectionReason: 'The licence has expired.',
  })
  await decided(user('student'), 'approved', {
    type: 'student',
    student: {
      realName: 'Lin Mei',
      idPhotoConsent: true,
      educationalLevel: 'bachelor',
      graduationSchool: 'Fudan University',
      major: 'Economics',
    },
  })
  await decided(user('secondStudent'), 'approved', {
    type: 'student',
    student: {
      realName: 'Zhou Tao',
      idPhotoConsent: true,
      educationalLevel: 'master',
      graduationSchool: 'Tongji University',
      major: 'Architecture',
    },
  })
})

describe('who publishes', () => {
  it('knows each member’s organisation and what it publishes; students and new organisations have none', async () => {
    expect(await myPublisher(user('institution'))).toMatchObject({
      publishes: 'offerings',
      organisation: { name: 'Harbour Study Centre', certified: true },
    })
    expect(await myPublisher(user('lapsedEmployer'))).toMatchObject({
      publishes: 'jobs',
      organisation: { certified: false },
    })
    expect(await myPublisher(user('newEmployer'))).toEqual({
      publishes: 'jobs',
      organisation: null,
    })
    expect(await myPublisher(user('student'))).toEqual({ publishes: null, organisation: null })
  })

  it('refuses publishing to an uncertified organisation, in the member’s language, and saves nothing half', async () => {
    const published = { ...internship, status: 'published' as const }
    await expectRefused(
      save('lapsedEmployer', 'jobs', published, 'en'),
      'en',
      'status',
      'certifyFirst',
    )
    await expectRefused(
      save('lapsedEmployer', 'jobs', published, 'zh'),
      'zh',
      'status',
      'certifyFirst',
    )
    expect(await ownedCount('lapsedEmployer', 'jobs')).toBe(0)
    // A draft waits for the certification.
    await save('lapsedEmployer', 'jobs', internship, 'zh')
    expect(await ownedCount('lapsedEmployer', 'jobs')).toBe(1)
  })

  it('refuses a member without an organisation, and an organisation the other kind of listing', async () => {
    await expectRefused(
      save('newEmployer', 'jobs', internship, 'zh'),
      'zh',
      'organisation',
      'noOrganisation',
    )
    await expectRefused(save('employer', 'offerings', tour, 'en'), 'en', 'status', 'wrongKind')
  })
})

describe('a certified organisation', () => {
  let id: number

  it('publishes a study tour in both languages, stamped, for everyone to read', async () => {
    id = await save('institution', 'offerings', { ...tour, status: 'published' })
    const saved = await myListing(user('institution'), 'offerings', id)
    expect(saved?.en).toMatchObject({
      title: 'Summer in Oxford',
      city: 'Oxford',
      status: 'published',
      placesLeft: 12,
      startDate: '2027-07-05T12:00:00.000Z',
      publishedAt: expect.any(String),
    })
    expect(saved?.zh).toMatchObject({ title: '牛津夏季游学', city: '牛津' })
    const visitor = await payload.findByID({
      collection: 'offerings',
      id,
      locale: 'zh',
      overrideAccess: false,
      depth: 0,
    })
    expect(visitor.title).toBe('牛津夏季游学')
    // Another member cannot open it in the form.
    expect(await myListing(user('employer'), 'offerings', id)).toBeNull()
  })

  it('is told of a range upside down at its field, in the member’s language, and the listing stays as it was', async () => {
    const upsideDown = {
      ...tour,
      titleEn: 'Changed',
      endDate: '2027-07-01',
      status: 'published' as const,
    }
    await expectRefused(
      save('institution', 'offerings', upsideDown, 'zh', id),
      'zh',
      'endDate',
      'endBeforeStart',
    )
    expect((await myListing(user('institution'), 'offerings', id))?.en.title).toBe(
      'Summer in Oxford',
    )
  })

  it('cannot change another organisation’s listing', async () => {
    await expect(
      save('employer', 'offerings', { ...tour, titleEn: 'Taken' }, 'en', id),
    ).rejects.toBeInstanceOf(Forbidden)
    expect((await myListing(user('institution'), 'offerings', id))?.en.title).toBe(
      'Summer in Oxford',
    )
  })

  it('closes a listing, which stays on the site', async () => {
    await save('institution', 'offerings', { ...tour, status: 'closed' }, 'en', id)
    const [row] = (await myListings(user('institution'), 'offerings', 'en', ['study-tour'])).filter(
      (listing) => listing.id === id,
    )
    expect(row).toMatchObject({ status: 'closed', applications: 0 })
    await save('institution', 'offerings', { ...tour, status: 'published' }, 'en', id)
  })
})

describe('applications to a listing', () => {
  let job: number
  let application: Application
  const setStatus = (who: Person, status: string, locale: 'en' | 'zh' = 'en') =>
    payload.update({
      collection: 'applications',
      id: application.id,
      data: { status } as never,
      locale,
      ...as(who),
    })

  beforeAll(async () => {
    job = await save('employer', 'jobs', { ...internship, status: 'published' })
    application = await payload.create({
      collection: 'applications',
      data: { job, message: 'I would love to join.' } as never,
      ...as('student'),
    })
  })

  it('are counted in the organisation’s list and shown with the student’s verified details', async () => {
    const [row] = (await myListings(user('employer'), 'jobs', 'en')).filter((l) => l.id === job)
    expect(row.applications).toBe(1)
    const page = await listingApplications(user('employer'), 'jobs', job)
    expect(page).toMatchObject({ total: 1, capped: false, totalPages: 1, page: 1 })
    expect(page.docs[0]).toMatchObject({
      id: application.id,
      status: 'submitted',
      message: 'I would love to join.',
      applicant: { name: 'Lin Mei', educationLevel: 'bachelor', school: 'Fudan University' },
      cvUrl: null,
    })
  })

  it('move along as the organisation decides, each change in the history', async () => {
    await setStatus('employer', 'shortlisted')
    await setStatus('employer', 'interview')
    const {
      docs: [shown],
    } = await listingApplications(user('employer'), 'jobs', job)
    expect(shown.status).toBe('interview')
    expect(shown.history?.map((entry) => [entry.from ?? null, entry.to])).toEqual([
      [null, 'submitted'],
      ['submitted', 'shortlisted'],
      ['shortlisted', 'interview'],
    ])
    expect(shown.history?.[2].at).toEqual(expect.any(String))
  })

  it('are neither read nor changed by another organisation, nor by another student', async () => {
    for (const who of ['institution', 'otherStudent'] as const)
      expect(await listingApplications(user(who), 'jobs', job)).toMatchObject({
        docs: [],
        total: 0,
      })
    await expect(setStatus('institution', 'offer')).rejects.toBeInstanceOf(Forbidden)
    await expect(setStatus('otherStudent', 'declined')).rejects.toBeInstanceOf(Forbidden)
    const {
      docs: [shown],
    } = await listingApplications(user('employer'), 'jobs', job)
    expect(shown.status).toBe('interview')
  })

  it('stay withdrawn once the student withdraws: the organisation is told why, in its language', async () => {
    await setStatus('student', 'withdrawn')
    const error = await setStatus('employer', 'offer', 'zh').catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(ValidationError)
    expect(refusalReason(error, 'zh')).toBe(zh.applications.refusals.notAllowed)
    expect(refusedField(error, 'zh')).toBe('status')
  })

  it('are listed a page at a time, newest first, with how many there are in all', async () => {
    const second = await payload.create({
      collection: 'applications',
      data: { job, message: 'Count me in.' } as never,
      ...as('secondStudent'),
    })
    const page = (n: number) => listingApplications(user('employer'), 'jobs', job, n, 1)
    expect(await page(1)).toMatchObject({ total: 2, capped: false, totalPages: 2, page: 1 })
    expect((await page(1)).docs.map((doc) => doc.id)).toEqual([second.id])
    expect((await page(2)).docs.map((doc) => doc.id)).toEqual([application.id])
    // A deep page's applications come whole: the message, the student's details, the history.
    expect((await page(2)).docs[0]).toMatchObject({
      message: 'I would love to join.',
      applicant: { name: 'Lin Mei' },
      history: expect.arrayContaining([expect.objectContaining({ to: 'submitted' })]),
    })
    expect((await listingApplications(user('employer'), 'jobs', job)).docs).toHaveLength(2)
  })
})
