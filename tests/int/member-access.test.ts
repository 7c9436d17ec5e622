import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import type { PayloadApi } from './api'
import { openForFile } from './openForFile'
import { createSignedInUser, type SignedInUser } from './payload'

let payload: Payload
let api: PayloadApi
openForFile(['api'], (opened) => ({ payload, api } = opened))

describe('members and their private pictures', () => {
  let alice: SignedInUser
  let bob: SignedInUser

  beforeAll(async () => {
    alice = await createSignedInUser(payload, ['student'])
    bob = await createSignedInUser(payload, ['school'])
  })

  it('a member cannot read or change another member over REST', async () => {
    expect(
      (await api.rest('GET', `/api/users/${bob.user.id}`, { token: alice.token })).status,
    ).toBe(404)
    const list = (await (await api.rest('GET', '/api/users', { token: alice.token })).json()) as {
      docs: { id: number }[]
    }
    expect(list.docs.map((d) => d.id)).toEqual([alice.user.id])
    expect(
      (
        await api.rest('PATCH', `/api/users/${bob.user.id}`, {
          token: alice.token,
          body: { firstName: 'Mallory' },
        })
      ).status,
    ).toBe(403)
    expect((await payload.findByID({ collection: 'users', id: bob.user.id })).firstName).not.toBe(
      'Mallory',
    )
  })

  it('a member cannot read or change another member over GraphQL', async () => {
    const listed = await api.graphqlAnswer('{ Users { docs { id email } } }', {
      token: alice.token,
    })
    expect((listed.data?.Users as { docs: { id: number }[] }).docs.map((d) => d.id)).toEqual([
      alice.user.id,
    ])
    const changed = await api.graphqlAnswer(
      `mutation { updateUser(id: ${bob.user.id}, data: { firstName: "Mallory" }) { id } }`,
      { token: alice.token },
    )
    expect(changed.errors).toMatchObject([
      { path: ['updateUser'], extensions: { name: 'Forbidden', statusCode: 403 } },
    ])
    expect((await payload.findByID({ collection: 'users', id: bob.user.id })).firstName).not.toBe(
      'Mallory',
    )
  })

  it('a member cannot verify themselves or make themselves staff over REST', async () => {
    // A session from before the address became unverified (an unverified account cannot sign in at all).
    const pending = await createSignedInUser(payload, ['student'])
    await payload.update({
      collection: 'users',
      id: pending.user.id,
      data: { emailVerified: false },
    })
    await api.rest('PATCH', `/api/users/${pending.user.id}`, {
      token: pending.token,
      body: { emailVerified: true, roles: ['admin'] },
    })
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
      data: { owner: bob.user.id },
      file: { data, mimetype: 'image/jpeg', name: 'me.jpg', size: data.length },
      user: alice.user,
      overrideAccess: false,
    })
    // The owner is whoever uploads, whatever the request claims.
    expect(typeof avatar.owner === 'object' ? avatar.owner.id : avatar.owner).toBe(alice.user.id)
    expect(avatar).toMatchObject({ width: 512, height: 512, mimeType: 'image/webp' })

    const fileUrl = `/api/avatars/file/${avatar.filename}`
    const owner = await api.rest('GET', fileUrl, { token: alice.token })
    expect(owner.status).toBe(200)
    const served = Buffer.from(await owner.arrayBuffer())
    expect(served.includes(Buffer.from('secret-exif-marker'))).toBe(false)
    expect((await sharp(served).metadata()).exif).toBeUndefined()

    expect((await api.rest('GET', fileUrl)).status).toBe(403)
    expect((await api.rest('GET', fileUrl, { token: bob.token })).status).toBe(403)
    expect((await api.rest('GET', `/api/avatars/${avatar.id}`, { token: bob.token })).status).toBe(
      404,
    )
    await expect(
      payload.find({ collection: 'avatars', user: bob.user, overrideAccess: false }),
    ).resolves.toMatchObject({ totalDocs: 0 })
    const reviewer = await createSignedInUser(payload, ['reviewer'])
    expect((await api.rest('GET', fileUrl, { token: reviewer.token })).status).toBe(200)
  })
})
