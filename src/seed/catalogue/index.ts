import type { Payload } from 'payload'

import { indexAllCoaches } from '@/lib/search/indexCoach'

import { articles } from './articles'
import { coaches } from './coaches'
import { context, existingSlugs, type Lang, published, rich, upload, withIds } from '../helpers'
import { universityLocations } from '../locations'

import { cover, crest } from './images'
import { ivyPackages } from './ivy'
import { createPackage } from './packages'
import { specialties } from './specialties'
import { universities } from './universities'

/** Demo catalogue in both languages: specialties, universities, coaches with packages, Ivy tiers, articles. */
export async function seedCatalogue(payload: Payload): Promise<number> {
  let created = 0

  const specialtyIds = await existingSlugs(payload, 'specialties')
  for (const [order, s] of specialties.entries()) {
    if (specialtyIds.has(s.slug)) continue
    const doc = await payload.create({
      collection: 'specialties',
      locale: 'en',
      context,
      data: { slug: s.slug, name: s.name.en, order },
    })
    await payload.update({
      collection: 'specialties',
      id: doc.id,
      locale: 'zh',
      context,
      data: { name: s.name.zh },
    })
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
        location: universityLocations[u.slug],
        crest: crestId,
        ...localized('en'),
        ...published,
      },
    })
    await payload.update({
      collection: 'universities',
      id: doc.id,
      locale: 'zh',
      context,
      data: { ...localized('zh'), ...published },
    })
    universityIds.set(u.slug, doc.id)
    created++
  }

  const coachIds = await existingSlugs(payload, 'coaches')
  const packageSlugs = await existingSlugs(payload, 'packages')
  for (const c of coaches) {
    let coachId = coachIds.get(c.slug)
    if (coachId === undefined) {
      // No photo: the portal draws the coach's initials in the page's language (a picture holds
      // one language only, and demo pictures carry no CJK font).
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
        workExperience: c.workExperience.map((w) => ({
          organisation: w.organisation[lang],
          role: w.role[lang],
          period: w.period,
        })),
        education: c.education.map((e) => ({
          school: e.school[lang],
          degree: e.degree[lang],
          year: e.year,
        })),
      })
      const doc = await payload.create({
        collection: 'coaches',
        locale: 'en',
        context,
        data: {
          slug: c.slug,
          specialties: c.specialties.map((s) => specialtyIds.get(s)!),
          placements: c.placements.map((u) => universityIds.get(u)!),
          formerAdmissionsOfficer: c.formerAdmissionsOfficer,
          formerInstitution: c.formerInstitution
            ? universityIds.get(c.formerInstitution)
            : undefined,
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
    for (const pkg of c.packages)
      if (!packageSlugs.has(pkg.slug)) await createPackage(payload, pkg, coachId)
  }
  for (const pkg of ivyPackages) if (!packageSlugs.has(pkg.slug)) await createPackage(payload, pkg)

  const existingArticles = await payload.find({
    collection: 'articles',
    limit: 0,
    pagination: false,
    depth: 0,
    draft: true,
    locale: 'en',
    select: { slug: true },
  })
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
    await payload.update({
      collection: 'articles',
      id: doc.id,
      locale: 'zh',
      context,
      data: { ...localized('zh'), ...published },
    })
    created++
  }

  if (created > 0) await indexAllCoaches(payload)
  return created
}
