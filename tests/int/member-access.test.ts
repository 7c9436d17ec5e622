import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { createUser, testPayload } from './payload'

let payload: Payload
let rest: {
  get: (path: string, token?: string) => Promise<Response>
  patch: (path: string, body: object, token?: string) => Promise<Response>
}
let graphql: (
  query: string,
  token?: string,
) => Promise<{ data?: Record<string, unknown>; errors?: unknown[] }>

const login = async (email: string, password: string) =>
  (await payload.login({ collection: 'users', data: { email, password } })).token!
const auth = (token?: string): Record<string, string> =>
  token ? { Authorization: `JWT ${token}` } : {}

beforeAll(async () => {
  payload = await testPayload()
  const { REST_GET, REST_PATCH, GRAPHQL_POST } = await import('@payloadcms/next/routes')
  const { default: config } = await import('@/payload.config')
  const slugOf = (path: string) => ({
    params: Promise.resolve({
      slug: new URL(path, 'http://localhost').pathname.replace(/^\/api\//, '').split('/'),
    }),
  })
  rest = {
    get: (path, token) =>
      REST_GET(config)(
        new Request(`http://localhost${path}`, { headers: auth(token) }),
        slugOf(path),
      ),
    patch: (path, body, token) =>
      REST_PATCH(config)(
        new Request(`http://localhost${path}`, {
          method: 'PATCH',
          body: JSON.stringify(body),
          headers: { 'Content-Type': 'application/json', ...auth(token) },
        }),
        slugOf(path),
      ),
  }
  graphql = async (query, token) =>
    (
      await GRAPHQL_POST(config)(
        new Request('http://localhost/api/graphql', {
          method: 'POST',
          body: JSON.stringify({ query }),
          headers: { 'Content-Type': 'application/json', ...auth(token) },
        }),
      )
    ).json()
})
afterAll(async () => {
  await payload.destroy()
})

describe('members and their private pictures', () => {
  let alice: User
  let bob: User
  let aliceToken: string
  let bobToken: string

  beforeAll(async () => {
    const a = await createUser(payload, ['student'])
    const b = await createUser(payload, ['school'])
    alice = a.user
    bob = b.user
    aliceToken = await login(a.email, a.password)
    bobToken = await login(b.email, b.password)
  })

  it('a member cannot read or change another member over REST', async () => {
    expect((await rest.get(`/api/users/${bob.id}`, aliceToken)).status).toBe(404)
    const list = (await (await rest.get('/api/users', aliceToken)).json()) as {
      docs: { id: number }[]
    }
    expect(list.docs.map((d) => d.id)).toEqual([alice.id])
    expect(
      (await rest.patch(`/api/users/${bob.id}`, { firstName: 'Mallory' }, aliceToken)).status,
    ).toBe(403)
    expect((await payload.findByID({ collection: 'users', id: bob.id })).firstName).not.toBe(
      'Mallory',
    )
  })

  it('a member cannot read or change another member over GraphQL', async () => {
    const listed = await graphql('{ Users { docs { id email } } }', aliceToken)
    expect((listed.data?.Users as { docs: { id: number }[] }).docs.map((d) => d.id)).toEqual([
      alice.id,
    ])
    const changed = await graphql(
      `mutation { updateUser(id: ${bob.id}, data: { firstName: "Mallory" }) { id } }`,
      aliceToken,
    )
    expect(changed.errors).toMatchObject([
      { path: ['updateUser'], extensions: { name: 'Forbidden', statusCode: 403 } },
    ])
    expect((await payload.findByID({ collection: 'users', id: bob.id })).firstName).not.toBe(
      'Mallory',
    )
  })

  it('a member cannot verify themselves or make themselves staff over REST', async () => {
    const pending = await createUser(payload, ['student'])
    // A session from before the address became unverified (an unverified account cannot sign in at all).
    const token = await login(pending.email, pending.password)
    await payload.update({
      collection: 'users',
      id: pending.user.id,
      data: { emailVerified: false },
    })
    await rest.patch(
      `/api/users/${pending.user.id}`,
      { emailVerified: true, roles: ['admin'] },
      token,
    )
    const reread = await payload.findByID({ collection: 'users', id: pending.user.id })
    expect(reread.emailVerified).toBe(false)
    expect(reread.roles).toEqual(['student'])
  })

  it('a picture is served to its owner and staff only, never to another member or a visitor', async () => {
    const data = await sharp({
      create: { width: 900, height: 700, channels: 3, background: '#cc3366' },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-exif-marker' } })
      .toBuffer()
    const avatar = await payload.create({
      collection: 'avatars',
      data: { owner: bob.id },
      file: { data, mimetype: 'image/jpeg', name: 'me.jpg', size: data.length },
      user: alice,
      overrideAccess: false,
    })
    // The owner is whoever uploads, whatever the request claims.
    expect(typeof avatar.owner === 'object' ? avatar.owner.id : avatar.owner).toBe(alice.id)
    expect(avatar).toMatchObject({ width: 512, height: 512, mimeType: 'image/webp' })

    const fileUrl = `/api/avatars/file/${avatar.filename}`
    const owner = await rest.get(fileUrl, aliceToken)
    expect(owner.status).toBe(200)
    const served = Buffer.from(await owner.arrayBuffer())
    expect(served.includes(Buffer.from('secret-exif-marker'))).toBe(false)
    expect((await sharp(served).metadata()).exif).toBeUndefined()

    expect((await rest.get(fileUrl)).status).toBe(403)
    expect((await rest.get(fileUrl, bobToken)).status).toBe(403)
    expect((await rest.get(`/api/avatars/${avatar.id}`, bobToken)).status).toBe(404)
    await expect(
      payload.find({ collection: 'avatars', user: bob, overrideAccess: false }),
    ).resolves.toMatchObject({ totalDocs: 0 })
    const reviewer = await createUser(payload, ['reviewer'])
    expect((await rest.get(fileUrl, await login(reviewer.email, reviewer.password))).status).toBe(
      200,
    )
  })
})
