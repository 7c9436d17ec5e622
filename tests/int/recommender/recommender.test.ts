import type { Payload } from 'payload'
import { ValidationError } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { currentIndex } from '@/lib/recommender/liveIndex'
import { countNewMatches } from '@/lib/recommender/newMatches'
import type { RecommenderProfile } from '@/lib/recommender/profile'
import { emptyRecommenderForm, type RecommenderForm } from '@/lib/recommender/profileSchema'
import { rank } from '@/lib/recommender/rank'
import type { Recommendations } from '@/lib/recommender/recommend'
import type { Organisation, User } from '@/payload-types'

import { studentDetails } from '../../helpers/restSetup'

import type { PayloadApi } from '../api'
import { jpegFile } from '../files'
import { openForFile } from '../openForFile'
import { certifiedStanding, createPeople, type SignedInUser } from '../payload'

let payload: Payload
let api: PayloadApi
openForFile(['api'], (opened) => ({ payload, api } = opened))

type Person = 'institution' | 'student' | 'otherStudent' | 'uncertified' | 'reviewer'
let people: Record<Person, SignedInUser>
const user = (name: Person): User => people[name].user
let organisation: Organisation
const created: { collection: 'offerings' | 'recommendation-sets'; id: number }[] = []

const jpeg = () => jpegFile('student-id.jpg', 400, 300, '#446688')

/** The student's certification, approved by a reviewer. */
async function certify(student: User) {
  const document = await payload.create({
    collection: 'certification-documents',
    data: {} as never,
    file: await jpeg(),
    user: student,
    overrideAccess: false,
  })
  const certification = await payload.create({
    collection: 'certifications',
    data: {
      type: 'student',
      student: { ...studentDetails, realName: 'Rec', studentIdPhoto: document.id },
    } as never,
    user: student,
    overrideAccess: false,
  })
  await payload.update({
    collection: 'certifications',
    id: certification.id,
    data: { status: 'approved' },
    user: user('reviewer'),
  })
}

/** A published offering of the institution, written in English only unless Chinese is given. */
async function publishOffering(title: string, data: Record<string, unknown> = {}) {
  const offering = await payload.create({
    collection: 'offerings',
    data: {
      type: 'study-tour',
      title,
      status: 'published',
      country: 'AU',
      startDate: '2027-07-05',
      deadline: '2027-05-01',
      price: 4200,
      currency: 'USD',
      ...data,
    } as never,
    user: user('institution'),
    overrideAccess: false,
    depth: 0,
    locale: 'en',
  })
  created.push({ collection: 'offerings', id: offering.id })
  return offering
}

const NOW = new Date('2026-12-01T00:00:00Z')
const chineseProfile: RecommenderProfile = {
  interests: '海洋生物、珊瑚礁保护',
  countries: ['AU'],
  currency: 'CNY',
  budgetMax: 40000,
  startMonth: 7,
  kinds: ['study-tour'],
}
const keysFor = async (profile: RecommenderProfile) =>
  rank(await currentIndex(payload), profile, NOW).offerings.map((item) => item.key)

const form = (changes: Partial<RecommenderForm> = {}): RecommenderForm => ({
  ...emptyRecommenderForm,
  interests: '海洋生物',
  countries: ['AU'],
  kinds: ['study-tour'],
  ...changes,
})
const saveSet = async (who: Person, profile: RecommenderForm = form(), locale?: 'zh') => {
  const set = await payload.create({
    collection: 'recommendation-sets',
    data: { profile } as never,
    user: user(who),
    overrideAccess: false,
    locale,
  })
  created.push({ collection: 'recommendation-sets', id: set.id })
  return set
}

beforeAll(async () => {
  people = await createPeople(payload, {
    institution: ['institution'],
    student: ['student'],
    otherStudent: ['student'],
    uncertified: ['student'],
    reviewer: ['reviewer'],
  })
  organisation = await payload.create({
    collection: 'organisations',
    data: {
      owner: user('institution').id,
      name: 'Reef Learning',
      providerType: 'education-agency',
      ...certifiedStanding,
    } as never,
  })
  await certify(user('student'))
  await certify(user('otherStudent'))
})

afterAll(async () => {
  for (const { collection, id } of created.reverse())
    await payload.delete({ collection, id }).catch(() => undefined)
  await payload.delete({ collection: 'organisations', id: organisation.id }).catch(() => undefined)
})

describe('the recommender index', () => {
  it('finds an English-only listing for a profile written only in Chinese, and says why in the student’s words', async () => {
    const reef = await publishOffering('Great Barrier Reef Marine Biology Field School', {
      summary: 'Snorkel surveys of coral reefs with marine scientists.',
    })
    const ranked = rank(await currentIndex(payload), chineseProfile, NOW).offerings
    const found = ranked.findIndex((item) => item.id === reef.id)
    expect(found).toBeGreaterThanOrEqual(0)
    expect(found).toBeLessThan(3)
    expect(ranked[found]!.reasons[0]).toEqual({ code: 'interest', phrase: '海洋生物' })
  })

  it('makes a new listing matchable within a second, and takes it out when it closes or its organisation loses its certification', async () => {
    const started = Date.now()
    const listing = await publishOffering('Coral Reef Conservation Week')
    expect(await keysFor(chineseProfile)).toContain(`offerings:${listing.id}`)
    expect(Date.now() - started).toBeLessThan(1000)

    await payload.update({
      collection: 'offerings',
      id: listing.id,
      data: { status: 'closed' },
      user: user('institution'),
      overrideAccess: false,
    })
    expect(await keysFor(chineseProfile)).not.toContain(`offerings:${listing.id}`)

    const other = await publishOffering('Reef Snorkelling Camp')
    await payload.update({
      collection: 'organisations',
      id: organisation.id,
      data: { certified: false },
    })
    expect(await keysFor(chineseProfile)).not.toContain(`offerings:${other.id}`)
    await payload.update({
      collection: 'organisations',
      id: organisation.id,
      data: { certified: true },
    })
    expect(await keysFor(chineseProfile)).toContain(`offerings:${other.id}`)
  })
})

