import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { seed } from '@/seed'
import { coaches as seededCoaches } from '@/seed/catalogue/coaches'
import { figures } from '@/seed/siteSettings'

import { openForFile } from './openForFile'
import { describeRecommenderEvaluation } from './recommender/evaluation'

let payload: Payload
openForFile([], (opened) => ({ payload } = opened))
beforeAll(async () => {
  // Start from a database without demo content, whatever other test files left behind.
  await payload.delete({
    collection: 'users',
    where: { email: { equals: 'admin@edubridge.local' } },
  })
  await payload.db.drizzle.execute(sql`DELETE FROM site_settings`)
})

const snapshot = async () => {
  const users = await payload.count({ collection: 'users' })
  const en = await payload.findGlobal({ slug: 'site-settings', locale: 'en' })
  const zh = await payload.findGlobal({
    slug: 'site-settings',
    locale: 'zh',
    fallbackLocale: false,
  })
  const catalogue: Record<string, number> = {}
  for (const collection of [
    'coaches',
    'packages',
    'universities',
    'articles',
    'specialties',
    'media',
    'pages',
    'organisations',
    'service-managers',
    'offerings',
    'jobs',
    'applications',
    'certifications',
    'organisation-images',
    'certification-documents',
  ] as const) {
    catalogue[collection] = (await payload.count({ collection })).totalDocs
  }
  return { users: users.totalDocs, en, zh, catalogue }
}

