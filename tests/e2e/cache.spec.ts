import { expect, test, type APIRequestContext } from '@playwright/test'
import pg from 'pg'

import { lexicalFromBlocks } from '../../src/lib/richtext/fromBlocks'

import { e2eDatabaseUrl } from './env'
import { adminToken } from './helpers'

const run = Date.now().toString(36)

/** Creates an article as the e2e admin over REST (published, or a draft). */
async function createArticle(
  request: APIRequestContext,
  token: string,
  slug: string,
  title: string,
  status: 'published' | 'draft',
) {
  const response = await request.post(`/api/articles${status === 'draft' ? '?draft=true' : ''}`, {
    headers: { Authorization: `JWT ${token}` },
    data: {
      title,
      slug,
      excerpt: 'Cache test',
      body: lexicalFromBlocks([{ p: 'Body.' }]),
      category: 'news',
      _status: status,
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

const titleOf = async (request: APIRequestContext, path: string, encoding: string) =>
  (await (await request.get(path, { headers: { 'accept-encoding': encoding } })).text()).match(
    /<h1[^>]*>([^<]*)</,
  )?.[1]

test('an edit committed while its page is being requested never leaves the old page cached', async ({
  request,
}) => {
  const token = await adminToken(request)
  const slug = `race-${run}`
  const id = await createArticle(request, token, slug, 'Version 0', 'published')
  const path = `/article/${slug}`
  const encodings = ['gzip', 'br', 'identity']
  for (let version = 1; version <= 4; version++) {
    // Visitors keep asking for the page, in every encoding, while the edit is saved and committed.
    let editing = true
    const visitors = Array.from({ length: 12 }, async (_, i) => {
      while (editing)
        await request.get(path, {
          headers: { 'accept-encoding': encodings[i % encodings.length]! },
        })
    })
    const saved = await request.patch(`/api/articles/${id}`, {
      headers: { Authorization: `JWT ${token}` },
      data: { title: `Version ${version}` },
    })
    expect(saved.ok()).toBe(true)
    const committedAt = Date.now()
    await new Promise((resolve) => setTimeout(resolve, 300))
    editing = false
    await Promise.all(visitors)
    // Within a second of the commit, and every time after, each cached copy is the new one.
    await expect
      .poll(() => titleOf(request, path, 'gzip'), { timeout: 1000 - (Date.now() - committedAt) })
      .toBe(`Version ${version}`)
    for (let i = 0; i < 3; i++) {
      for (const encoding of encodings)
        expect(await titleOf(request, path, encoding), `${encoding}, version ${version}`).toBe(
          `Version ${version}`,
        )
      expect(await (await request.get('/article')).text()).toContain(`Version ${version}`)
    }
  }
})

test('a scheduled publish run by the job queue shows on the public pages in both languages', async ({
  request,
}) => {
  const token = await adminToken(request)
  const slug = `scheduled-${run}`
  const title = `Scheduled ${run}`
  const id = await createArticle(request, token, slug, title, 'draft')
  // Cached before the publish: the list without it, the article not found.
  for (const list of ['/article', '/zh/article'])
    expect(await (await request.get(list)).text()).not.toContain(title)
  expect((await request.get(`/article/${slug}`)).status()).toBe(404)

  // What the admin's "Schedule publish" stores: a job for the queue, due in a second.
  const db = new pg.Client({ connectionString: e2eDatabaseUrl() })
  await db.connect()
  try {
    await db.query(
      `INSERT INTO payload_jobs (input, task_slug, queue, wait_until) VALUES ($1, 'schedulePublish', 'default', now() + interval '1 second')`,
      [JSON.stringify({ type: 'publish', doc: { relationTo: 'articles', value: id } })],
    )
  } finally {
    await db.end()
  }
  await expect
    .poll(async () => (await request.get(`/article/${slug}`)).status(), { timeout: 6000 })
    .toBe(200)
  for (const list of ['/article', '/zh/article'])
    expect(await (await request.get(list)).text(), list).toContain(title)
})
