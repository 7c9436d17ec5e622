import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import { PgDialect } from 'drizzle-orm/pg-core'
import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { lexicalFromBlocks } from '@/lib/richtext/fromBlocks'
import { COUNT_CAP } from '@/lib/pagination'
import { KEEP_TOTALS_FROM, KEPT_TOTALS_MAX } from '@/lib/search/keptTotals'
import { type CoachSearchParams, searchCoaches } from '@/lib/search/searchCoaches'
import { queryTerms } from '@/lib/search/tokens'

import { openForFile } from './openForFile'

let payload: Payload
openForFile([], (opened) => ({ payload } = opened))
const ids: Record<string, number> = {}
const specialty: Record<string, number> = {}
const run = Date.now().toString(36)

/** A document created in English, then given its Chinese; returns its id. */
async function createBilingual(
  collection: 'coaches' | 'specialties',
  en: Record<string, unknown>,
  zh: Record<string, unknown>,
) {
  const doc = await payload.create({ collection, locale: 'en', data: en as never })
  await payload.update({ collection, id: doc.id, locale: 'zh', data: zh as never })
  return doc.id
}

async function coach(
  key: string,
  en: Record<string, unknown>,
  zh: Record<string, unknown>,
  extra: Record<string, unknown>,
) {
  ids[key] = await createBilingual(
    'coaches',
    { slug: `${key}-${run}`, ...en, ...extra },
    { ...zh, _status: extra._status },
  )
}

async function pkg(key: string, coachKey: string, startingAt: number) {
  await payload.create({
    collection: 'packages',
    locale: 'en',
    data: {
      slug: `${key}-${run}`,
      title: key,
      category: 'admissions',
      coach: ids[coachKey],
      startingAt,
      _status: 'published',
    },
  })
}

const find = async (params: Partial<CoachSearchParams>) => {
  const result = await searchCoaches(payload.db.drizzle, {
    sort: 'popular',
    page: 1,
    perPage: 1000,
    ...params,
  })
  // Other test files may add coaches too: look only at this file's.
  const mine = new Map(Object.entries(ids).map(([k, v]) => [v, k]))
  return { keys: result.ids.filter((id) => mine.has(id)).map((id) => mine.get(id)), result }
}

beforeAll(async () => {
  for (const [key, en, zh] of [
    ['ivy', 'Ivy League', '常春藤盟校'],
    ['stem', 'STEM', '理工科'],
  ] as const)
    specialty[key] = await createBilingual(
      'specialties',
      { slug: `${key}-${run}`, name: en },
      { name: zh },
    )
  const published = { _status: 'published' }
  await coach(
    'chen',
    {
      name: 'Chen Wei',
      title: 'Former Admissions Officer, Harvard University',
      headline: 'Admissions strategy for Ivy applicants',
      about: lexicalFromBlocks([{ p: 'Study abroad planning since 2010.' }]),
    },
    {
      name: '陈伟',
      title: '哈佛大学前招生官',
      headline: '常春藤申请策略',
      about: lexicalFromBlocks([{ p: '自 2010 年起从事留学规划。' }]),
    },
    {
      ...published,
      specialties: [specialty.ivy],
      reviewCount: 100,
      yearsOfExperience: 15,
      formerAdmissionsOfficer: true,
      rating: 4.9,
    },
  )
  await coach(
    'emily',
    { name: 'Emily Carter', title: 'Admissions counsellor', headline: 'Essays that get read' },
    { name: '艾米丽·卡特', title: '升学顾问', headline: '让招生官读进去的文书' },
    {
      ...published,
      specialties: [specialty.stem],
      reviewCount: 500,
      yearsOfExperience: 6,
      formerAdmissionsOfficer: false,
      rating: 4.7,
    },
  )
  await coach(
    'chenming',
    {
      name: 'Chen Weiming',
      title: 'Engineering mentor',
      headline: 'Research projects for STEM applicants',
    },
    { name: '陈伟明', title: '工程导师', headline: '理工科申请者的科研项目' },
    {
      ...published,
      specialties: [specialty.stem, specialty.ivy],
      reviewCount: 50,
      yearsOfExperience: 20,
      formerAdmissionsOfficer: false,
      rating: 4.8,
    },
  )
  await coach(
    'hidden',
    { name: 'Draft Person', title: 'Harvard draft', headline: 'Not yet public' },
    { name: '草稿导师', title: '哈佛草稿', headline: '未发布' },
    { _status: 'draft' },
  )
  await pkg('chen-pack', 'chen', 5000)
  await pkg('emily-pack', 'emily', 1000)
  await pkg('chenming-pack', 'chenming', 3000)
})

