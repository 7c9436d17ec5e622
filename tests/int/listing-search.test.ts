import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { jobListRead, searchListings } from '@/data/listings'
import { readListPage } from '@/data/listPage'
import { listPartners } from '@/data/organisations'
import { citiesContaining } from '@/lib/listings/cities'
import { blankListing, listingData } from '@/lib/listings/listingData'
import { saveListing } from '@/lib/listings/saveListing'
import type { ListingKind } from '@/lib/organisations/roles'
import type { User } from '@/payload-types'

import { openForFile } from './openForFile'
import { createPeople, type SignedInUser, systemDecision } from './payload'

// Outside Next there is no cache to keep reads in: each read goes to the database.
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  unstable_cache: <T>(read: T) => read,
}))

/*
 * What the public sees of listings and organisations outside their own pages: the header search's
 * programmes and jobs (published, public, titles in either language) and the certified partners
 * /partnership lists (those that show their profile).
 */

let payload: Payload
openForFile([], (opened) => ({ payload } = opened))

type Person = 'institution' | 'employer' | 'lapsed'
let people: Record<Person, SignedInUser>
const user = (who: Person) => people[who].user
const organisationIds = {} as Record<Person, number>
/** A word no other test's titles have, so each search finds this file's listings only. */
const run = `zq${Date.now().toString(36)}`

/** An organisation certification the system decides (see `systemDecision`). */
const decided = (member: User, status: 'approved' | 'rejected', details: object) =>
  systemDecision(payload, member, status, { ...details, type: 'organisation' })

/** A change of an organisation as the system makes it (no member's rules apply). */
const systemUpdate = (who: Person, data: Record<string, unknown>, locale: 'en' | 'zh' = 'en') =>
  payload.update({
    collection: 'organisations',
    id: organisationIds[who],
    data: data as never,
    locale,
    depth: 0,
  })

/**
 * Saves a listing with these titles (the rest as a new form leaves it) as its member, as the
 * dashboard's actions do: a study tour from the institution, an internship from an employer.
 */
const save = (
  who: Person,
  [en, zh]: readonly [string, string],
  status: 'draft' | 'published' = 'published',
) => {
  const kind: ListingKind = who === 'institution' ? 'offerings' : 'jobs'
  const type = kind === 'offerings' ? 'study-tour' : 'internship'
  const values = { ...blankListing(kind, type), titleEn: en, titleZh: zh, status }
  return saveListing(payload, { kind, data: listingData(values), user: user(who), locale: 'en' })
}

const titles = {
  tour: [`Lakeside Robotics Camp ${run}`, `湖畔机器人营 ${run}`],
  job: [`Robotics ${run} data intern`, `机器人数据实习生 ${run}`],
} as const
const ids = {} as Record<'tour' | 'job' | 'draft' | 'hidden' | 'lapsed', number>

beforeAll(async () => {
  people = await createPeople(payload, {
    institution: ['institution'],
    employer: ['employer'],
    lapsed: ['employer'],
  })
  const organisations: [Person, string, string][] = [
    ['institution', 'education-agency', `Lakeside Study Centre ${run}`],
    ['employer', 'employer', `Robotics Works ${run}`],
    ['lapsed', 'employer', `Lapsed Trading ${run}`],
  ]
  for (const [who, providerType, name] of organisations) {
    await decided(user(who), 'approved', { organisation: { providerType, name } })
    const { docs } = await payload.find({
      collection: 'organisations',
      where: { owner: { equals: user(who).id } },
      depth: 0,
    })
    organisationIds[who] = docs[0]!.id
  }
  await systemUpdate('institution', { name: `湖畔留学中心 ${run}` }, 'zh')

  ids.tour = await save('institution', titles.tour)
  ids.job = await save('employer', titles.job)
  ids.draft = await save(
    'institution',
    [`Robotics ${run} draft tour`, `机器人草稿 ${run}`],
    'draft',
  )
  ids.hidden = await save('institution', [`Robotics ${run} hidden tour`, `机器人隐藏 ${run}`])
  await payload.update({
    collection: 'offerings',
    id: ids.hidden,
    data: { hidden: true, hiddenReason: 'Misleading dates.' },
    depth: 0,
  })
  // Published while certified, then the organisation lost its certification.
  ids.lapsed = await save('lapsed', [`Robotics ${run} lapsed job`, `机器人 ${run}`])

  // Public display: on for the institution, and for the organisation about to lose its standing.
  await systemUpdate('institution', { showable: true })
  await systemUpdate('lapsed', { showable: true })
  await decided(user('lapsed'), 'rejected', { rejectionReason: 'The licence has expired.' })
})

