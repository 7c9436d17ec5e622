import type { Payload } from 'payload'

import { lexicalFromBlocks, type TextBlock } from '@/lib/richtext/fromBlocks'

import type { SeedImage } from './catalogue/images'
import type { Bi, SeedBlock } from './catalogue/types'

export type Lang = 'en' | 'zh'
/** Seeding indexes coaches once at the end instead of on every save. */
export const context = { skipSearchIndex: true }
export const published = { _status: 'published' as const }

export const rich = (blocks: SeedBlock[], lang: Lang) =>
  lexicalFromBlocks(
    blocks.map((b): TextBlock =>
      'h2' in b
        ? { h2: b.h2[lang] }
        : 'p' in b
          ? { p: b.p[lang] }
          : { ul: b.ul.map((i) => i[lang]) },
    ),
  )

type Slugged = 'specialties' | 'universities' | 'coaches' | 'packages'

/** Ids of existing documents by slug, so a second run creates nothing twice. */
export async function existingSlugs(payload: Payload, collection: Slugged) {
  const found = await payload.find({
    collection,
    limit: 0,
    pagination: false,
    depth: 0,
    draft: true,
    select: { slug: true },
  })
  return new Map(found.docs.map((d) => [(d as { slug: string }).slug, d.id]))
}

/** A picture in the media library with its alt text in both languages. */
export async function upload(payload: Payload, file: SeedImage, alt: Bi) {
  const media = await payload.create({
    collection: 'media',
    data: { alt: alt.en },
    file,
    locale: 'en',
    context,
  })
  await payload.update({
    collection: 'media',
    id: media.id,
    data: { alt: alt.zh },
    locale: 'zh',
    context,
  })
  return media.id
}

/** Array rows keep their ids across locales: the zh pass fills the same rows. */
export const withIds = <T extends object>(
  rows: { id?: string | null }[] | null | undefined,
  values: T[],
) => values.map((value, i) => ({ ...value, id: rows?.[i]?.id }))

/**
 * The zh pass of a document with blocks and arrays: every row (at any depth) takes the id of the
 * row saved by the en pass, so Payload fills the same rows instead of replacing them.
 */
export function withSavedRowIds<T>(saved: unknown, data: T): T {
  if (Array.isArray(data)) {
    const rows = Array.isArray(saved) ? saved : []
    return data.map((row, i) => withSavedRowIds(rows[i], row)) as T
  }
  if (data && typeof data === 'object' && !('root' in data)) {
    const source = (saved && typeof saved === 'object' ? saved : {}) as Record<string, unknown>
    const merged = Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, withSavedRowIds(source[key], value)]),
    )
    return (typeof source.id === 'string' ? { ...merged, id: source.id } : merged) as T
  }
  return data
}
