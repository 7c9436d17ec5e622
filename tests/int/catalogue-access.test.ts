import { Forbidden, NotFound, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { lexicalFromBlocks } from '@/lib/richtext/fromBlocks'

import { watchExpiredTags } from './expiredTags'
import { createUser, testPayload } from './payload'

let payload: Payload
let expired: Awaited<ReturnType<typeof watchExpiredTags>>
const run = Date.now().toString(36)

beforeAll(async () => {
  payload = await testPayload()
  expired = await watchExpiredTags()
})
afterAll(async () => {
  await expired.stop()
  await payload.destroy()
})

describe('catalogue access', () => {
  it('shows anonymous visitors published documents only', async () => {
    const draft = await payload.create({
      collection: 'universities',
      data: { slug: `draft-u-${run}`, name: 'Draft University', country: 'US', _status: 'draft' },
    })
    const anonymous = await payload.find({
      collection: 'universities',
      where: { slug: { equals: draft.slug } },
      overrideAccess: false,
    })
    expect(anonymous.docs).toEqual([])
    await expect(
      payload.findByID({ collection: 'universities', id: draft.id, overrideAccess: false }),
    ).rejects.toBeInstanceOf(NotFound)
    const { user: editor } = await createUser(payload, ['editor'])
    const asEditor = await payload.find({
      collection: 'universities',
      where: { slug: { equals: draft.slug } },
      draft: true,
      user: editor,
      overrideAccess: false,
    })
    expect(asEditor.docs.map((d) => d.id)).toEqual([draft.id])
  })

  it('lets editors and admins write, and nobody else', async () => {
    const data = (who: string) => ({ slug: `spec-${who}-${run}`, name: `Specialty ${who}` })
    await expect(
      payload.create({ collection: 'specialties', data: data('anon'), overrideAccess: false }),
    ).rejects.toBeInstanceOf(Forbidden)
    for (const role of ['student', 'school', 'employer', 'institution', 'reviewer'] as const) {
      const { user } = await createUser(payload, [role])
      await expect(
        payload.create({
          collection: 'specialties',
          data: data(role),
          user,
          overrideAccess: false,
        }),
      ).rejects.toBeInstanceOf(Forbidden)
    }
    for (const role of ['editor', 'admin'] as const) {
      const { user } = await createUser(payload, [role])
      await expect(
        payload.create({
          collection: 'specialties',
          data: data(role),
          user,
          overrideAccess: false,
        }),
      ).resolves.toMatchObject({
        slug: `spec-${role}-${run}`,
      })
    }
  })

  it('expires the cached pages of a coach when it is published or changed', async () => {
    const created = await payload.create({
      collection: 'coaches',
      data: {
        slug: `fresh-${run}`,
        name: 'Fresh Coach',
        title: 'Coach',
        headline: 'Hello',
        _status: 'published',
      },
    })
    await expired.waitFor('coaches')
    await expired.waitFor(`coach:fresh-${run}`)
    expired.clear()
    await payload.update({
      collection: 'coaches',
      id: created.id,
      data: { slug: `renamed-${run}` },
    })
    await expired.waitFor(`coach:renamed-${run}`)
    await expired.waitFor(`coach:fresh-${run}`)
  })

  it('publishes a scheduled article when its time comes, and expires the article pages', async () => {
    const draft = await payload.create({
      collection: 'articles',
      data: {
        title: 'Scheduled piece',
        slug: `scheduled-${run}`,
        excerpt: 'Soon',
        body: lexicalFromBlocks([{ p: 'Out at nine.' }]),
        category: 'news',
        _status: 'draft',
      },
      draft: true,
    })
    const anonymousRead = () =>
      payload.find({
        collection: 'articles',
        where: { id: { equals: draft.id } },
        overrideAccess: false,
      })
    expect((await anonymousRead()).docs).toEqual([])
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'articles', value: draft.id } },
      waitUntil: new Date(Date.now() - 1000),
    })
    expired.clear()
    await payload.jobs.run()
    expect((await anonymousRead()).docs.map((a) => a._status)).toEqual(['published'])
    await expired.waitFor('articles')
  })
})