/** What a search shows, as [kind, id, title, organisation name] rows. */
const found = async (q: string, locale: 'en' | 'zh') => {
  const { offerings, jobs } = await searchListings(q, locale)
  const row = (kind: string, listing: (typeof offerings | typeof jobs)[number]) => [
    kind,
    listing.id,
    listing.title,
    typeof listing.organisation === 'object' ? listing.organisation.name : null,
  ]
  return [
    ...offerings.map((offering) => row('offering', offering)),
    ...jobs.map((job) => row('job', job)),
  ]
}

describe('the header search’s programmes and jobs', () => {
  it('finds published listings by every word of their English or Chinese title, shown in the page’s language', async () => {
    const tourEn = ['offering', ids.tour, titles.tour[0], `Lakeside Study Centre ${run}`]
    const tourZh = ['offering', ids.tour, titles.tour[1], `湖畔留学中心 ${run}`]
    const jobEn = ['job', ids.job, titles.job[0], `Robotics Works ${run}`]
    const jobZh = ['job', ids.job, titles.job[1], `Robotics Works ${run}`]
    expect(await found(`robotics ${run}`, 'en')).toEqual([tourEn, jobEn])
    // English words on the Chinese site, Chinese words on the English one.
    expect(await found(`${run} ROBOTICS`, 'zh')).toEqual([tourZh, jobZh])
    expect(await found(`机器人 ${run}`, 'en')).toEqual([tourEn, jobEn])
    expect(await found(`湖畔 ${run}`, 'zh')).toEqual([tourZh])
    expect(await found(`intern ${run}`, 'en')).toEqual([jobEn])
  })

  it('leaves out drafts, listings staff hid, and those of an organisation no longer certified', async () => {
    // Staff see them, published (the lapsed organisation's too).
    for (const [collection, id] of [
      ['offerings', ids.hidden],
      ['jobs', ids.lapsed],
    ] as const)
      expect(await payload.findByID({ collection, id, depth: 0 })).toMatchObject({
        status: 'published',
      })
    const shown = (await found(run, 'en')).map(([, id]) => id)
    expect(shown).toEqual([ids.tour, ids.job])
    for (const words of ['draft', 'hidden', 'lapsed'])
      expect(await found(`${run} ${words}`, 'en')).toEqual([])
  })

  it('takes the words only: wildcards and control characters match nothing of their own, and a long search is cut', async () => {
    for (const wildcard of ['%', '_', '\\', '%%__'])
      expect(await found(wildcard, 'en'), wildcard).toEqual([])
    expect(await found(`${run}\u0000 \t robotics%_ camp`, 'en')).toEqual([
      ['offering', ids.tour, titles.tour[0], `Lakeside Study Centre ${run}`],
    ])
    expect(await found(`${'x'.repeat(200)} ${run}`, 'en')).toEqual([])
  })
})

describe('the job list’s city filter', () => {
  it('finds jobs in any city whose name in either language contains what was typed', async () => {
    const values = {
      ...blankListing('jobs', 'internship'),
      titleEn: `Harbour ${run} intern`,
      titleZh: `海港${run}实习生`,
      cityEn: `Port ${run} City`,
      cityZh: `海港市${run}`,
      status: 'published',
    }
    const id = await saveListing(payload, {
      kind: 'jobs',
      data: listingData(values),
      user: user('employer'),
      locale: 'en',
    })
    const db = payload.db.drizzle
    expect(await citiesContaining(db, `${run.toUpperCase()} city`)).toEqual({
      en: [`Port ${run} City`],
    })
    expect(await citiesContaining(db, `港市${run}`)).toEqual({ zh: [`海港市${run}`] })
    expect(await citiesContaining(db, run)).toEqual({
      en: [`Port ${run} City`],
      zh: [`海港市${run}`],
    })
    // Wildcards are letters like any other: no city has them.
    for (const text of ['%', '_', '\\']) expect(await citiesContaining(db, text), text).toEqual({})
    for (const [city, locale] of [
      [`port ${run}`, 'zh'],
      [`海港市${run}`, 'en'],
    ] as const) {
      const list = await readListPage<{ id: number; city: string }>(
        payload,
        jobListRead({ city }, locale, 1),
      )
      expect(list.docs.map((job) => [job.id, job.city])).toEqual([
        [id, locale === 'en' ? `Port ${run} City` : `海港市${run}`],
      ])
    }
  })
})

describe('the certified partners', () => {
  it('are the certified organisations that show their profile, in the page’s language', async () => {
    const mine = async (locale: 'en' | 'zh') =>
      (await listPartners(locale))
        .filter((partner) => Object.values(organisationIds).includes(partner.id))
        .map(({ id, name, providerType }) => ({ id, name, providerType }))
    const institution = { id: organisationIds.institution, providerType: 'education-agency' }
    expect(await mine('en')).toEqual([{ ...institution, name: `Lakeside Study Centre ${run}` }])
    expect(await mine('zh')).toEqual([{ ...institution, name: `湖畔留学中心 ${run}` }])
  })
})
