import { sql } from '@payloadcms/db-postgres'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { blankListing, listingData } from '@/lib/listings/listingData'
import { saveListing } from '@/lib/listings/saveListing'
import { lexicalFromBlocks } from '@/lib/richtext/fromBlocks'
import { COUNT_CAP } from '@/lib/pagination'
import { KEEP_TOTALS_FROM } from '@/lib/search/keptTotals'
import { siteSearch, type SiteSearchResult } from '@/lib/search/siteSearch'
import { findTitled, WALK_PER_HIT } from '@/lib/search/titleSearch'
import { queryTerms } from '@/lib/search/tokens'

import { openForFile } from './openForFile'
import { createPeople, type SignedInUser } from './payload'

/*
 * The header's site-wide search on the real database: published coaches, universities, articles,
 * programmes and jobs, found by their name or title in either language, shown in the reader's.
 */

let payload: Payload
openForFile([], (opened) => ({ payload } = opened))

/** A word no other test's documents have, so each search finds this file's documents only. */
const run = `zs${Date.now().toString(36)}`
const ids = {} as Record<string, number>
let people: Record<'institution' | 'employer', SignedInUser>

const body = (text: string) => lexicalFromBlocks([{ p: text }])

/** An article written in English and then in Chinese, published unless said otherwise. */
async function article(
  key: string,
  [en, zh]: [string, string],
  status: 'published' | 'draft' = 'published',
) {
  const doc = await payload.create({
    collection: 'articles',
    locale: 'en',
    data: {
      title: en,
      slug: `${key}-${run}`,
      excerpt: `About ${en}`,
      body: body(en),
      category: 'study-abroad',
      _status: status,
    },
    draft: status === 'draft',
  })
  await payload.update({
    collection: 'articles',
    id: doc.id,
    locale: 'zh',
    data: { title: zh, slug: `${key}-zh-${run}`, body: body(zh), _status: status },
    draft: status === 'draft',
  })
  ids[key] = doc.id
}

async function bilingual(
  collection: 'universities' | 'coaches',
  key: string,
  en: Record<string, unknown>,
  zh: Record<string, unknown>,
  status: 'published' | 'draft' = 'published',
) {
  const doc = await payload.create({
    collection,
    locale: 'en',
    data: { slug: `${key}-${run}`, ...en, _status: status } as never,
    draft: status === 'draft',
  })
  await payload.update({
    collection,
    id: doc.id,
    locale: 'zh',
    data: { ...zh, _status: status } as never,
    draft: status === 'draft',
  })
  ids[key] = doc.id
}

/** A listing saved and published by its member, as the dashboard does. */
const listing = async (
  who: 'institution' | 'employer',
  [en, zh]: [string, string],
  status: 'published' | 'draft' = 'published',
) => {
  const kind = who === 'institution' ? 'offerings' : 'jobs'
  const type = kind === 'offerings' ? 'study-tour' : 'internship'
  const values = { ...blankListing(kind, type), titleEn: en, titleZh: zh, status }
  return saveListing(payload, {
    kind,
    data: listingData(values),
    user: people[who].user,
    locale: 'en',
  })
}

beforeAll(async () => {
  await article('gap', [`Is a ${run} gap year right for you?`, `${run} 间隔年适合您吗？`])
  await article('gap2', [`Planning a ${run} gap year`, `如何规划${run}间隔年`])
  await article('gap3', [`A ${run} gap year abroad`, `${run} 海外间隔年`])
  await article('draft', [`Draft ${run} gap year notes`, `${run} 间隔年草稿`], 'draft')
  await bilingual(
    'universities',
    'lakeside',
    { name: `Lakeside ${run} University`, city: 'Oxford', country: 'GB' },
    { name: `湖畔${run}大学`, city: '牛津' },
  )
  await bilingual(
    'universities',
    'hidden',
    { name: `Draft ${run} University`, country: 'GB' },
    { name: `草稿${run}大学` },
    'draft',
  )
  await bilingual(
    'coaches',
    'coach',
    { name: `Lakeside ${run} Mentor`, title: 'Gap year adviser', headline: 'Plans that work' },
    { name: `湖畔导师${run}`, title: '间隔年顾问', headline: '切实可行的规划' },
  )
  await bilingual(
    'coaches',
    'draftCoach',
    { name: `Draft ${run} Mentor`, title: 'Adviser', headline: 'Not yet' },
    { name: `草稿导师${run}`, title: '顾问', headline: '尚未发布' },
    'draft',
  )

  people = await createPeople(payload, { institution: ['institution'], employer: ['employer'] })
  for (const [who, providerType, name] of [
    ['institution', 'education-agency', `Lakeside Study ${run}`],
    ['employer', 'employer', `Lakeside Works ${run}`],
  ] as const)
    await payload.create({
      collection: 'certifications',
      data: {
        type: 'organisation',
        owner: people[who].user.id,
        organisation: { providerType, name },
      } as never,
      context: { certificationSystemStatus: 'approved' },
      depth: 0,
    })
  ids.tour = await listing('institution', [`Lakeside ${run} gap year camp`, `湖畔${run}间隔年营`])
  ids.draftTour = await listing(
    'institution',
    [`Lakeside ${run} draft camp`, `湖畔${run}草稿营`],
    'draft',
  )
  ids.job = await listing('employer', [`Lakeside ${run} gap year intern`, `湖畔${run}间隔年实习生`])
})

