import { Forbidden, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { watchExpiredTags } from './expiredTags'
import { createUser, testPayload } from './payload'

let payload: Payload
let expired: Awaited<ReturnType<typeof watchExpiredTags>>
const run = Date.now().toString(36)
const layout = [{ blockType: 'hero' as const, heading: 'Summer in Kyoto' }]

beforeAll(async () => {
  payload = await testPayload()
  expired = await watchExpiredTags()
})
afterAll(async () => {
  await expired.stop()
  await payload.destroy()
})

describe('pages', () => {
  it('shows anonymous visitors published pages only, over the Local API and REST', async () => {
    const draft = await payload.create({
      collection: 'pages',
      data: { title: 'Draft offer', path: `draft-${run}`, layout, _status: 'draft' },
    })
    const anonymous = await payload.find({
      collection: 'pages',
      where: { path: { equals: draft.path } },
      overrideAccess: false,
    })
    expect(anonymous.docs).toEqual([])
    const { user: editor } = await createUser(payload, ['editor'])
    const asEditor = await payload.find({
      collection: 'pages',
      where: { path: { equals: draft.path } },
      draft: true,
      user: editor,
      overrideAccess: false,
    })
    expect(asEditor.docs.map((d) => d.id)).toEqual([draft.id])

    const { REST_GET } = await import('@payloadcms/next/routes')
    const { default: config } = await import('@/payload.config')
    const get = REST_GET(config)
    const response = await get(
      new Request(`http://localhost/api/pages?where[path][equals]=draft-${run}&draft=true`),
      {
        params: Promise.resolve({ slug: ['pages'] }),
      },
    )
    expect(response.status).toBe(200)
    expect((await response.json()).docs).toEqual([])
  })

  it('lets editors and admins build pages, and nobody else', async () => {
    const data = (who: string) => ({ title: `Page ${who}`, path: `by-${who}-${run}`, layout })
    await expect(
      payload.create({ collection: 'pages', data: data('anon'), overrideAccess: false }),
    ).rejects.toBeInstanceOf(Forbidden)
    for (const role of ['student', 'school', 'employer', 'institution', 'reviewer'] as const) {
      const { user } = await createUser(payload, [role])
      await expect(
        payload.create({ collection: 'pages', data: data(role), user, overrideAccess: false }),
      ).rejects.toBeInstanceOf(Forbidden)
    }
    for (const role of ['editor', 'admin'] as const) {
      const { user } = await createUser(payload, [role])
      await expect(
        payload.create({ collection: 'pages', data: data(role), user, overrideAccess: false }),
      ).resolves.toMatchObject({ path: `by-${role}-${run}` })
    }
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