describe('seed', () => {
  // The first run writes all the demo content: over a minute on a slow machine.
  it('creates the admin and bilingual site settings on first run', async () => {
    const report = await seed(payload)
    expect(report.admin.created).toBe(true)
    expect(report.admin.password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{16}$/)
    const { en, zh } = await snapshot()
    expect(en.brandName).toBe('EduBridge')
    expect(zh.brandName).toBe('育桥教育')
    expect(en.figures).toHaveLength(figures.length)
    expect(zh.figures?.map((f) => f.label)).toEqual(figures.map((f) => f.zh))
    expect(zh.headerNav?.every((item) => /[\u4e00-\u9fff]/.test(item.label))).toBe(true)
  }, 180_000)

  it('seeds the bilingual catalogue the issue asks for', async () => {
    const { catalogue } = await snapshot()
    expect(catalogue.coaches).toBeGreaterThanOrEqual(40)
    // Three packages for each seeded coach (other test files add coaches of their own), and the Ivy ones.
    expect(catalogue.packages).toBeGreaterThanOrEqual(seededCoaches.length * 3 + 3)
    const withPackages = await payload.count({
      collection: 'packages',
      where: { 'coach.slug': { in: seededCoaches.map((coach) => coach.slug) } },
    })
    expect(withPackages.totalDocs).toBe(seededCoaches.length * 3)
    expect(catalogue.universities).toBeGreaterThanOrEqual(50)
    expect(catalogue.articles).toBeGreaterThanOrEqual(12)
    expect(catalogue.specialties).toBeGreaterThanOrEqual(10)
    const ivy = await payload.find({
      collection: 'packages',
      where: { category: { equals: 'ivy' }, coach: { exists: false } },
      sort: 'startingAt',
      locale: 'zh',
    })
    expect(ivy.docs.map((p) => [p.startingAt, p.mostPopular])).toEqual([
      [8088, false],
      [12888, true],
      [56800, false],
    ])
    const coach = await payload.find({
      collection: 'coaches',
      locale: 'zh',
      limit: 1,
      where: { formerAdmissionsOfficer: { equals: true } },
    })
    expect(coach.docs[0]?.name).toMatch(/\p{Script=Han}/u)
    expect(coach.docs[0]?.placements).toHaveLength(6)
  })

  it('seeds the home page and every offer page of SPEC §2 in both languages, and the WeChat QR code', async () => {
    const offerPaths = [
      'home',
      'study-abroad',
      'study-tour',
      'overseas-study',
      'academic-tutoring',
      'global-scholars',
      'online-courses',
      'partnership',
      'employment/go-to-china',
      'faq',
      'coming-soon',
      'ivy',
    ]
    const read = (locale: 'en' | 'zh') =>
      payload.find({
        collection: 'pages',
        locale,
        fallbackLocale: false,
        limit: 0,
        pagination: false,
        depth: 0,
        where: { _status: { equals: 'published' } },
      })
    const [en, zh] = await Promise.all([read('en'), read('zh')])
    const paths = en.docs.map((p) => p.path)
    expect(paths).toEqual(expect.arrayContaining(offerPaths))
    expect(paths.some((p) => p.startsWith('study-abroad/'))).toBe(true)
    expect(paths.some((p) => p.startsWith('online-courses/'))).toBe(true)
    for (const page of zh.docs) {
      const english = en.docs.find((p) => p.id === page.id)!
      expect(page.title, page.path).toMatch(/\p{Script=Han}/u)
      expect(english.title, page.path).not.toMatch(/\p{Script=Han}/u)
      // Same blocks in both languages, each with its own text.
      expect(page.layout.map((b) => b.id)).toEqual(english.layout.map((b) => b.id))
      const hero = page.layout.find((b) => b.blockType === 'hero')
      if (hero) expect(hero.heading, page.path).toMatch(/\p{Script=Han}/u)
    }
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 1 })
    expect(settings.wechatQr).toMatchObject({ mimeType: 'image/png' })
  })

  it('seeds certified organisations of every kind, with bilingual offerings, jobs and applications', async () => {
    const { docs: organisations } = await payload.find({
      collection: 'organisations',
      where: { 'owner.email': { contains: '@demo.edubridge.test' } },
      locale: 'zh',
      fallbackLocale: false,
      limit: 0,
      pagination: false,
      depth: 0,
    })
    const certified = organisations.filter((o) => o.certified)
    expect(certified.length).toBeGreaterThanOrEqual(8)
    expect(new Set(certified.map((o) => o.providerType))).toEqual(
      new Set(['school', 'education-agency', 'employer']),
    )
    expect(organisations.every((o) => /\p{Script=Han}/u.test(o.name))).toBe(true)
    expect(organisations.some((o) => !o.showable)).toBe(true)
    const ids = organisations.map((o) => o.id)
    const demo = { organisation: { in: ids } }

    const count = async (collection: 'offerings' | 'jobs', where = {}, anonymous = false) =>
      (
        await payload.count({
          collection,
          where: { and: [demo, where] },
          ...(anonymous ? { overrideAccess: false } : {}),
        })
      ).totalDocs
    expect(await count('offerings')).toBeGreaterThanOrEqual(40)
    expect(await count('offerings', {}, true)).toBeGreaterThanOrEqual(35)
    expect(await count('offerings', { status: { equals: 'closed' } })).toBeGreaterThan(0)
    expect(await count('offerings', { status: { equals: 'draft' } })).toBeGreaterThan(0)
    expect(await count('jobs')).toBeGreaterThanOrEqual(30)
    expect(await count('jobs', { country: { equals: 'CN' } })).toBeGreaterThanOrEqual(15)
    expect(await count('jobs', { type: { equals: 'internship' } })).toBeGreaterThanOrEqual(12)

    for (const collection of ['offerings', 'jobs'] as const) {
      const read = (locale: 'en' | 'zh') =>
        payload.find({
          collection,
          where: { and: [demo, { status: { equals: 'published' } }] },
          locale,
          fallbackLocale: false,
          limit: 0,
          pagination: false,
          depth: 0,
          select: { title: true },
        })
      const [en, zh] = await Promise.all([read('en'), read('zh')])
      expect(en.docs.length).toBeGreaterThan(0)
      for (const listing of en.docs) {
        expect(listing.title, collection).toMatch(/[A-Za-z]/)
        expect(listing.title, collection).not.toMatch(/\p{Script=Han}/u)
        expect(zh.docs.find((l) => l.id === listing.id)?.title, listing.title).toMatch(
          /\p{Script=Han}/u,
        )
      }
    }

    const { docs: applications } = await payload.find({
      collection: 'applications',
      where: { organisation: { in: ids } },
      limit: 0,
      pagination: false,
      depth: 0,
    })
    expect(applications.length).toBeGreaterThanOrEqual(6)
    expect(new Set(applications.map((a) => a.status))).toEqual(
      new Set(['submitted', 'shortlisted', 'interview', 'offer', 'withdrawn']),
    )
  })

  it('adds nothing twice when run again', async () => {
    const before = await snapshot()
    const report = await seed(payload)
    expect(report).toEqual({
      admin: { email: 'admin@edubridge.local', created: false },
      settingsSeeded: false,
      catalogueCreated: 0,
      pagesCreated: 0,
    })
    const after = await snapshot()
    expect(after.users).toBe(before.users)
    expect(after.catalogue).toEqual(before.catalogue)
    expect(after.en.figures?.map((f) => f.id)).toEqual(before.en.figures?.map((f) => f.id))
    expect(after.zh.footerNav).toEqual(before.zh.footerNav)
  })

  it('gives the seeded admin the admin role', async () => {
    const admins = await payload.find({
      collection: 'users',
      where: { roles: { contains: 'admin' } },
    })
    expect(admins.docs.map((u) => u.email)).toContain('admin@edubridge.local')
  })
})

// On the catalogue seeded above, by this file's worker: seeding it again elsewhere takes a minute.
describeRecommenderEvaluation(() => payload)
