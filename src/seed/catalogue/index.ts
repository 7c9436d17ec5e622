import type { Payload, PayloadRequest } from 'payload'
import { createLocalReq } from 'payload'

import { indexCoach } from '@/collections/Coaches/hooks/syncCoachSearch'
import { recomputeAllLowestPrices } from '@/collections/Packages/hooks/refreshCoachLowestPrice'
import { lexicalFromBlocks, type TextBlock } from '@/lib/richtext/fromBlocks'

import { articles } from './articles'
import { coaches } from './coaches'
import { cover, crest, portrait, type SeedImage } from './images'
import { ivyPackages } from './ivy'
import { specialties } from './specialties'
import type { Bi, SeedBlock, SeedPackage } from './types'
import { universities } from './universities'

type Lang = 'en' | 'zh'
const context = { skipSearchIndex: true }
const published = { _status: 'published' as const }

const pick = (value: Bi, lang: Lang) => value[lang]
const rich = (blocks: SeedBlock[], lang: Lang) =>
  lexicalFromBlocks(
    blocks.map((b): TextBlock => ('h2' in b ? { h2: b.h2[lang] } : 'p' in b ? { p: b.p[lang] } : { ul: b.ul.map((i) => i[lang]) })),
  )

type Slugged = 'specialties' | 'universities' | 'coaches' | 'packages'

/** Ids of existing documents by slug, so a second run creates nothing twice. */
async function existingSlugs(payload: Payload, collection: Slugged) {
  const found = await payload.find({ collection, limit: 0, pagination: false, depth: 0, draft: true, select: { slug: true } })
  return new Map(found.docs.map((d) => [(d as { slug: string }).slug, d.id]))
}

async function upload(payload: Payload, file: SeedImage, alt: Bi) {
  const media = await payload.create({ collection: 'media', data: { alt: alt.en }, file, locale: 'en', context })
  await payload.update({ collection: 'media', id: media.id, data: { alt: alt.zh }, locale: 'zh', context })
  return media.id
}

/** Array rows keep their ids across locales: the zh pass fills the same rows. */
const withIds = <T extends object>(rows: { id?: string | null }[] | null | undefined, values: T[]) =>
  values.map((value, i) => ({ ...value, id: rows?.[i]?.id }))

async function createPackage(payload: Payload, pkg: SeedPackage, coach?: number) {
  const base = {
    slug: pkg.slug,
    category: pkg.category,
    coach,
    startingAt: pkg.startingAt,
    serviceFee: pkg.serviceFee,
    coachingHours: pkg.coachingHours,
    currency: 'USD' as const,
    mostPopular: Boolean(pkg.mostPopular),
    ...published,
  }
  const localized = (lang: Lang) => ({
    title: pick(pkg.title, lang),
    summary: pick(pkg.summary, lang),
    description: rich(pkg.description, lang),
  })
  const created = await payload.create({
    collection: 'packages',
    locale: 'en',
    context,
    data: { ...base, ...localized('en'), services: pkg.services.map((s) => ({ item: s.en })) },
  })
  await payload.update({
    collection: 'packages',
    id: created.id,
    locale: 'zh',
    context,
    data: { ...published, ...localized('zh'), services: withIds(created.services, pkg.services.map((s) => ({ item: s.zh }))) },
  })
}

