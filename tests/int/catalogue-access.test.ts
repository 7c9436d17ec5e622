import { NotFound, type Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { lexicalFromBlocks } from '@/lib/richtext/fromBlocks'

import { expectDraftSeenByEditorsOnly, expectOnlyEditorsAndAdminsCreate } from './editorialAccess'
import type { ExpiredTags } from './expiredTags'
import { openForFile } from './openForFile'

let payload: Payload
let expired: ExpiredTags
openForFile(['expired'], (opened) => ({ payload, expired } = opened))
const run = Date.now().toString(36)

describe('catalogue access', () => {
  it('shows anonymous visitors published documents only', async () => {
    const draft = await payload.create({
      collection: 'universities',
      data: { slug: `draft-u-${run}`, name: 'Draft University', country: 'US', _status: 'draft' },
    })
    await expect(
      payload.findByID({ collection: 'universities', id: draft.id, overrideAccess: false }),
    ).rejects.toBeInstanceOf(NotFound)
    await expectDraftSeenByEditorsOnly(payload, 'universities', draft, {
      slug: { equals: draft.slug },
    })
  })

  it('lets editors and admins write, and nobody else', async () => {
    await expectOnlyEditorsAndAdminsCreate(
      payload,
      'specialties',
      (who) => ({ slug: `spec-${who}-${run}`, name: `Specialty ${who}` }),
      (who) => ({ slug: `spec-${who}-${run}` }),
    )
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