/** The result as [kind, total, titles] rows. */
const rows = (result: SiteSearchResult) =>
  result.groups.map((group) => [group.kind, group.total, group.hits.map((hit) => hit.title)])

describe('the site-wide search', () => {
  it('finds published documents of every kind by their title in either language', async () => {
    const en = await siteSearch(payload, { locale: 'en', q: `gap year ${run}`, limit: 5 })
    expect(rows(en)).toEqual([
      ['coach', 1, [`Lakeside ${run} Mentor`]],
      [
        'article',
        3,
        expect.arrayContaining([
          `Is a ${run} gap year right for you?`,
          `Planning a ${run} gap year`,
          `A ${run} gap year abroad`,
        ]),
      ],
      ['programme', 1, [`Lakeside ${run} gap year camp`]],
      ['job', 1, [`Lakeside ${run} gap year intern`]],
    ])
    // Chinese words on the Chinese site: Chinese titles.
    const zh = await siteSearch(payload, { locale: 'zh', q: `间隔年 ${run}`, limit: 5 })
    expect(rows(zh).map(([kind, total]) => [kind, total])).toEqual([
      ['coach', 1],
      ['article', 3],
      ['programme', 1],
      ['job', 1],
    ])
    expect(zh.groups.find((g) => g.kind === 'article')!.hits.map((h) => h.title)).toContain(
      `${run} 间隔年适合您吗？`,
    )
    // Chinese words on the English site, English ones on the Chinese site.
    expect(
      rows(await siteSearch(payload, { locale: 'en', q: `湖畔 ${run} 大学`, limit: 5 })),
    ).toEqual([['university', 1, [`Lakeside ${run} University`]]])
    expect(
      rows(await siteSearch(payload, { locale: 'zh', q: `LAKESIDE ${run} university`, limit: 5 })),
    ).toEqual([['university', 1, [`湖畔${run}大学`]]])
    // A university is also found by its city.
    expect(rows(await siteSearch(payload, { locale: 'zh', q: `牛津 ${run}`, limit: 5 }))).toEqual([
      ['university', 1, [`湖畔${run}大学`]],
    ])
  })

  it('links each result to its page in the reader’s language', async () => {
    const hrefs = async (locale: 'en' | 'zh', q: string) =>
      (await siteSearch(payload, { locale, q, limit: 5 })).groups.flatMap((group) =>
        group.hits.map((hit) => hit.href),
      )
    expect(await hrefs('en', `${run} right for you`)).toEqual([`/article/gap-${run}`])
    expect(await hrefs('zh', `${run} 适合`)).toEqual([`/zh/article/gap-zh-${run}`])
    expect(await hrefs('zh', `湖畔 ${run} 大学`)).toEqual([`/zh/university/lakeside-${run}`])
    expect(await hrefs('en', `${run} mentor`)).toEqual([`/coach/coach-${run}`])
    expect(await hrefs('zh', `${run} camp`)).toEqual([`/zh/programme/${ids.tour}`])
    expect(await hrefs('en', `${run} intern`)).toEqual([`/employment/job/${ids.job}`])
  })

  it('names the organisation of each programme and job under its title', async () => {
    const subtitles = async (locale: 'en' | 'zh', q: string) =>
      (await siteSearch(payload, { locale, q, limit: 5 })).groups
        .filter((group) => group.kind === 'programme' || group.kind === 'job')
        .map((group) => [group.kind, group.hits.map((hit) => hit.subtitle)])
    const named = [
      ['programme', [`Lakeside Study ${run}`]],
      ['job', [`Lakeside Works ${run}`]],
    ]
    expect(await subtitles('en', `Lakeside ${run} gap year`)).toEqual(named)
    expect(await subtitles('zh', `湖畔 ${run} 间隔年`)).toEqual(named)
  })

  it('leaves out drafts of every kind', async () => {
    const found = await siteSearch(payload, { locale: 'en', q: `draft ${run}`, limit: 5 })
    expect(found.groups).toEqual([])
    const all = await siteSearch(payload, { locale: 'en', q: run, limit: 20 })
    const mine = all.groups.flatMap((group) => group.hits.map((hit) => hit.title))
    expect(mine.filter((title) => /draft/i.test(title))).toEqual([])
  })

  it('returns at most `limit` of each kind, with the kind’s whole count', async () => {
    const found = await siteSearch(payload, { locale: 'en', q: `${run} gap year`, limit: 2 })
    const articles = found.groups.find((group) => group.kind === 'article')!
    expect(articles.total).toBe(3)
    expect(articles.hits).toHaveLength(2)
    expect(found.groups.every((group) => group.hits.length <= 2)).toBe(true)
  })

  it('finds nothing for an empty query or wildcards alone, and cuts a long one', async () => {
    for (const q of ['', '   ', '%', '_', '\\', '%%__', '-'])
      expect((await siteSearch(payload, { locale: 'en', q, limit: 5 })).groups, q).toEqual([])
    const long = await siteSearch(payload, {
      locale: 'en',
      q: `${run} ${'x'.repeat(500)}`,
      limit: 5,
    })
    expect([...long.query].length).toBeLessThanOrEqual(100)
    expect(long.groups).toEqual([])
  })

  it('counts each kind up to 10,000 and then says there are more, and pages in the list’s order', async () => {
    // 10,001 more matching articles inside a transaction that is rolled back: nothing stays.
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    const tx = drizzle(client)
    const word = `many${run}`
    try {
      await tx.execute(sql`BEGIN`)
      await tx.execute(sql`
        INSERT INTO title_search (collection, doc_id, doc, findable, rank)
        SELECT 'articles', 3000000 + g, to_tsvector('simple', ${word}), true, -g
        FROM generate_series(1, ${COUNT_CAP + 1}) g`)
      expect(await findTitled(tx, 'articles', word, 3)).toEqual({
        ids: [3000000 + COUNT_CAP + 1, 3000000 + COUNT_CAP, 3000000 + COUNT_CAP - 1],
        total: COUNT_CAP,
        capped: true,
      })
      // One no longer findable (unpublished): exactly 10,000, counted exactly.
      await tx.execute(sql`UPDATE title_search SET findable = false WHERE doc_id = 3000001`)
      expect(await findTitled(tx, 'articles', word, 3)).toMatchObject({
        total: COUNT_CAP,
        capped: false,
      })
    } finally {
      await tx.execute(sql`ROLLBACK`)
      await client.end()
    }
  })

  it('pages the best-ranked matches of a common term, a rare one and one found at both ends of the list', async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    const tx = drizzle(client)
    const [common, rare, both] = ['common', 'rare', 'both'].map((w) => `${w}${run}`)
    const limit = 3
    // Ahead of every other article: 2,000 with the common term (the first two with `both` too),
    // more than the page looks through along the order; behind them all, the rare term's one
    // article and four more with `both`.
    const ahead = limit * WALK_PER_HIT * 2
    try {
      await tx.execute(sql`BEGIN`)
      await tx.execute(sql`
        INSERT INTO title_search (collection, doc_id, doc, findable, rank)
        SELECT 'articles', 3000000 + g,
          to_tsvector('simple', ${common} || CASE WHEN g <= 2 THEN ' ' || ${both} ELSE '' END),
          true, -1e12 + g
        FROM generate_series(1, ${ahead}) g
        UNION ALL
        SELECT 'articles', 3100000 + g,
          to_tsvector('simple', CASE WHEN g = 1 THEN ${rare} ELSE ${both} END), true, 1e12 + g
        FROM generate_series(1, 5) g`)
      expect(await findTitled(tx, 'articles', common, limit)).toEqual({
        ids: [3000001, 3000002, 3000003],
        total: ahead,
        capped: false,
      })
      expect(await findTitled(tx, 'articles', rare, limit)).toEqual({
        ids: [3100001],
        total: 1,
        capped: false,
      })
      expect(await findTitled(tx, 'articles', both, limit)).toEqual({
        ids: [3000001, 3000002, 3100002],
        total: 6,
        capped: false,
      })
    } finally {
      await tx.execute(sql`ROLLBACK`)
      await client.end()
    }
  })
})