/** Demo catalogue in both languages: specialties, universities, coaches with packages, Ivy tiers, articles. */
export async function seedCatalogue(payload: Payload): Promise<number> {
  let created = 0

  const specialtyIds = await existingSlugs(payload, 'specialties')
  for (const [order, s] of specialties.entries()) {
    if (specialtyIds.has(s.slug)) continue
    const doc = await payload.create({ collection: 'specialties', locale: 'en', context, data: { slug: s.slug, name: s.name.en, order } })
    await payload.update({ collection: 'specialties', id: doc.id, locale: 'zh', context, data: { name: s.name.zh } })
    specialtyIds.set(s.slug, doc.id)
    created++
  }

  const universityIds = await existingSlugs(payload, 'universities')
  for (const u of universities) {
    if (universityIds.has(u.slug)) continue
    const crestId = await upload(payload, await crest(u.name.en, u.slug, u.colors), {
      en: `${u.name.en} crest`,
      zh: `${u.name.zh}校徽`,
    })
    const localized = (lang: Lang) => ({
      name: u.name[lang],
      region: u.region[lang],
      city: u.city[lang],
      description: rich(u.description, lang),
    })
    const doc = await payload.create({
      collection: 'universities',
      locale: 'en',
      context,
      data: {
        slug: u.slug,
        country: u.country,
        type: u.type,
        worldRanking: u.worldRanking,
        acceptanceRate: u.acceptanceRate,
        tuitionMin: u.tuitionMin,
        tuitionMax: u.tuitionMax,
        tuitionCurrency: u.tuitionCurrency,
        website: u.website,
        crest: crestId,
        ...localized('en'),
        ...published,
      },
    })
    await payload.update({ collection: 'universities', id: doc.id, locale: 'zh', context, data: { ...localized('zh'), ...published } })
    universityIds.set(u.slug, doc.id)
    created++
  }

  const coachIds = await existingSlugs(payload, 'coaches')
  const packageSlugs = await existingSlugs(payload, 'packages')
  for (const c of coaches) {
    let coachId = coachIds.get(c.slug)
    if (coachId === undefined) {
      const photo = await upload(payload, await portrait(c.name.en, c.slug), { en: c.name.en, zh: c.name.zh })
      const localized = (lang: Lang) => ({
        name: c.name[lang],
        title: c.title[lang],
        headline: c.headline[lang],
        qualification: c.qualification[lang],
        about: rich(c.about, lang),
        reviewsLabel: c.reviewsLabel[lang],
        placementsLabel: c.placementsLabel[lang],
      })
      const rows = (lang: Lang) => ({
        reasons: c.reasons.map((r) => ({ point: r[lang] })),
        workExperience: c.workExperience.map((w) => ({ organisation: w.organisation[lang], role: w.role[lang], period: w.period })),
        education: c.education.map((e) => ({ school: e.school[lang], degree: e.degree[lang], year: e.year })),
      })
      const doc = await payload.create({
        collection: 'coaches',
        locale: 'en',
        context,
        data: {
          slug: c.slug,
          photo,
          specialties: c.specialties.map((s) => specialtyIds.get(s)!),
          placements: c.placements.map((u) => universityIds.get(u)!),
          formerAdmissionsOfficer: c.formerAdmissionsOfficer,
          formerInstitution: c.formerInstitution ? universityIds.get(c.formerInstitution) : undefined,
          yearsOfExperience: c.yearsOfExperience,
          languages: c.languages,
          rating: c.rating,
          reviewCount: c.reviewCount,
          bookings: c.bookings,
          featured: Boolean(c.featured),
          ...localized('en'),
          ...rows('en'),
          ...published,
        },
      })
      const zhRows = rows('zh')
      await payload.update({
        collection: 'coaches',
        id: doc.id,
        locale: 'zh',
        context,
        data: {
          ...localized('zh'),
          reasons: withIds(doc.reasons, zhRows.reasons),
          workExperience: withIds(doc.workExperience, zhRows.workExperience),
          education: withIds(doc.education, zhRows.education),
          ...published,
        },
      })
      coachId = doc.id
      coachIds.set(c.slug, doc.id)
      created++
    }
    for (const pkg of c.packages) if (!packageSlugs.has(pkg.slug)) await createPackage(payload, pkg, coachId)
  }
  for (const pkg of ivyPackages) if (!packageSlugs.has(pkg.slug)) await createPackage(payload, pkg)

  const existingArticles = await payload.find({ collection: 'articles', limit: 0, pagination: false, depth: 0, draft: true, locale: 'en', select: { slug: true } })
  const articleSlugs = new Set(existingArticles.docs.map((a) => a.slug))
  for (const a of articles) {
    if (articleSlugs.has(a.slug.en)) continue
    const coverId = await upload(payload, await cover(a.slug.en), a.title)
    const localized = (lang: Lang) => ({
      title: a.title[lang],
      slug: a.slug[lang],
      excerpt: a.excerpt[lang],
      body: rich(a.body, lang),
      authorName: a.authorName?.[lang],
    })
    const doc = await payload.create({
      collection: 'articles',
      locale: 'en',
      context,
      data: {
        ...localized('en'),
        category: a.category,
        coach: a.coach ? coachIds.get(a.coach) : undefined,
        cover: coverId,
        publishedAt: new Date(a.publishedAt).toISOString(),
        ...published,
      },
    })
    await payload.update({ collection: 'articles', id: doc.id, locale: 'zh', context, data: { ...localized('zh'), ...published } })
    created++
  }

  if (created > 0) await reindexAllCoaches(payload)
  return created
}

/** Lowest prices and the search index for every coach, in one pass after a bulk import. */
export async function reindexAllCoaches(payload: Payload) {
  const req = (await createLocalReq({}, payload)) as PayloadRequest
  await recomputeAllLowestPrices(req)
  const all = await payload.find({ collection: 'coaches', limit: 0, pagination: false, depth: 0, select: {} })
  for (const coach of all.docs) await indexCoach(req, coach.id)
}
