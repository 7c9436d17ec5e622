import { type Payload, ValidationError } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Organisation, User } from '@/payload-types'

import en from '../../messages/en.json'
import zh from '../../messages/zh.json'

import type { PayloadApi } from './api'
import { openForFile } from './openForFile'
import { certifiedStanding, createPeople, type SignedInUser } from './payload'

let payload: Payload
let api: PayloadApi
openForFile(['api'], (opened) => ({ payload, api } = opened))

type Person = 'member' | 'other' | 'editor'
let people: Record<Person, SignedInUser>
const user = (who: Person) => people[who].user
let organisation: Organisation

/** The organisation's texts as the certification workflow leaves them: the same in both languages. */
const fromCertification = { name: 'Harbour Study Centre', address: '1 Century Avenue, Shanghai' }
const core = {
  establishmentYear: 1998,
  industry: 'education',
  contactEmail: 'office@harbour.example.com',
  contactPhone: '+86 21 5555 0100',
} as const
const textsIn = (language: 'en' | 'zh') => ({
  name: language === 'zh' ? '港湾留学中心' : 'Harbour Study Centre',
  slogan: language === 'zh' ? '留学，准备充分。' : 'Study abroad, well prepared.',
  description: language === 'zh' ? '为出国学生提供咨询。' : 'Advice for students going abroad.',
  address: language === 'zh' ? '上海世纪大道 1 号' : '1 Century Avenue, Shanghai',
  businessScope: language === 'zh' ? '留学咨询。' : 'Study-abroad advice.',
  certificationNames: 'ISO 9001',
})

/** A change of the organisation as `who` makes it through the Local API (their access applies). */
const updateAs = (
  who: User,
  data: Record<string, unknown>,
  locale: 'en' | 'zh' = 'en',
  id = organisation.id,
) =>
  payload.update({
    collection: 'organisations',
    id,
    data: data as never,
    locale,
    user: who,
    overrideAccess: false,
    depth: 0,
  })
/** The organisation as stored in a language (no fallback). */
const stored = (locale: 'en' | 'zh' = 'en') =>
  payload.findByID({
    collection: 'organisations',
    id: organisation.id,
    locale,
    fallbackLocale: false,
    depth: 0,
  })
/** The field messages of a refused change (none: it went through). */
const refusal = (change: Promise<unknown>) =>
  change.then(
    () => null,
    (error: unknown) => {
      expect(error).toBeInstanceOf(ValidationError)
      return (error as ValidationError).data.errors
    },
  )
const patch = (who: Person, body: object, query = '') =>
  api.rest('PATCH', `/api/organisations/${organisation.id}${query}`, {
    token: people[who].token,
    body,
  })

beforeAll(async () => {
  people = await createPeople(payload, {
    member: ['institution'],
    other: ['institution'],
    editor: ['editor'],
  })
  // As the certification workflow creates it on approval (a system step).
  const system = { context: { organisationSystem: true }, depth: 0 } as const
  organisation = await payload.create({
    collection: 'organisations',
    data: {
      owner: user('member').id,
      providerType: 'education-agency',
      ...certifiedStanding,
      contactPhone: core.contactPhone,
      ...fromCertification,
    },
    ...system,
  })
  await payload.update({
    collection: 'organisations',
    id: organisation.id,
    data: fromCertification,
    locale: 'zh',
    ...system,
  })
})

afterAll(async () => {
  if (organisation)
    await payload.delete({ collection: 'organisations', id: organisation.id }).catch(() => null)
})

describe('core information', () => {
  it('refuses a member’s core change until the core is complete, in the request’s language', async () => {
    expect((await stored()).coreSavedAt ?? null).toBeNull()
    const errors = await refusal(
      updateAs(user('member'), { website: 'https://pudong.example.com' }),
    )
    expect(errors).toEqual(
      expect.arrayContaining([
        { path: 'establishmentYear', message: 'Establishment year is required.' },
        { path: 'industry', message: 'Industry is required.' },
        { path: 'contactEmail', message: 'Contact e-mail is required.' },
      ]),
    )
    const viaRest = await patch(
      'member',
      { website: 'https://pudong.example.com', establishmentYear: 1700 },
      '?locale=zh',
    )
    expect(viaRest.status).toBe(400)
    const body = JSON.stringify(await viaRest.json())
    expect(body).toContain('成立年份须为 1800 年至今年之间的年份。')
    expect(body).toContain('请填写行业。')
    expect((await stored()).website ?? null).toBeNull()
    expect((await stored()).coreSavedAt ?? null).toBeNull()
  })

  it('stamps coreSavedAt when a member’s core save passes; the member cannot set it', async () => {
    const before = Date.now()
    const saved = await updateAs(user('member'), {
      ...core,
      website: 'https://harbour.example.com',
    })
    expect(saved).toMatchObject({ ...core, website: 'https://harbour.example.com' })
    const stamp = Date.parse(saved.coreSavedAt!)
    expect(stamp).toBeGreaterThanOrEqual(before - 1000)
    expect(stamp).toBeLessThanOrEqual(Date.now() + 1000)

    const viaRest = await patch('member', { coreSavedAt: '2001-01-01T00:00:00.000Z' })
    expect(viaRest.status).toBe(200)
    expect((await stored()).coreSavedAt).toBe(saved.coreSavedAt)

    const errors = await refusal(updateAs(user('member'), { website: 'javascript:alert(1)' }))
    expect(errors).toEqual([
      {
        path: 'website',
        message: 'Website must be a web address starting with http:// or https://.',
      },
    ])
  })

  it('lets a change that touches no rule through (an empty update, as the access checks send)', async () => {
    await expect(updateAs(user('member'), {})).resolves.toMatchObject({ id: organisation.id })
    expect((await patch('member', {})).status).toBe(200)
  })
})