describe('bilingual coach search', () => {
  it('finds English words by their stem', async () => {
    expect((await find({ q: 'admission' })).keys.sort()).toEqual(['chen', 'emily'])
    expect((await find({ q: 'planned studies' })).keys).toEqual(['chen'])
  })

  it('finds two-character Chinese queries', async () => {
    expect((await find({ q: '哈佛' })).keys).toEqual(['chen'])
    expect((await find({ q: '留学' })).keys).toEqual(['chen'])
  })

  it('finds four-character Chinese queries and single characters', async () => {
    expect((await find({ q: '哈佛大学' })).keys).toEqual(['chen'])
    expect((await find({ q: '陈' })).keys.sort()).toEqual(['chen', 'chenming'])
    expect((await find({ q: '哈佛大楼' })).keys).toEqual([])
  })

  it('finds Chinese names by pinyin', async () => {
    expect((await find({ q: 'chen' })).keys.sort()).toEqual(['chen', 'chenming'])
    expect((await find({ q: 'chenweiming' })).keys).toEqual(['chenming'])
  })

  it('puts an exact name match first, whatever the order', async () => {
    expect((await find({ q: '陈伟', sort: 'budget' })).keys).toEqual(['chen', 'chenming'])
    expect((await find({ q: 'Chen Wei', sort: 'popular' })).keys[0]).toBe('chen')
  })

  it('orders by popularity, professionalism or price', async () => {
    expect((await find({ sort: 'popular' })).keys).toEqual(['emily', 'chen', 'chenming'])
    expect((await find({ sort: 'professional' })).keys).toEqual(['chen', 'chenming', 'emily'])
    expect((await find({ sort: 'budget' })).keys).toEqual(['emily', 'chenming', 'chen'])
  })

  it('filters by specialty and counts every specialty for the query', async () => {
    const { keys, result } = await find({ q: 'chen', specialtyId: specialty.stem })
    expect(keys).toEqual(['chenming'])
    expect(result.total).toBe(1)
    expect(result.specialtyCounts?.[specialty.ivy]).toBe(2)
    expect(result.specialtyCounts?.[specialty.stem]).toBe(1)
  })

  it('pages through results with a stable total', async () => {
    // This file's specialty keeps other files' coaches out of the count.
    const query = { q: 'chen', specialtyId: specialty.ivy, sort: 'budget' } as const
    const first = await searchCoaches(payload.db.drizzle, { ...query, page: 1, perPage: 1 })
    const second = await searchCoaches(payload.db.drizzle, { ...query, page: 2, perPage: 1 })
    const beyond = await searchCoaches(payload.db.drizzle, { ...query, page: 9, perPage: 1 })
    expect([first.total, second.total, beyond.total]).toEqual([2, 2, 2])
    expect([...first.ids, ...second.ids]).toEqual([ids.chenming, ids.chen])
    expect(beyond.ids).toEqual([])
  })

  it('never finds drafts, and follows publishing and deletion', async () => {
    expect((await find({ q: '草稿' })).keys).toEqual([])
    await payload.update({ collection: 'coaches', id: ids.hidden, data: { _status: 'published' } })
    expect((await find({ q: '草稿' })).keys).toEqual(['hidden'])
    await payload.delete({ collection: 'coaches', id: ids.hidden })
    expect((await find({ q: '草稿' })).keys).toEqual([])
  })

  it('lists without a text query from counts a trigger keeps, equal to counting every row', async () => {
    const counted = async () => {
      const { rows } = (await payload.db.drizzle.execute(sql`
        SELECT 0 AS s, count(*)::int AS n FROM coach_search
        UNION ALL SELECT s, count(*)::int FROM coach_search, unnest(specialty_ids) s GROUP BY s`)) as {
        rows: { s: number; n: number }[]
      }
      return Object.fromEntries(rows.map((r) => [r.s, r.n]))
    }
    const listed = async (): Promise<Record<string, number>> => {
      const all = await searchCoaches(payload.db.drizzle, { sort: 'popular', page: 1, perPage: 1 })
      return { ...all.specialtyCounts, 0: all.total }
    }
    // The draft coach was published and deleted above: the counts followed both.
    const before = await listed()
    expect(before).toEqual(await counted())
    // A coach gains a specialty and loses it again: the counts follow in the same transaction.
    const setSpecialties = (specialties: number[]) =>
      payload.update({ collection: 'coaches', id: ids.emily, data: { specialties } })
    await setSpecialties([specialty.stem, specialty.ivy])
    expect((await listed())[specialty.ivy]).toBe(before[specialty.ivy]! + 1)
    expect(await listed()).toEqual(await counted())
    const ivyOnly = await searchCoaches(payload.db.drizzle, {
      sort: 'popular',
      specialtyId: specialty.ivy,
      page: 1,
      perPage: 1,
    })
    expect(ivyOnly.total).toBe(before[specialty.ivy]! + 1)
    await setSpecialties([specialty.stem])
    expect(await listed()).toEqual(before)
  })

  it('counts no further than 10,000 matches, says so, and still pages in order with exact names first', async () => {
    // 10,001 more matching coaches inside a transaction that is rolled back: nothing stays.
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    const tx = drizzle(client)
    try {
      await tx.execute(sql`BEGIN`)
      // Other test files may have added coaches (the seed's own Chen Wei): here, only this file's.
      await tx.execute(
        sql`DELETE FROM coach_search WHERE NOT (coach_id = ANY(${`{${Object.values(ids).join(',')}}`}::int[]))`,
      )
      await tx.execute(sql`
        INSERT INTO coaches (id, slug, _status)
        SELECT 1000000 + g, 'many-' || g, 'published' FROM generate_series(1, ${COUNT_CAP + 1}) g`)
      await tx.execute(sql`
        INSERT INTO coach_search (coach_id, doc, exact_names, specialty_ids, review_count)
        SELECT 1000000 + g, to_tsvector('english', 'Chen Wei counsellor'), '{}', ARRAY[${specialty.ivy}]::integer[], g
        FROM generate_series(1, ${COUNT_CAP + 1}) g`)
      const query = { q: 'Chen Wei', sort: 'popular', perPage: 3 } as const
      const first = await searchCoaches(tx, { ...query, page: 1 })
      expect(first).toMatchObject({ total: COUNT_CAP, capped: true, specialtyCounts: null })
      // The exact name still leads; then the most booked.
      expect(first.ids).toEqual([ids.chen, 1000000 + COUNT_CAP + 1, 1000000 + COUNT_CAP])
      const second = await searchCoaches(tx, { ...query, page: 2 })
      expect(second.ids).toEqual([
        1000000 + COUNT_CAP - 1,
        1000000 + COUNT_CAP - 2,
        1000000 + COUNT_CAP - 3,
      ])
      // Without text, the trigger-kept counts stay exact however many.
      const all = await searchCoaches(tx, { sort: 'popular', page: 1, perPage: 1 })
      expect(all.capped).toBe(false)
      expect(all.total).toBeGreaterThan(COUNT_CAP + 1)
      // Within a specialty: counted up to COUNT_CAP too, kept, and read back the same.
      const ivy = { ...query, specialtyId: specialty.ivy, page: 1 }
      const inIvy = await searchCoaches(tx, ivy)
      expect(inIvy).toMatchObject({ total: COUNT_CAP, capped: true, specialtyCounts: null })
      expect(await searchCoaches(tx, ivy)).toEqual(inIvy)
      const inStem = await searchCoaches(tx, { ...query, specialtyId: specialty.stem, page: 1 })
      expect(inStem).toMatchObject({ total: 1, capped: false, ids: [ids.chenming] })
      // Three fewer: exactly COUNT_CAP now, counted exactly, with every specialty's count.
      await tx.execute(sql`
        DELETE FROM coach_search WHERE coach_id > ${1000000 + COUNT_CAP - 2} AND coach_id < 2000000`)
      const exact = await searchCoaches(tx, { ...query, page: 1 })
      expect(exact).toMatchObject({ total: COUNT_CAP, capped: false })
      // (Chen Wei and Chen Weiming are Ivy League too.)
      expect(exact.specialtyCounts?.[specialty.ivy]).toBe(COUNT_CAP)
      expect(exact.specialtyCounts?.[specialty.stem]).toBe(1)
      expect(await searchCoaches(tx, ivy)).toMatchObject({ total: COUNT_CAP, capped: false })
    } finally {
      await tx.execute(sql`ROLLBACK`)
      await client.end()
    }
  })

  it('pages a broad text whose matches gather at the end of the order as it pages any other', async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    const tx = drizzle(client)
    const word = `cluster${run}`
    // One match at the top of the order, then more coaches without the word than the page looks
    // through along the order, then the other matches: a fifth of the catalogue and more.
    const behind = KEEP_TOTALS_FROM + 1
    try {
      await tx.execute(sql`BEGIN`)
      await tx.execute(sql`DELETE FROM coach_search`)
      await tx.execute(sql`
        INSERT INTO coaches (id, slug, _status)
        SELECT 1000000 + g, 'clustered-' || g, 'published' FROM generate_series(1, ${behind + 201}) g`)
      await tx.execute(sql`
        INSERT INTO coach_search (coach_id, doc, review_count)
        SELECT 1000000 + g,
          to_tsvector('english', CASE WHEN g = 1 OR g > 201 THEN ${word} ELSE 'other' END),
          ${behind + 201} - g
        FROM generate_series(1, ${behind + 201}) g`)
      const query = { q: word, sort: 'popular', perPage: 3 } as const
      // The first request counts (and keeps the total); the next pages along the order.
      for (const _ of [1, 2]) {
        const first = await searchCoaches(tx, { ...query, page: 1 })
        expect(first).toMatchObject({ total: behind + 1, capped: false })
        expect(first.ids).toEqual([1000001, 1000202, 1000203])
        expect((await searchCoaches(tx, { ...query, page: 2 })).ids).toEqual([
          1000204, 1000205, 1000206,
        ])
      }
    } finally {
      await tx.execute(sql`ROLLBACK`)
      await client.end()
    }
  })

  it('pages a text matching a sixth of the coaches along the order, without sorting every match', async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    const tx = drizzle(client)
    // The statements each search sends, as text.
    const sent: string[] = []
    const dialect = new PgDialect()
    const watched = {
      execute: (query: SQL) => {
        sent.push(dialect.sqlToQuery(query).sql)
        return tx.execute(query)
      },
    }
    const word = `spread${run}`
    // One coach in six has the word, spread evenly along the popular order: more matches than are
    // kept, under a fifth of the catalogue.
    const matches = KEEP_TOTALS_FROM + 100
    const catalogue = matches * 6
    const nth = (i: number) => 1000000 + 5 + 6 * i
    try {
      await tx.execute(sql`BEGIN`)
      await tx.execute(sql`DELETE FROM coach_search`)
      await tx.execute(sql`
        INSERT INTO coaches (id, slug, _status)
        SELECT 1000000 + g, 'spread-' || g, 'published' FROM generate_series(1, ${catalogue}) g`)
      await tx.execute(sql`
        INSERT INTO coach_search (coach_id, doc, review_count)
        SELECT 1000000 + g,
          to_tsvector('english', CASE WHEN g % 6 = 5 THEN ${word} ELSE 'other' END),
          ${catalogue} - g
        FROM generate_series(1, ${catalogue}) g`)
      const query = { q: word, sort: 'popular', perPage: 3 } as const
      // The first request counts (and keeps the total); the next ones read it and walk the order.
      for (const request of ['counts', 'walks']) {
        sent.length = 0
        const first = await searchCoaches(watched, { ...query, page: 1 })
        expect(first).toMatchObject({ total: matches, capped: false })
        expect(first.ids).toEqual([nth(0), nth(1), nth(2)])
        expect((await searchCoaches(watched, { ...query, page: 2 })).ids).toEqual([
          nth(3),
          nth(4),
          nth(5),
        ])
        if (request === 'walks')
          expect(sent.filter((text) => text.includes('AS MATERIALIZED'))).toEqual([])
        // A page deep enough that the walk would read more coaches than there are matches.
        expect((await searchCoaches(watched, { ...query, page: 100 })).ids).toEqual([
          nth(297),
          nth(298),
          nth(299),
        ])
      }
    } finally {
      await tx.execute(sql`ROLLBACK`)
      await client.end()
    }
  })

  it('keeps each coach’s lowest published package price', async () => {
    const { rows } = (await payload.db.drizzle.execute(
      sql`SELECT id, lowest_price FROM coaches WHERE id IN (${ids.chen}, ${ids.emily}, ${ids.chenming}) ORDER BY id`,
    )) as { rows: { id: number; lowest_price: string }[] }
    expect(rows.map((r) => Number(r.lowest_price))).toEqual([5000, 1000, 3000])
    await pkg('chen-cheap', 'chen', 800)
    expect((await find({ sort: 'budget' })).keys[0]).toBe('chen')
  })
})

