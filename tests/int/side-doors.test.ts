import { AuthenticationError, Forbidden, NotFound, type Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { mediaFolders } from '@/lib/uploads/folders'

import type { PayloadApi } from './api'
import { jpegFile } from './files'
import { openForFile } from './openForFile'
import { createPeople, createSignedInUser, type SignedInUser } from './payload'

/** The findings behind REST and GraphQL that the portal's forms never showed: each must stay closed. */
let payload: Payload
let api: PayloadApi
openForFile(['api'], (opened) => ({ payload, api } = opened))
let people: Record<'student' | 'other' | 'editor' | 'admin', SignedInUser>

beforeAll(async () => {
  people = await createPeople(payload, {
    student: ['student'],
    other: ['student'],
    editor: ['editor'],
    admin: ['admin'],
  })
})

describe('a member’s own account over REST', () => {
  it('cannot change the sign-in address or the password without their flows', async () => {
    const { user, token } = people.student
    const email = await api.rest('PATCH', `/api/users/${user.id}`, {
      token,
      body: { email: `taken-over-${Date.now()}@evil.test` },
    })
    expect(email.status).toBe(400)
    expect(JSON.stringify(await email.json())).toContain('Account security')
    const password = await api.rest('PATCH', `/api/users/${user.id}`, {
      token,
      body: { password: 'NewPassw0rd' },
    })
    expect(password.status).toBe(400)
    await expect(
      payload.login({ collection: 'users', data: { email: user.email, password: 'NewPassw0rd' } }),
    ).rejects.toBeInstanceOf(AuthenticationError)
    expect((await payload.findByID({ collection: 'users', id: user.id })).email).toBe(user.email)
    const viaGraphql = await api.graphqlAnswer(
      `mutation { updateUser(id: ${user.id}, data: { email: "gql-${Date.now()}@evil.test" }) { id } }`,
      { token },
    )
    expect(viaGraphql.errors).toMatchObject([
      {
        path: ['updateUser'],
        extensions: {
          name: 'ValidationError',
          statusCode: 400,
          data: { errors: [{ path: 'email' }] },
        },
      },
    ])
    // The profile itself still saves.
    const profile = { token, body: { firstName: 'Lin' } }
    expect((await api.rest('PATCH', `/api/users/${user.id}`, profile)).status).toBe(200)
  })

  it('cannot rewrite when the account was created', async () => {
    const { user, token } = people.student
    const before = (await payload.findByID({ collection: 'users', id: user.id })).createdAt
    await api.rest('PATCH', `/api/users/${user.id}`, {
      token,
      body: { createdAt: '2001-01-01T00:00:00.000Z', updatedAt: '2001-01-01T00:00:00.000Z' },
    })
    const after = await payload.findByID({ collection: 'users', id: user.id })
    expect(after.createdAt).toBe(before)
    expect(after.updatedAt.startsWith('2001')).toBe(false)
  })
})

describe('drafts, versions and locks are staff’s', () => {
  it('no signed-in member reads versions of public content, over REST or GraphQL', async () => {
    for (const slug of ['pages', 'coaches', 'packages', 'universities', 'articles']) {
      const versions = `/api/${slug}/versions`
      const member = await api.rest('GET', versions, { token: people.student.token })
      expect(member.status, slug).toBe(403)
      const editor = await api.rest('GET', versions, { token: people.editor.token })
      expect(editor.status, slug).toBe(200)
    }
    const listed = await api.graphqlAnswer('{ versionsArticles { docs { id } } }', {
      token: people.student.token,
    })
    expect(listed.errors).toMatchObject([
      { path: ['versionsArticles'], extensions: { name: 'Forbidden', statusCode: 403 } },
    ])
  })

  it('members cannot create, read or delete document locks; staff lock only as themselves', async () => {
    const lock = {
      document: { relationTo: 'users', value: people.other.user.id },
      user: { relationTo: 'users', value: people.admin.user.id },
    }
    const locks = '/api/payload-locked-documents'
    const student = people.student.token
    expect((await api.rest('POST', locks, { token: student, body: lock })).status).toBe(403)
    expect((await api.rest('GET', locks, { token: student })).status).toBe(403)
    const byEditor = await api.rest('POST', locks, { token: people.editor.token, body: lock })
    expect(byEditor.status).toBe(201)
    const { doc } = (await byEditor.json()) as {
      doc: { id: number; user: { value: number | { id: number } } }
    }
    const holder = typeof doc.user.value === 'object' ? doc.user.value.id : doc.user.value
    expect(holder).toBe(people.editor.user.id)
    expect((await api.rest('DELETE', `${locks}/${doc.id}`, { token: student })).status).toBe(403)
  })

  it('jobs and migrations are refused to members over the Local API', async () => {
    for (const collection of ['payload-jobs', 'payload-migrations'] as const)
      await expect(
        payload.find({ collection, user: people.student.user, overrideAccess: false }),
        collection,
      ).rejects.toBeInstanceOf(Forbidden)
  })
})

describe('an application’s proof', () => {
  const photo = () => jpegFile('id.jpg', 800, 600, '#884422')

  it('may only be the applicant’s own document, whoever sends it', async () => {
    const mine = await payload.create({
      collection: 'certification-documents',
      data: {} as never,
      file: await photo(),
      user: people.student.user,
      overrideAccess: false,
    })
    const theirs = await payload.create({
      collection: 'certification-documents',
      data: {} as never,
      file: await photo(),
      user: people.other.user,
      overrideAccess: false,
    })
    const student = {
      realName: 'Wang Fang',
      idPhotoConsent: true,
      educationalLevel: 'bachelor',
      graduationSchool: 'Fudan University',
      major: 'Law',
      enrollmentYear: 2022,
      graduationYear: 2026,
    }
    const application = await payload.create({
      collection: 'certifications',
      data: { type: 'student', student: { ...student, studentIdPhoto: mine.id } } as never,
      user: people.student.user,
      overrideAccess: false,
    })
    const patched = await api.rest('PATCH', `/api/certifications/${application.id}`, {
      token: people.student.token,
      body: { student: { studentIdPhoto: theirs.id } },
    })
    expect(patched.status).toBe(400)
    expect(JSON.stringify(await patched.json())).toContain('not one you uploaded')
    const reread = await payload.findByID({
      collection: 'certifications',
      id: application.id,
      depth: 0,
    })
    expect(reread.student?.studentIdPhoto).toBe(mine.id)
    // A new application (the member's first again: one per member and type) with their photo.
    await payload.delete({ collection: 'certifications', id: application.id })
    await expect(
      payload.create({
        collection: 'certifications',
        data: { type: 'student', student: { ...student, studentIdPhoto: theirs.id } } as never,
        user: people.student.user,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({
      name: 'ValidationError',
      status: 400,
      data: {
        errors: [
          {
            path: 'student.studentIdPhoto',
            message: 'This photo is not one you uploaded. Please choose your own photo.',
          },
        ],
      },
    })
  })
})

describe('ID photos nobody needs', () => {
  it('are removed with their files a day after upload when no application shows them; shown ones stay', async () => {
    const { removeOrphanedDocuments } = await import('@/lib/uploads/orphans')
    const upload = async () =>
      payload.create({
        collection: 'certification-documents',
        data: {} as never,
        file: await jpegFile('id.jpg', 500, 400, '#225588'),
        user: people.other.user,
        overrideAccess: false,
      })
    const orphan = await upload()
    const shown = await upload()
    const student = {
      realName: 'Zhao Lei',
      idPhotoConsent: true,
      educationalLevel: 'bachelor',
      graduationSchool: 'Wuhan University',
      major: 'Physics',
      enrollmentYear: 2021,
      graduationYear: 2025,
    }
    await payload.create({
      collection: 'certifications',
      data: { type: 'student', student: { ...student, studentIdPhoto: shown.id } } as never,
      user: people.other.user,
      overrideAccess: false,
    })
    const fs = await import('node:fs')
    const path = await import('node:path')
    const fileOf = (filename: string | null | undefined) =>
      path.resolve(mediaFolders['certification-documents'], filename ?? '')
    expect(fs.existsSync(fileOf(orphan.filename))).toBe(true)

    // Not yet a day old: kept (its application may still be on its way).
    await removeOrphanedDocuments(payload)
    await expect(
      payload.findByID({ collection: 'certification-documents', id: orphan.id }),
    ).resolves.toBeTruthy()

    await removeOrphanedDocuments(payload, new Date(Date.now() + 25 * 60 * 60 * 1000))
    await expect(
      payload.findByID({ collection: 'certification-documents', id: orphan.id }),
    ).rejects.toBeInstanceOf(NotFound)
    expect(fs.existsSync(fileOf(orphan.filename))).toBe(false)
    await expect(
      payload.findByID({ collection: 'certification-documents', id: shown.id }),
    ).resolves.toBeTruthy()
  })
})

describe('a picture cut short', () => {
  it('is refused with its own message, in the member’s language', async () => {
    const whole = await sharp({
      create: {
        width: 800,
        height: 600,
        channels: 3,
        background: '#aa3355',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer()
    const data = whole.subarray(0, Math.floor(whole.length / 2))
    const refusal = await payload
      .create({
        collection: 'avatars',
        data: {} as never,
        file: { data, mimetype: 'image/jpeg', name: 'cut.jpg', size: data.length },
        user: people.student.user,
        overrideAccess: false,
        locale: 'zh',
      })
      .then(
        () => 'stored',
        (error: Error) => error.message,
      )
    expect(refusal).toBe('该图片已损坏或不完整，请选择其他图片。')
  })
})

describe('a second certification application', () => {
  it('is refused on every door, in the member’s language, even when twenty arrive at once', async () => {
    const member = await createSignedInUser(payload, ['student'])
    const photo = await payload.create({
      collection: 'certification-documents',
      data: {} as never,
      file: await jpegFile('id.jpg', 500, 400, '#447722'),
      user: member.user,
      overrideAccess: false,
    })
    const application = {
      type: 'student',
      student: {
        realName: 'Qian Yu',
        idPhotoConsent: true,
        educationalLevel: 'bachelor',
        graduationSchool: 'Nanjing University',
        major: 'History',
        enrollmentYear: 2022,
        graduationYear: 2026,
        studentIdPhoto: photo.id,
      },
    }
    // The form keeps one application per member and type and updates it; REST could make more.
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.rest('POST', '/api/certifications', { token: member.token, body: application }),
      ),
    )
    expect(burst.map((answer) => answer.status).sort()).toEqual([201, ...Array(19).fill(400)])
    const held = await payload.count({
      collection: 'certifications',
      where: { owner: { equals: member.user.id } },
    })
    expect(held.totalDocs).toBe(1)

    const again = await api.rest('POST', '/api/certifications?locale=zh', {
      token: member.token,
      body: application,
    })
    expect(again.status).toBe(400)
    expect(JSON.stringify(await again.json())).toContain('您已有一份同类认证申请')
    await expect(
      payload.create({
        collection: 'certifications',
        data: application as never,
        user: member.user,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({
      status: 400,
      data: {
        errors: [
          {
            path: 'type',
            message:
              'You already have an application of this type. Open it under Certification to update it.',
          },
        ],
      },
    })
  })
})
