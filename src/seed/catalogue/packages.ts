import type { Payload } from 'payload'

import { context, type Lang, published, rich, withIds } from '../helpers'

import type { SeedPackage } from './types'

/** A published package in both languages; without a coach it is a house package (Ivy tiers, offer pages). */
export async function createPackage(payload: Payload, pkg: SeedPackage, coach?: number) {
  const base = {
    slug: pkg.slug,
    category: pkg.category,
    coach,
    startingAt: pkg.startingAt,
    serviceFee: pkg.serviceFee,
    coachingHours: pkg.coachingHours,
    // A coach's package books its hours online as hour-long sessions; house packages are arranged by staff.
    sessions: coach && pkg.coachingHours ? Math.max(1, Math.round(pkg.coachingHours)) : 0,
    currency: 'USD' as const,
    mostPopular: Boolean(pkg.mostPopular),
    ...published,
  }
  const localized = (lang: Lang) => ({
    title: pkg.title[lang],
    summary: pkg.summary[lang],
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
    data: {
      ...published,
      ...localized('zh'),
      services: withIds(
        created.services,
        pkg.services.map((s) => ({ item: s.zh })),
      ),
    },
  })
}
