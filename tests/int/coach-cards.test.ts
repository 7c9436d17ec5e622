import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { getFeaturedCoaches, listCoaches } from '@/data/coaches'

import { jpegFile } from './files'
import { openForFile } from './openForFile'

// Outside Next there is no cache to keep reads in: each read goes to the database.
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  unstable_cache: <T>(read: T) => read,
}))

/*
 * What the coach cards read: the search list's cards only the fields a card shows, and of the
 * specialties their names; the advisor cards (home, Ivy) also the placement schools with their
 * crests. Every other field of a populated school or specialty would be read, turned into objects
 * and kept in the data cache for every coach listed.
 */

let payload: Payload
openForFile([], (opened) => ({ payload } = opened))
const run = `cc${Date.now().toString(36)}`
let coachId: number

async function bilingual(
  collection: 'universities' | 'coaches' | 'specialties',
  en: Record<string, unknown>,
  zh: Record<string, unknown>,
) {
  const doc = await payload.create({
    collection,
    locale: 'en',
    data: { ...en, _status: 'published' } as never,
  })
  await payload.update({
    collection,
    id: doc.id,
    locale: 'zh',
    data: { ...zh, _status: 'published' } as never,
  })
  return doc.id
}

beforeAll(async () => {
  const school = await bilingual(
    'universities',
    {
      slug: `harbour-${run}`,
      name: `Harbour ${run} University`,
      city: 'Boston',
      country: 'US',
    },
    { name: `海港${run}大学`, city: '波士顿' },
  )
  const specialty = await bilingual(
    'specialties',
    { slug: `essays-${run}`, name: 'Essays' },
    { name: '文书' },
  )
  const photo = await payload.create({
    collection: 'media',
    data: { alt: 'Card coach' } as never,
    file: await jpegFile(`card-${run}.jpg`, 400, 400, '#335577'),
  })
  coachId = await bilingual(
    'coaches',
    {
      slug: `card-${run}`,
      name: `Card ${run} Coach`,
      title: 'Essay coach',
      headline: 'Essays that sound like you',
      specialties: [specialty],
      photo: photo.id,
      placements: [school],
      placementsLabel: 'Students admitted to',
      featured: true,
      reviewCount: 999_999,
      rating: 4.8,
    },
    { name: `卡片${run}导师`, title: '文书导师', headline: '写出您自己的声音' },
  )
})

describe('coach cards', () => {
  it('the search list reads the fields a card shows, of each specialty its name and slug, of the photo what the picture needs', async () => {
    const list = await listCoaches({ q: run, sort: 'popular', page: 1 }, 'en')
    const card = list.coaches.find((c) => c.id === coachId)
    expect(card).toBeDefined()
    expect(card).not.toHaveProperty('placements')
    expect(card).not.toHaveProperty('about')
    expect(card?.specialties).toEqual([
      expect.objectContaining({ name: 'Essays', slug: `essays-${run}` }),
    ])
    const [specialty] = card?.specialties ?? []
    expect(Object.keys(specialty as object).sort()).toEqual(['id', 'name', 'slug'])
    expect(card?.photo).toEqual(
      expect.objectContaining({ alt: 'Card coach', width: 400, height: 400 }),
    )
    expect(
      Object.keys(card?.photo as object).every((key) =>
        ['id', 'url', 'width', 'height', 'alt', 'sizes'].includes(key),
      ),
    ).toBe(true)
  })

  it('the advisor cards read the placement schools with their name and crest only', async () => {
    const featured = await getFeaturedCoaches('en')
    const advisor = featured.find((c) => c.id === coachId)
    expect(advisor?.placementsLabel).toBe('Students admitted to')
    const [school] = advisor?.placements ?? []
    expect(school).toEqual(expect.objectContaining({ name: `Harbour ${run} University` }))
    expect(
      Object.keys(school as object).every((key) => ['id', 'name', 'crest'].includes(key)),
    ).toBe(true)
  })
})
