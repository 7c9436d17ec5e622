import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { withCountCap } from '@/lib/db/countCap'
import { maxPageSize } from '@/lib/pagination'

import type { PayloadApi } from './api'
import { openForFile } from './openForFile'

/** Whatever a client asks for, a list over REST or GraphQL answers at most one page. */
let payload: Payload
let api: PayloadApi
openForFile(['api'], (opened) => ({ payload, api } = opened))

const stamp = Date.now()
beforeAll(async () => {
  const existing = await payload.count({ collection: 'specialties' })
  for (let i = existing.totalDocs; i < maxPageSize + 5; i++)
    await payload.create({
      collection: 'specialties',
      data: { name: `Bounded ${stamp} ${i}`, slug: `bounded-${stamp}-${i}` },
    })
}, 120_000)

// The other files share the database: a list of over a page would hide their own documents.
afterAll(async () => {
  await payload.delete({
    collection: 'specialties',
    where: { slug: { like: `bounded-${stamp}-` } },
  })
}, 120_000)

const restCount = async (query: string) => {
  const response = await api.rest('GET', `/api/specialties?depth=0&${query}`)
  expect(response.status).toBe(200)
  const body = (await response.json()) as { docs: unknown[]; totalDocs: number }
  expect(body.totalDocs).toBeGreaterThan(maxPageSize)
  return body.docs.length
}

describe('REST lists', () => {
  it.each([
    ['limit=100000', maxPageSize],
    ['limit=-1', 10],
    ['limit=0', 10],
    ['limit=abc', 10],
    ['pagination=false', 10],
    ['pagination=false&limit=0', 10],
    ['limit=20', 20],
  ])('an anonymous %s answers %i documents', async (query, expected) => {
    expect(await restCount(query)).toBe(expected)
  })

  it('the portal’s own reads are not bounded', async () => {
    const all = await payload.find({ collection: 'specialties', pagination: false, depth: 0 })
    expect(all.docs.length).toBeGreaterThan(maxPageSize)
  })
})

describe('counts', () => {
  it('stop one past the cap inside withCountCap (localized fields joined too), and are exact outside it', async () => {
    // Every specialty (more than a page of them, whatever other files made), through a language's name.
    const read = { collection: 'specialties', locale: 'en', depth: 0, limit: 1 } as const
    const where = { name: { exists: true } }
    const exact = await payload.find({ ...read, where })
    expect(exact.totalDocs).toBeGreaterThan(maxPageSize)
    expect((await withCountCap(() => payload.find({ ...read, where }), 10)).totalDocs).toBe(11)
    expect(
      await withCountCap(() => payload.count({ collection: 'specialties', where }), 10),
    ).toEqual({ totalDocs: 11 })
    // Fewer than the cap: counted exactly.
    const large = exact.totalDocs + 100
    expect((await withCountCap(() => payload.find({ ...read, where }), large)).totalDocs).toBe(
      exact.totalDocs,
    )
    expect((await payload.find({ ...read, where })).totalDocs).toBe(exact.totalDocs)
  })
})

describe('GraphQL lists', () => {
  it('answer at most a page, whatever limit or pagination asks', async () => {
    const answer = await api.graphqlAnswer<{
      data: Record<string, { docs: unknown[] }>
    }>(
      `{ many: Specialties(limit: 100000) { docs { id } } none: Specialties(limit: 0) { docs { id } } all: Specialties(pagination: false) { docs { id } } }`,
    )
    expect(answer.data.many!.docs).toHaveLength(maxPageSize)
    expect(answer.data.none!.docs).toHaveLength(10)
    expect(answer.data.all!.docs).toHaveLength(10)
  })

  it('refuse a query that asks the same page under many aliases', async () => {
    const aliases = Array.from(
      { length: 120 },
      (_, i) => `a${i}: Specialties(limit: 100) { docs { id name slug } }`,
    ).join(' ')
    const response = await api.graphql(`{ ${aliases} }`)
    // Refused before it runs: Payload answers the validation errors alone, no data.
    const body = (await response.json()) as { message: string }[]
    expect(body).toEqual([expect.objectContaining({ message: expect.stringMatching(/too much/) })])
  })
})