describe('saved result sets', () => {
  it('are ranked by the server for a certified student, whatever results the client sends', async () => {
    const set = await payload.create({
      collection: 'recommendation-sets',
      data: { profile: form(), results: { lists: { offerings: [{ key: 'forged' }] } } } as never,
      user: user('student'),
      overrideAccess: false,
    })
    created.push({ collection: 'recommendation-sets', id: set.id })
    const results = set.results as Recommendations
    expect(results.lists.offerings.length).toBeGreaterThan(0)
    expect(results.lists.offerings.some((item) => item.key === 'forged')).toBe(false)
    expect(set.owner).toMatchObject({ id: user('student').id })
  })

  it('are readable by their owner only: another student and staff get 404 over REST, and lists show them nothing', async () => {
    const set = await saveSet('student')
    const read = (who: Person) =>
      api.rest('GET', `/api/recommendation-sets/${set.id}`, { token: people[who].token })
    expect((await read('student')).status).toBe(200)
    expect((await read('otherStudent')).status).toBe(404)
    expect((await read('reviewer')).status).toBe(404)
    expect((await api.rest('GET', `/api/recommendation-sets/${set.id}`, {})).status).toBe(403)
    const listed = await payload.find({
      collection: 'recommendation-sets',
      user: user('otherStudent'),
      overrideAccess: false,
    })
    expect(listed.docs.map((doc) => doc.id)).not.toContain(set.id)
  })

  it('refuse a student without an approved certification, in the request’s language', async () => {
    const attempt = (locale?: 'zh') =>
      payload.create({
        collection: 'recommendation-sets',
        data: { profile: form() } as never,
        user: user('uncertified'),
        overrideAccess: false,
        locale,
      })
    await expect(attempt()).rejects.toThrow(
      'Recommendations are for certified students. Verify your student status first.',
    )
    await expect(attempt('zh')).rejects.toThrow('推荐功能仅面向已认证的学生，请先完成学生认证。')
    const invalid = await payload
      .create({
        collection: 'recommendation-sets',
        data: { profile: { ...form(), interests: '' } } as never,
        user: user('student'),
        overrideAccess: false,
      })
      .catch((error: unknown) => error)
    expect(invalid).toBeInstanceOf(ValidationError)
    expect((invalid as ValidationError).data.errors).toMatchObject([
      {
        path: 'profile',
        message: 'The profile is incomplete or not valid. Check the form and try again.',
      },
    ])
  })

  it('show a listing published after saving once the owner refreshes them', async () => {
    const set = await saveSet('student', form({ interests: '潜水、海洋保护' }))
    const listing = await publishOffering('Scuba Diving and Ocean Conservation Expedition')
    const before = (set.results as Recommendations).lists.offerings.map((item) => item.id)
    expect(before).not.toContain(listing.id)
    const refreshed = await payload.update({
      collection: 'recommendation-sets',
      id: set.id,
      data: {},
      context: { refreshRecommendations: true },
      user: user('student'),
      overrideAccess: false,
    })
    expect((refreshed.results as Recommendations).lists.offerings.map((item) => item.id)).toContain(
      listing.id,
    )
    // The dashboard counts it as new since the set's last refresh, and nothing since this one.
    expect(await countNewMatches(payload, set.profile, set.refreshedAt)).toBeGreaterThanOrEqual(1)
    expect(await countNewMatches(payload, set.profile, refreshed.refreshedAt)).toBe(0)
    // A REST update cannot write results of its own.
    const patched = await api.rest('PATCH', `/api/recommendation-sets/${set.id}`, {
      token: people.student.token,
      body: { results: { lists: { offerings: [] } }, viewedAt: '2026-12-01T00:00:00.000Z' },
    })
    expect(patched.status).toBe(200)
    const after = await payload.findByID({ collection: 'recommendation-sets', id: set.id })
    expect((after.results as Recommendations).lists.offerings.length).toBeGreaterThan(0)
  })

  it('take twenty saves at once, and stop at 50 per member even when they come together', async () => {
    const burst = await Promise.allSettled(
      Array.from({ length: 20 }, () => saveSet('otherStudent')),
    )
    expect(burst.filter((r) => r.status === 'fulfilled')).toHaveLength(20)
    const count = async () =>
      (
        await payload.count({
          collection: 'recommendation-sets',
          where: { owner: { equals: user('otherStudent').id } },
        })
      ).totalDocs
    while ((await count()) < 45) await saveSet('otherStudent')
    const atTheLimit = await Promise.allSettled(
      Array.from({ length: 10 }, () => saveSet('otherStudent')),
    )
    expect(atTheLimit.filter((r) => r.status === 'fulfilled')).toHaveLength(5)
    expect(await count()).toBe(50)
    const refused = atTheLimit.find((r) => r.status === 'rejected') as PromiseRejectedResult
    expect(String(refused.reason)).toContain('You have 50 saved results, the most we keep.')
  })
})