describe('kept totals of broad searches', () => {
  // As findTitled names a query in its kept totals.
  const terms = (word: string) => JSON.stringify(queryTerms(word))

  it('keeps a total of more than 2,000 matches until the collection’s titles change', async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    const tx = drizzle(client)
    const [broad, narrow] = [`broad${run}`, `narrow${run}`]
    const keptTotal = async (word: string) => {
      const rows = await tx.execute<{ total: number }>(sql`
        SELECT t.total FROM title_search_totals t JOIN title_search_version v USING (collection)
        WHERE t.collection = 'articles' AND t.terms = ${terms(word)} AND t.version = v.version`)
      return rows.rows[0]?.total
    }
    const total = async (word: string) => (await findTitled(tx, 'articles', word, 3)).total
    try {
      await tx.execute(sql`BEGIN`)
      await tx.execute(sql`
        INSERT INTO title_search (collection, doc_id, doc, findable, rank)
        SELECT 'articles', 3000000 + g, to_tsvector('simple', ${broad}), true, 1e12 + g
        FROM generate_series(1, ${KEEP_TOTALS_FROM + 1}) g
        UNION ALL
        SELECT 'articles', 3100000 + g, to_tsvector('simple', ${narrow}), true, 1e12 + g
        FROM generate_series(1, ${KEEP_TOTALS_FROM}) g`)
      expect(await total(broad)).toBe(KEEP_TOTALS_FROM + 1)
      expect(await total(narrow)).toBe(KEEP_TOTALS_FROM)
      expect(await keptTotal(broad)).toBe(KEEP_TOTALS_FROM + 1)
      expect(await keptTotal(narrow)).toBeUndefined()

      // Read from where it is kept, not counted again: a kept row made wrong on purpose shows.
      await tx.execute(sql`UPDATE title_search_totals SET total = 7 WHERE terms = ${terms(broad)}`)
      expect(await total(broad)).toBe(7)
      // Another collection's titles and this one's order change nothing.
      await tx.execute(sql`
        INSERT INTO title_search (collection, doc_id, doc, findable, rank)
        VALUES ('jobs', 3000001, to_tsvector('simple', ${broad}), true, 0)`)
      await tx.execute(sql`UPDATE title_search SET rank = -1 WHERE doc_id = 3000002`)
      expect(await total(broad)).toBe(7)

      // One no longer findable: counted again.
      await tx.execute(sql`UPDATE title_search SET findable = false
                           WHERE collection = 'articles' AND doc_id = 3000001`)
      expect(await total(broad)).toBe(KEEP_TOTALS_FROM)
      // One more, and one title that no longer has the word: counted again each time.
      await tx.execute(sql`
        INSERT INTO title_search (collection, doc_id, doc, findable, rank)
        VALUES ('articles', 3200000, to_tsvector('simple', ${broad}), true, 0)`)
      expect(await total(broad)).toBe(KEEP_TOTALS_FROM + 1)
      await tx.execute(sql`UPDATE title_search SET doc = to_tsvector('simple', 'other')
                           WHERE collection = 'articles' AND doc_id = 3200000`)
      expect(await total(broad)).toBe(KEEP_TOTALS_FROM)
      await tx.execute(
        sql`DELETE FROM title_search WHERE collection = 'articles' AND doc_id = 3000003`,
      )
      expect(await total(broad)).toBe(KEEP_TOTALS_FROM - 1)
    } finally {
      await tx.execute(sql`ROLLBACK`)
      await client.end()
    }
  })

  it('answers twenty identical first requests at once alike, with one kept row, and tidies old ones', async () => {
    const db = payload.db.drizzle
    const word = `burst${run}`
    await db.execute(sql`
      INSERT INTO title_search (collection, doc_id, doc, findable, rank)
      SELECT 'universities', 3300000 + g, to_tsvector('simple', ${word}), true, 1e12 + g
      FROM generate_series(1, ${KEEP_TOTALS_FROM + 1}) g`)
    await db.execute(sql`
      INSERT INTO title_search_totals (collection, terms, version, total, capped)
      SELECT 'universities', 'junk-old-' || g, v.version - 1, 1, false
      FROM title_search_version v, generate_series(1, 50) g WHERE v.collection = 'universities'`)
    try {
      const burst = await Promise.all(
        Array.from({ length: 20 }, () => findTitled(db, 'universities', word, 3)),
      )
      for (const found of burst) expect(found).toEqual(burst[0])
      expect(burst[0]).toEqual({
        ids: [3300001, 3300002, 3300003],
        total: KEEP_TOTALS_FROM + 1,
        capped: false,
      })
      const kept = await db.execute<{ mine: number; old: number }>(sql`
        SELECT count(*) FILTER (WHERE terms = ${terms(word)})::int AS mine,
          count(*) FILTER (WHERE terms LIKE 'junk-old-%')::int AS old
        FROM title_search_totals WHERE collection = 'universities'`)
      expect(kept.rows[0]).toEqual({ mine: 1, old: 0 })
    } finally {
      await db.execute(
        sql`DELETE FROM title_search WHERE collection = 'universities' AND doc_id > 3300000 AND doc_id <= 3400000`,
      )
    }
  })
})