describe('kept totals of broad queries', () => {
  // More coaches than KEEP_TOTALS_FROM match "quokka": its totals and specialty counts are kept.
  const bulk = KEEP_TOTALS_FROM + 1
  const from = 2_000_000
  const key = JSON.stringify(queryTerms('quokka'))
  const execute = async <R>(query: ReturnType<typeof sql>) =>
    ((await payload.db.drizzle.execute(query)) as { rows: R[] }).rows
  const quokka = (params: Partial<CoachSearchParams> = {}) =>
    searchCoaches(payload.db.drizzle, {
      q: 'quokka',
      sort: 'popular',
      page: 1,
      perPage: 3,
      ...params,
    })
  const keptRows = () =>
    execute<{ specialty_id: number; total: number; current: boolean }>(sql`
      SELECT t.specialty_id, t.total, t.version = v.version AS current
      FROM coach_search_totals t, coach_search_version v WHERE t.terms = ${key} ORDER BY 1`)
  let added: number

  beforeAll(async () => {
    await execute(sql`
      INSERT INTO coaches (id, slug, _status)
      SELECT ${from} + g, 'quokka-' || g, 'published' FROM generate_series(1, ${bulk}) g`)
    // Even ones are Ivy League, odd ones STEM.
    await execute(sql`
      INSERT INTO coach_search (coach_id, doc, specialty_ids)
      SELECT ${from} + g, to_tsvector('english', 'Quokka mentor'),
        CASE WHEN g % 2 = 0 THEN ARRAY[${specialty.ivy}] ELSE ARRAY[${specialty.stem}] END::integer[]
      FROM generate_series(1, ${bulk}) g`)
  })
  afterAll(async () => {
    await execute(sql`DELETE FROM coaches WHERE id > ${from} AND id <= ${from + bulk}`)
    await execute(sql`DELETE FROM coach_search_totals WHERE terms LIKE 'junk-%'`)
  })

  const expectCounts = async (ivy: number, stem: number) => {
    const all = await quokka()
    expect(all).toMatchObject({ total: ivy + stem, capped: false })
    expect(all.specialtyCounts?.[specialty.ivy]).toBe(ivy)
    expect(all.specialtyCounts?.[specialty.stem]).toBe(stem)
    expect((await quokka({ specialtyId: specialty.ivy })).total).toBe(ivy)
    expect((await quokka({ specialtyId: specialty.stem })).total).toBe(stem)
    // Asked again, the same answers come from the kept row (counted at the current version).
    expect(await keptRows()).toEqual([{ specialty_id: 0, total: ivy + stem, current: true }])
    expect((await quokka()).specialtyCounts).toEqual(all.specialtyCounts)
    return all
  }

  it('keeps the totals of a broad query and reads them back', async () => {
    const half = Math.floor(bulk / 2)
    await expectCounts(half, bulk - half)
    // What the next request reads is the kept row itself.
    await execute(sql`UPDATE coach_search_totals SET total = 4242 WHERE terms = ${key}`)
    expect((await quokka()).total).toBe(4242)
  })

  it('counts again after a coach is added, re-tagged and unpublished', async () => {
    const half = Math.floor(bulk / 2)
    const created = await payload.create({
      collection: 'coaches',
      locale: 'en',
      data: {
        slug: `quokka-${run}`,
        name: 'Quokka Keeper',
        title: 'Quokka mentor',
        headline: 'Essays and interviews',
        specialties: [specialty.stem],
        reviewCount: 900,
        _status: 'published',
      } as never,
    })
    added = created.id
    const withIt = await expectCounts(half, bulk - half + 1)
    expect(withIt.ids[0]).toBe(added)

    await payload.update({
      collection: 'coaches',
      id: added,
      data: { specialties: [specialty.ivy] },
    })
    expect((await quokka({ specialtyId: specialty.ivy })).ids[0]).toBe(added)
    await expectCounts(half + 1, bulk - half)

    await payload.update({ collection: 'coaches', id: added, data: { _status: 'draft' } })
    const without = await expectCounts(half, bulk - half)
    expect(without.ids).not.toContain(added)
  })

  it('does not count again when a coach only changes its order (reviews)', async () => {
    const before = await keptRows()
    await execute(
      sql`UPDATE coach_search SET review_count = review_count + 1 WHERE coach_id = ${from + 1}`,
    )
    expect(await keptRows()).toEqual(before)
  })

  it('answers twenty identical first requests at once, all alike, with one kept row', async () => {
    await execute(sql`UPDATE coach_search SET specialty_ids = ARRAY[${specialty.ivy}]::integer[]
                      WHERE coach_id = ${from + 1}`)
    expect((await keptRows())[0]?.current).toBe(false)
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => quokka({ specialtyId: specialty.ivy })),
    )
    const half = Math.floor(bulk / 2)
    for (const result of burst) expect(result).toEqual(burst[0])
    expect(burst[0]!.total).toBe(half + 1)
    expect(await keptRows()).toEqual([{ specialty_id: 0, total: bulk, current: true }])
  })

  it('deletes kept totals of older versions and the oldest beyond the cap', async () => {
    // A change, then rows of the version before it and more than the cap of the current one.
    await execute(sql`UPDATE coach_search SET specialty_ids = ARRAY[${specialty.stem}]::integer[]
                      WHERE coach_id = ${from + 1}`)
    await execute(sql`
      INSERT INTO coach_search_totals (terms, specialty_id, version, total, capped, computed_at)
      SELECT 'junk-old-' || g, 0, v.version - 1, 1, false, now() - interval '1 day'
      FROM coach_search_version v, generate_series(1, 300) g`)
    await execute(sql`
      INSERT INTO coach_search_totals (terms, specialty_id, version, total, capped, computed_at)
      SELECT 'junk-' || g, 0, v.version, 1, false, now() - g * interval '1 second'
      FROM coach_search_version v, generate_series(1, ${KEPT_TOTALS_MAX + 50}) g`)
    // A request that counts (and keeps) again tidies up.
    await quokka()
    const [left] = await execute<{ old: number; all: number; mine: number }>(sql`
      SELECT count(*) FILTER (WHERE terms LIKE 'junk-old-%')::int AS old, count(*)::int AS all,
        count(*) FILTER (WHERE terms = ${key})::int AS mine
      FROM coach_search_totals`)
    expect(left).toEqual({ old: 0, all: KEPT_TOTALS_MAX, mine: 1 })
  })
})
