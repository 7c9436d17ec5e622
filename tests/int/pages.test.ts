import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import type { PayloadApi } from './api'
import { expectDraftSeenByEditorsOnly, expectOnlyEditorsAndAdminsCreate } from './editorialAccess'
import type { ExpiredTags } from './expiredTags'
import { openForFile } from './openForFile'

let payload: Payload
let expired: ExpiredTags
let api: PayloadApi
openForFile(['expired', 'api'], (opened) => ({ payload, expired, api } = opened))
const run = Date.now().toString(36)
const layout = [{ blockType: 'hero' as const, heading: 'Summer in Kyoto' }]

describe('pages', () => {
  it('shows anonymous visitors published pages only, over the Local API and REST', async () => {
    const draft = await payload.create({
      collection: 'pages',
      data: { title: 'Draft offer', path: `draft-${run}`, layout, _status: 'draft' },
    })
    await expectDraftSeenByEditorsOnly(payload, 'pages', draft, { path: { equals: draft.path } })

    const response = await api.rest('GET', `/api/pages?where[path][equals]=draft-${run}&draft=true`)
    expect(response.status).toBe(200)
    expect((await response.json()).docs).toEqual([])
  })

  it('lets editors and admins build pages, and nobody else', async () => {
    await expectOnlyEditorsAndAdminsCreate(
      payload,
      'pages',
      (who) => ({ title: `Page ${who}`, path: `by-${who}-${run}`, layout }),
      (who) => ({ path: `by-${who}-${run}` }),
    )
  })

  it('stores the path as typed without slashes or capitals, and refuses reserved, malformed and taken paths', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Kyoto', path: ` /Tours/Kyoto-${run}/ `, layout },
    })
    expect(page.path).toBe(`tours/kyoto-${run}`)
    await expect(
      payload.create({ collection: 'pages', data: { title: 'Taken', path: page.path, layout } }),
    ).rejects.toMatchObject({
      name: 'ValidationError',
      status: 400,
      data: { errors: [{ path: 'path', message: 'Value must be unique' }] },
    })
    await expect(
      payload.create({
        collection: 'pages',
        data: { title: 'Reserved', path: 'coach/someone', layout },
      }),
    ).rejects.toThrow(/Path/)
    await expect(
      payload.create({
        collection: 'pages',
        data: { title: 'Malformed', path: 'tours/京都', layout },
      }),
    ).rejects.toThrow(/Path/)
  })

  it('expires the cached page when it is published, renamed or deleted', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Cached', path: `cached-${run}`, layout, _status: 'published' },
    })
    await expired.waitFor(`page:cached-${run}`)
    expired.clear()
    await payload.update({ collection: 'pages', id: page.id, data: { path: `renamed-${run}` } })
    for (const tag of ['pages', `page:cached-${run}`, `page:renamed-${run}`])
      await expired.waitFor(tag)
    expired.clear()
    await payload.delete({ collection: 'pages', id: page.id })
    await expired.waitFor(`page:renamed-${run}`)
  })
})