describe('each language’s information', () => {
  it('refuses a half-filled Chinese section over REST, 400 with the Chinese messages', async () => {
    const response = await patch('member', { slogan: '留学，准备充分。' }, '?locale=zh')
    expect(response.status).toBe(400)
    const body = JSON.stringify(await response.json())
    expect(body).toContain('请填写中文详细介绍。')
    expect(body).toContain('请填写中文资质认证。')
    expect((await stored('zh')).slogan ?? null).toBeNull()
  })

  it('refuses it over the Local API in English for an English request, and takes a complete section', async () => {
    const errors = await refusal(updateAs(user('member'), { slogan: 'Study abroad.' }))
    expect(errors).toContainEqual({
      path: 'description',
      message: 'English full description is required.',
    })
    await updateAs(user('member'), textsIn('zh'), 'zh')
    await updateAs(user('member'), { ...textsIn('en'), shortName: 'Harbour' })
    expect(await stored('zh')).toMatchObject(textsIn('zh'))
    expect(await stored('en')).toMatchObject({ ...textsIn('en'), shortName: 'Harbour' })
  })

  it('asks for a text the other language has (the short name too)', async () => {
    const errors = await refusal(
      updateAs(user('member'), { ...textsIn('zh'), slogan: '出国留学，准备充分。' }, 'zh'),
    )
    expect(errors).toEqual([
      { path: 'shortName', message: '另一种语言已填写此项，请填写中文简称。' },
    ])
    await updateAs(user('member'), { shortName: '港湾' }, 'zh')
    expect((await stored('zh')).shortName).toBe('港湾')
  })
})

describe('social media links', () => {
  it('needs a platform and an http(s) homepage for each link', async () => {
    const response = await patch('member', {
      socialLinks: [{ platform: 'Site', url: 'javascript:alert(1)' }],
    })
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain(
      'Homepage URL must be a web address starting with http:// or https://.',
    )
    const saved = await updateAs(user('member'), {
      socialLinks: [{ platform: 'WeChat', url: 'https://weixin.example.com/harbour' }],
    })
    expect(saved.socialLinks).toMatchObject([{ platform: 'WeChat' }])
  })
})

describe('public display', () => {
  it('is turned on only when both languages are complete', async () => {
    // The English certifications go missing (staff are not held to the member's rules).
    await updateAs(user('editor'), { certificationNames: null })
    const response = await patch('member', { showable: true })
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain(en.organisation.errors.displayNeedsBoth)
    const errors = await refusal(updateAs(user('member'), { showable: true }, 'zh'))
    expect(errors).toEqual([{ path: 'showable', message: zh.organisation.errors.displayNeedsBoth }])
    expect((await stored()).showable).toBe(false)

    await updateAs(user('member'), { certificationNames: 'ISO 9001' })
    await expect(updateAs(user('member'), { showable: true })).resolves.toMatchObject({
      showable: true,
    })
    await expect(updateAs(user('member'), { showable: false })).resolves.toMatchObject({
      showable: false,
    })
  })
})

describe('who may change it', () => {
  it('refuses another member over REST and the Local API', async () => {
    const response = await patch('other', { website: 'https://elsewhere.example.com' })
    expect([403, 404]).toContain(response.status)
    await expect(
      updateAs(user('other'), { website: 'https://elsewhere.example.com' }),
    ).rejects.toMatchObject({
      status: expect.any(Number),
    })
    expect((await stored()).website).not.toBe('https://elsewhere.example.com')
  })

  it('does not hold staff or the certification workflow to the member’s rules', async () => {
    await expect(
      updateAs(user('editor'), { establishmentYear: null, website: 'https://pudong.example.com' }),
    ).resolves.toMatchObject({ website: 'https://pudong.example.com' })
    await expect(
      payload.update({
        collection: 'organisations',
        id: organisation.id,
        data: { contactEmail: null },
        context: { organisationSystem: true },
        depth: 0,
      }),
    ).resolves.toMatchObject({ id: organisation.id })
  })

  it('puts a service manager a member adds in the member’s organisation', async () => {
    const manager = await payload.create({
      collection: 'service-managers',
      data: {
        name: 'Li Na',
        phone: '+86 138 0000 0000',
        businessAreaCodes: ['study-tour'],
      } as never,
      user: user('member'),
      overrideAccess: false,
      depth: 0,
    })
    expect(manager).toMatchObject({ organisation: organisation.id, owner: user('member').id })
    await payload.delete({ collection: 'service-managers', id: manager.id })
  })
})
