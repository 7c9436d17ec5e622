import type { Payload } from 'payload'

import type { Page, PageActions } from '@/payload-types'

import { createPackage } from '../catalogue/packages'
import { cover } from '../catalogue/images'
import {
  context,
  existingSlugs,
  type Lang,
  published,
  rich,
  upload,
  withSavedRowIds,
} from '../helpers'

import { seedPages } from './content'
import { houseOffers } from './houseOffers'
import type { SeedAction, SeedPage, SeedPageBlock } from './types'

type Ids = { packages: Map<string, number>; specialties: Map<string, number> }

const action = (a: SeedAction, lang: Lang): PageActions[number] => ({
  kind: a.kind,
  appearance: a.appearance ?? 'primary',
  label: a.label[lang],
  ...('href' in a ? { href: a.href } : {}),
})

/** One block in one language; pictures are uploaded once and passed in by key. */
function block(
  b: SeedPageBlock,
  lang: Lang,
  ids: Ids,
  media: Map<string, number>,
): Page['layout'][number] {
  const intro = {
    heading: 'heading' in b ? b.heading?.[lang] : undefined,
    lead: 'lead' in b ? b.lead?.[lang] : undefined,
  }
  switch (b.blockType) {
    case 'hero':
      return {
        blockType: b.blockType,
        eyebrow: b.eyebrow?.[lang],
        heading: b.heading[lang],
        lead: b.lead?.[lang],
        actions: b.actions?.map((a) => action(a, lang)),
      }
    case 'figures':
      return {
        blockType: b.blockType,
        ...intro,
        items: b.items?.map((i) => ({ value: i.value, label: i.label[lang] })),
      }
    case 'featureCards':
      return {
        blockType: b.blockType,
        ...intro,
        cards: b.cards.map((c) => ({
          icon: c.icon,
          href: c.href,
          title: c.title[lang],
          body: c.body[lang],
        })),
      }
    case 'richText':
      return { blockType: b.blockType, content: rich(b.content, lang) }
    case 'faq':
      return {
        blockType: b.blockType,
        ...intro,
        items: b.items.map((i) => ({ question: i.question[lang], answer: i.answer[lang] })),
      }
    case 'packageTiers':
      return {
        blockType: b.blockType,
        ...intro,
        packages: b.packages.map((slug) => ids.packages.get(slug)!),
        actionLabel: b.actionLabel?.[lang],
      }
    case 'coachCards':
      return {
        blockType: b.blockType,
        ...intro,
        source: b.source,
        display: b.display,
        limit: b.limit ?? 6,
        specialty: b.specialty ? ids.specialties.get(b.specialty) : undefined,
      }
    case 'callToAction':
      return {
        blockType: b.blockType,
        heading: b.heading[lang],
        body: b.body?.[lang],
        actions: b.actions.map((a) => action(a, lang)),
      }
    case 'media':
      return { blockType: b.blockType, image: media.get(b.image)!, caption: b.caption[lang] }
    case 'latestArticles':
      return { blockType: b.blockType, ...intro, category: b.category, limit: b.limit ?? 3 }
  }
}

async function createPage(payload: Payload, page: SeedPage, ids: Ids) {
  const media = new Map<string, number>()
  for (const b of page.layout) {
    if (b.blockType === 'media' && !media.has(b.image))
      media.set(b.image, await upload(payload, await cover(b.image), b.caption))
  }
  const data = (lang: Lang) => ({
    title: page.title[lang],
    layout: page.layout.map((b) => block(b, lang, ids, media)),
    meta: { title: page.title[lang], description: page.description[lang] },
    ...published,
  })
  const created = await payload.create({
    collection: 'pages',
    locale: 'en',
    context,
    data: { path: page.path, ...data('en') },
  })
  await payload.update({
    collection: 'pages',
    id: created.id,
    locale: 'zh',
    context,
    data: withSavedRowIds(created, data('zh')),
  })
}

/** The house packages of the offer pages, then the home page and the offer pages; what exists is left alone. */
export async function seedOfferPages(payload: Payload): Promise<number> {
  const packages = await existingSlugs(payload, 'packages')
  for (const pkg of houseOffers) {
    if (!packages.has(pkg.slug)) await createPackage(payload, pkg)
  }
  const ids: Ids = {
    packages: await existingSlugs(payload, 'packages'),
    specialties: await existingSlugs(payload, 'specialties'),
  }
  const existing = await payload.find({
    collection: 'pages',
    limit: 0,
    pagination: false,
    depth: 0,
    draft: true,
    select: { path: true },
  })
  const paths = new Set(existing.docs.map((p) => p.path))
  let created = 0
  for (const page of seedPages) {
    if (paths.has(page.path)) continue
    await createPage(payload, page, ids)
    created++
  }
  return created
}
