import { Forbidden, NotFound, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { expireCertifications } from '@/lib/certification/expiry'
import type { Certification, User } from '@/payload-types'

import type { Mailbox } from '../helpers/mailbox'
import { bachelorStudent } from '../helpers/memberDetails'

import type { PayloadApi } from './api'
import { openForFile, testMailbox } from './openForFile'
import { createPeople, createUser, type SignedInUser } from './payload'

let payload: Payload
let api: PayloadApi
openForFile(['api'], (opened) => ({ payload, api } = opened))
const get = (path: string, token?: string) => api.rest('GET', path, { token })
let people: Record<'owner' | 'other' | 'editor' | 'reviewer' | 'admin', SignedInUser>

beforeAll(async () => {
  people = await createPeople(payload, {
    owner: ['student'],
    other: ['student'],
    editor: ['editor'],
    reviewer: ['reviewer'],
    admin: ['admin'],
  })
})

const photo = async () => {
  const data = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: '#336699' },
  })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'gps-and-exif-marker' } })
    .toBuffer()
  return { data, mimetype: 'image/jpeg', name: 'student-id.jpg', size: data.length }
}

// The Local API as a member or staff would use it (none: an anonymous visitor), access rules applied.
/** A document `user` uploads for `owner`'s application: a photo unless `file` is given. */
const uploadAs = async (
  user: User | undefined,
  owner: User,
  file?: { data: Buffer; mimetype: string; name: string; size: number },
) =>
  payload.create({
    collection: 'certification-documents',
    data: { owner: owner.id },
    file: file ?? (await photo()),
    user,
    overrideAccess: false,
  })
const readAs = (
  user: User | undefined,
  collection: 'certifications' | 'certification-documents' | 'users',
  id: number,
) => payload.findByID({ collection, id, user, overrideAccess: false })
const deleteAs = (
  user: User | undefined,
  collection: 'certifications' | 'certification-documents',
  id: number,
) => payload.delete({ collection, id, user, overrideAccess: false })
/** Fields of an application to change; a test may send what the form never would. */
type CertificationChange = Partial<Record<keyof Certification, unknown>>
/** Changes an application as `user` would (`locale`: the language they use). */
const updateAs = (user: User, id: number, data: CertificationChange, locale?: 'zh') =>
  payload.update({
    collection: 'certifications',
    id,
    data: data as never,
    user,
    overrideAccess: false,
    locale,
  })

/** What a complete application holds, its photo uploaded as the member. */
const documentOf = async (user: User) => (await uploadAs(user, user)).id
const studentGroup = async (user: User, realName: string, extra: Record<string, unknown> = {}) => ({
  realName,
  ...bachelorStudent,
  studentIdPhoto: await documentOf(user),
  ...extra,
})
const organisationGroup = async (user: User) => ({
  providerType: 'school',
  schoolType: 'high',
  name: 'Bright Futures Academy',
  licenceNumber: '91310000MA1FL0001X',
  licencePhoto: await documentOf(user),
  legalRepresentative: 'Zhang Wei',
  address: '1 Century Avenue, Shanghai',
  contactPerson: 'Li Na',
  contactPosition: 'Principal',
  contactPhone: '+86 21 5555 0100',
  contactEmail: 'office@bright.example.com',
  country: 'CN',
  region: 'Shanghai',
  description: 'A bilingual high school.',
})
/**
 * A member holds one application per type (the form updates it): a test applying again as the same
 * member removes the earlier one first.
 */
const withdrawApplications = (user: User | undefined) =>
  user &&
  payload.delete({
    collection: 'certifications',
    where: { owner: { equals: user.id }, type: { equals: 'student' } },
  })
const applyAsStudent = async (user: User, realName: string) => {
  await withdrawApplications(user)
  return payload.create({
    collection: 'certifications',
    data: { type: 'student', student: await studentGroup(user, realName) } as never,
    user,
    overrideAccess: false,
  })
}

describe('certification documents', () => {
  it('are readable by their owner, reviewers and admins only (Local API, REST and the file URL)', async () => {
    const doc = await uploadAs(people.owner.user, people.owner.user)
    expect(doc.mimeType).toBe('image/webp')
    const file = `/api/certification-documents/file/${doc.filename}`
    const record = `/api/certification-documents/${doc.id}`

    const ownerFile = await get(file, people.owner.token)
    expect(ownerFile.status).toBe(200)
    const bytes = Buffer.from(await ownerFile.arrayBuffer())
    expect(bytes.includes(Buffer.from('gps-and-exif-marker'))).toBe(false)
    expect((await sharp(bytes).metadata()).exif).toBeUndefined()

    for (const who of ['reviewer', 'admin'] as const) {
      expect((await get(file, people[who].token)).status, who).toBe(200)
      expect((await get(record, people[who].token)).status, who).toBe(200)
    }
    for (const who of ['other', 'editor'] as const) {
      expect((await get(file, people[who].token)).status, who).toBe(403)
      expect((await get(record, people[who].token)).status, who).toBe(404)
      await expect(
        readAs(people[who].user, 'certification-documents', doc.id),
      ).rejects.toBeInstanceOf(NotFound)
    }
    expect((await get(file)).status).toBe(403)
    expect((await get(record)).status).toBe(403)
    await expect(
      deleteAs(people.owner.user, 'certification-documents', doc.id),
    ).rejects.toBeInstanceOf(Forbidden)
  })

  it('accept images only, judged by content, and at most 5 MB', async () => {
    const refusal = (data: Buffer, name: string) =>
      uploadAs(people.owner.user, people.owner.user, {
        data,
        mimetype: 'image/png',
        name,
        size: data.length,
      }).then(
        () => 'stored',
        (error: { data?: { errors?: { message: string }[] } }) => error.data?.errors?.[0]?.message,
      )
    const fake = Buffer.from('%PDF-1.4 not an image at all')
    expect(await refusal(fake, 'x.png')).toBe('Please choose a JPEG, PNG or WebP image.')
    const big = await sharp({
      create: {
        width: 3000,
        height: 3000,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer()
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024)
    expect(await refusal(big, 'big.png')).toBe('The file must not be larger than 5 MB.')
  })
})

describe('certifications', () => {
  it('are read by their owner, reviewers and admins only', async () => {
    const cert = await applyAsStudent(people.owner.user, 'Lin Mei')
    // The review queue's title is the applicant's name.
    expect(cert.title).toBe('Lin Mei')
    for (const who of ['owner', 'reviewer', 'admin'] as const) {
      await expect(readAs(people[who].user, 'certifications', cert.id)).resolves.toMatchObject({
        id: cert.id,
      })
    }
    for (const who of ['other', 'editor'] as const) {
      await expect(readAs(people[who].user, 'certifications', cert.id)).rejects.toBeInstanceOf(
        NotFound,
      )
      expect((await get(`/api/certifications/${cert.id}`, people[who].token)).status, who).toBe(404)
    }
    expect((await get('/api/certifications')).status).toBe(403)
    await expect(
      updateAs(people.other.user, cert.id, { student: { realName: 'X' } }),
    ).rejects.toBeInstanceOf(Forbidden)
    // Reviewers see who applied (portal members, not staff); members see only themselves.
    await expect(
      readAs(people.reviewer.user, 'users', people.owner.user.id),
    ).resolves.toMatchObject({ email: people.owner.user.email })
    await expect(
      readAs(people.reviewer.user, 'users', people.editor.user.id),
    ).rejects.toBeInstanceOf(NotFound)
    await expect(readAs(people.other.user, 'users', people.owner.user.id)).rejects.toBeInstanceOf(
      NotFound,
    )
  })

  it('go draft → submitted → rejected with a reason → resubmitted → approved, each step in the history', async () => {
    const owner = people.owner.user
    const reviewer = people.reviewer.user
    await withdrawApplications(owner)
    const draft = await payload.create({
      collection: 'certifications',
      data: { type: 'student', student: { realName: 'Chen Yu' } } as never,
      user: owner,
      overrideAccess: false,
      context: { certificationIntent: 'draft' },
    })
    expect(draft.status).toBe('pending-submission')
    // A draft has nothing to decide yet, whichever door the reviewer uses.
    await expect(updateAs(reviewer, draft.id, { status: 'approved' })).rejects.toMatchObject({
      data: {
        errors: [
          {
            path: 'status',
            message: 'This application has not been submitted yet: there is nothing to decide.',
          },
        ],
      },
    })
    const viaRest = await api.rest('PATCH', `/api/certifications/${draft.id}?locale=zh`, {
      token: people.reviewer.token,
      body: { status: 'rejected', rejectionReason: 'Incomplete.' },
    })
    expect(viaRest.status).toBe(400)
    expect(JSON.stringify(await viaRest.json())).toContain('该申请尚未提交，暂无可审核的内容。')
    expect((await payload.findByID({ collection: 'certifications', id: draft.id })).status).toBe(
      'pending-submission',
    )
    // Sent for review only when complete, with the form's own messages.
    await expect(updateAs(owner, draft.id, {}, 'zh')).rejects.toMatchObject({
      data: {
        errors: expect.arrayContaining([
          { path: 'student.major', message: '专业为必填项。' },
          { path: 'student.studentIdPhoto', message: '学生证照片为必填项。' },
        ]),
      },
    })
    const submitted = await updateAs(owner, draft.id, {
      student: await studentGroup(owner, 'Chen Yu'),
    })
    expect(submitted.status).toBe('pending-review')
    expect(submitted.submittedAt).toBeTruthy()

    await expect(updateAs(reviewer, draft.id, { status: 'rejected' })).rejects.toMatchObject({
      message: 'A rejection needs a reason.',
      data: { errors: [{ path: 'rejectionReason', message: 'A rejection needs a reason.' }] },
    })
    const rejected = await updateAs(reviewer, draft.id, {
      status: 'rejected',
      rejectionReason: 'The student ID photo is unreadable.',
    })
    expect(rejected).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The student ID photo is unreadable.',
    })
    expect(typeof rejected.reviewer === 'object' ? rejected.reviewer?.id : rejected.reviewer).toBe(
      reviewer.id,
    )

    const resubmitted = await updateAs(owner, draft.id, { student: { major: 'Physics' } })
    expect(resubmitted.status).toBe('pending-review')
    const approved = await updateAs(reviewer, draft.id, { status: 'approved' })
    expect(approved.status).toBe('approved')
    const validFor =
      (Date.parse(approved.expiresAt!) - Date.parse(approved.verifiedAt!)) / 86_400_000
    expect(Math.round(validFor)).toBe(365)
    // A changed approved application goes back to review.
    const changed = await updateAs(owner, draft.id, { student: { major: 'Maths' } })
    expect(changed.status).toBe('pending-review')

    expect(changed.history?.map((h) => [h.from ?? null, h.to])).toEqual([
      [null, 'pending-submission'],
      ['pending-submission', 'pending-review'],
      ['pending-review', 'rejected'],
      ['rejected', 'pending-review'],
      ['pending-review', 'approved'],
      ['approved', 'pending-review'],
    ])
    expect(changed.history?.[2]).toMatchObject({ reason: 'The student ID photo is unreadable.' })
  })

  it('do not let a member set the status, reason, reviewer, times or history', async () => {
    const owner = people.owner.user
    const cert = await payload.create({
      collection: 'certifications',
      data: {
        type: 'organisation',
        organisation: { ...(await organisationGroup(owner)), providerStatus: 'certified' },
        status: 'approved',
        rejectionReason: 'x',
        verifiedAt: new Date().toISOString(),
        expiresAt: '2099-01-01T00:00:00.000Z',
        reviewer: owner.id,
        history: [],
      } as never,
      user: owner,
      overrideAccess: false,
    })
    expect(cert.status).toBe('pending-review')
    expect(cert.rejectionReason ?? null).toBeNull()
    expect(cert.verifiedAt ?? null).toBeNull()
    expect(cert.expiresAt ?? null).toBeNull()
    expect(cert.reviewer ?? null).toBeNull()
    expect(cert.organisation?.providerStatus).toBe('pending-review')
    const tried = await updateAs(owner, cert.id, {
      status: 'approved',
      organisation: { providerStatus: 'certified' },
    })
    expect(tried.status).toBe('pending-review')
    expect(tried.organisation?.providerStatus).toBe('pending-review')
    // An admin may disable a certified organisation; a reviewer decides but cannot disable.
    const certified = await updateAs(people.reviewer.user, cert.id, { status: 'approved' })
    expect(certified.organisation?.providerStatus).toBe('certified')
    const refused = await updateAs(people.reviewer.user, cert.id, {
      organisation: { providerStatus: 'disabled' },
    })
    expect(refused.organisation?.providerStatus).toBe('certified')
    const disabled = await updateAs(people.admin.user, cert.id, {
      organisation: { providerStatus: 'disabled' },
    })
    expect(disabled.organisation?.providerStatus).toBe('disabled')
  })
})

describe('decisions and expiry', () => {
  let mailbox: Mailbox
  beforeAll(async () => {
    mailbox = await testMailbox()
  })
  afterAll(async () => {
    await mailbox.stop()
  })

  it('mails the member each decision in their language, and expires an approval after its validity', async () => {
    const { user: member } = await createUser(payload, ['student'])
    await payload.update({ collection: 'users', id: member.id, data: { preferredLocale: 'zh' } })
    const cert = await applyAsStudent(member, '周杰')
    /** Runs the mail queue and waits for the member's mail whose subject matches. */
    const mailTo = async (subject: RegExp) => {
      await payload.jobs.run({ queue: 'mail' })
      return mailbox.waitFor(
        (m) => m.envelopeTo.includes(member.email) && subject.test(m.subject ?? ''),
      )
    }
    await updateAs(people.reviewer.user, cert.id, {
      status: 'rejected',
      rejectionReason: '学生证照片不清晰。',
    })
    expect((await mailTo(/已驳回/)).text).toContain('学生证照片不清晰。')

    await updateAs(people.reviewer.user, cert.id, { status: 'approved' })
    await mailTo(/已通过/)

    // Past its validity: the hourly job marks it Expired, records it, and tells the member.
    await updateAs(people.admin.user, cert.id, {
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    })
    expect(await expireCertifications(payload)).toBeGreaterThanOrEqual(1)
    const expired = await payload.findByID({ collection: 'certifications', id: cert.id })
    expect(expired.status).toBe('expired')
    expect(expired.history?.at(-1)).toMatchObject({ from: 'approved', to: 'expired' })
    expect((await mailTo(/已过期/)).text).toContain('续期')
    // Renewing is editing and submitting again.
    const renewed = await updateAs(member, cert.id, { student: { realName: '周杰' } })
    expect(renewed.status).toBe('pending-review')
  })
})

describe('the review queue', () => {
  it('lists applications waiting for review first, the earliest submitted first', async () => {
    const make = async (name: string) => {
      const { user } = await createUser(payload, ['student'])
      return applyAsStudent(user, name)
    }
    const decided = await make('Queue Decided')
    await updateAs(people.reviewer.user, decided.id, { status: 'approved' })
    const first = await make('Queue First')
    const second = await make('Queue Second')
    const queue = await payload.find({
      collection: 'certifications',
      user: people.reviewer.user,
      overrideAccess: false,
      limit: 1000,
      depth: 0,
    })
    const order = queue.docs
      .map((d) => d.id)
      .filter((id) => [decided.id, first.id, second.id].includes(id))
    expect(order).toEqual([first.id, second.id, decided.id])
  })
})

describe('the access matrix', () => {
  type Actor = 'anonymous' | 'owner' | 'other' | 'editor' | 'reviewer' | 'admin'
  const actors: Actor[] = ['anonymous', 'owner', 'other', 'editor', 'reviewer', 'admin']
  const userOf = (who: Actor) => (who === 'anonymous' ? undefined : people[who].user)
  const tokenOf = (who: Actor) => (who === 'anonymous' ? undefined : people[who].token)
  /** What each may do; everything else is refused (403/404), never half done. */
  const allowed: Record<
    'certifications' | 'certification-documents',
    Record<'create' | 'read' | 'update' | 'delete', Actor[]>
  > = {
    certifications: {
      create: ['owner', 'other', 'admin'],
      read: ['owner', 'reviewer', 'admin'],
      update: ['owner', 'reviewer', 'admin'],
      delete: ['admin'],
    },
    'certification-documents': {
      create: ['owner', 'other', 'admin'],
      read: ['owner', 'reviewer', 'admin'],
      update: [],
      delete: ['admin'],
    },
  }
  const outcome = (promise: Promise<unknown>) =>
    promise.then(
      () => 'allowed',
      (error: { status?: number }) =>
        error.status === 403 || error.status === 404
          ? 'refused'
          : `failed ${error.status}: ${String(error)}`,
    )
  const restOutcome = async (response: Promise<Response>) => {
    const { status } = await response
    return status < 300
      ? 'allowed'
      : status === 403 || status === 404
        ? 'refused'
        : `failed ${status}`
  }
  const expectation = (
    collection: keyof typeof allowed,
    operation: 'create' | 'read' | 'update' | 'delete',
    who: Actor,
  ) => (allowed[collection][operation].includes(who) ? 'allowed' : 'refused')
  /** `what` by `who` through the Local API, then through REST with their token: both end `expected`. */
  const expectBothDoors = async (
    what: string,
    who: Actor,
    expected: string,
    local: () => Promise<unknown>,
    viaRest: (token: string | undefined) => Promise<Response>,
  ) => {
    expect(await outcome(local()), `Local ${what} by ${who}`).toBe(expected)
    expect(await restOutcome(viaRest(tokenOf(who))), `REST ${what} by ${who}`).toBe(expected)
  }

  it('certifications: anonymous, owner, other member, editor, reviewer and admin × create, read, update, delete (Local API and REST)', async () => {
    for (const who of actors) {
      const user = userOf(who)
      // Their own photo when they may upload one (an application shows only its applicant's); the owner's otherwise (the application is refused anyway).
      const uploader =
        allowed['certification-documents'].create.includes(who) && who !== 'anonymous'
          ? people[who].user
          : people.owner.user
      const application = async (name: string) => ({
        type: 'student',
        student: await studentGroup(uploader, name),
      })
      const data = (await application(`Matrix ${who}`)) as never
      await expectBothDoors(
        'create',
        who,
        expectation('certifications', 'create', who),
        async () => {
          await withdrawApplications(user)
          return payload.create({ collection: 'certifications', data, user, overrideAccess: false })
        },
        async (token) => {
          await withdrawApplications(user)
          return api.rest('POST', '/api/certifications', {
            token,
            body: await application(`Matrix REST ${who}`),
          })
        },
      )
    }
    const target = await applyAsStudent(people.owner.user, 'Matrix target')
    for (const who of actors) {
      const user = userOf(who)
      const read = expectation('certifications', 'read', who)
      await expectBothDoors(
        'read',
        who,
        read,
        () => readAs(user, 'certifications', target.id),
        (token) => get(`/api/certifications/${target.id}`, token),
      )
      const listed = await payload
        .find({
          collection: 'certifications',
          where: { id: { equals: target.id } },
          user,
          overrideAccess: false,
        })
        .then(
          (r) => r.totalDocs,
          () => 0,
        )
      expect(listed > 0 ? 'allowed' : 'refused', `Local list by ${who}`).toBe(read)

      await expectBothDoors(
        'update',
        who,
        expectation('certifications', 'update', who),
        () =>
          payload.update({
            collection: 'certifications',
            id: target.id,
            data: { student: { major: `Major by ${who}` } } as never,
            user,
            overrideAccess: false,
          }),
        (token) =>
          api.rest('PATCH', `/api/certifications/${target.id}`, {
            token,
            body: { student: { major: `REST major by ${who}` } },
          }),
      )
    }
    const survivor = await payload.findByID({ collection: 'certifications', id: target.id })
    expect(survivor.student?.major).toBe('REST major by admin')

    for (const who of actors) {
      // Two applications to delete: two members, one application each.
      const local = await applyAsStudent(
        (await createUser(payload, ['student'])).user,
        `Matrix delete ${who}`,
      )
      const viaRest = await applyAsStudent(
        (await createUser(payload, ['student'])).user,
        `Matrix REST delete ${who}`,
      )
      const remove = expectation('certifications', 'delete', who)
      await expectBothDoors(
        'delete',
        who,
        remove,
        () => deleteAs(userOf(who), 'certifications', local.id),
        (token) => api.rest('DELETE', `/api/certifications/${viaRest.id}`, { token }),
      )
      const left = await payload.count({
        collection: 'certifications',
        where: { id: { in: [local.id, viaRest.id] } },
      })
      expect(left.totalDocs, `what ${who} left`).toBe(remove === 'allowed' ? 0 : 2)
    }
  })

  it('certification documents: the same actors × create, read (record and file URL), update, delete', async () => {
    const owner = people.owner.user
    for (const who of actors) {
      await expectBothDoors(
        'create',
        who,
        expectation('certification-documents', 'create', who),
        () => uploadAs(userOf(who), owner),
        async (token) => {
          const form = new FormData()
          const { data } = await photo()
          form.set(
            'file',
            new Blob([new Uint8Array(data)], { type: 'image/jpeg' }),
            'student-id.jpg',
          )
          form.set('_payload', '{}')
          return api.rest('POST', '/api/certification-documents', { token, body: form })
        },
      )
    }
    const target = await uploadAs(owner, owner)
    for (const who of actors) {
      const read = expectation('certification-documents', 'read', who)
      await expectBothDoors(
        'read',
        who,
        read,
        () => readAs(userOf(who), 'certification-documents', target.id),
        (token) => get(`/api/certification-documents/${target.id}`, token),
      )
      expect(
        await restOutcome(
          get(`/api/certification-documents/file/${target.filename}`, tokenOf(who)),
        ),
        `file URL by ${who}`,
      ).toBe(read)
      expect(
        await restOutcome(
          get(`/api/certification-documents/file/${target.sizes?.preview?.filename}`, tokenOf(who)),
        ),
        `preview URL by ${who}`,
      ).toBe(read)
      await expectBothDoors(
        'update',
        who,
        'refused',
        () =>
          payload.update({
            collection: 'certification-documents',
            id: target.id,
            data: {},
            user: userOf(who),
            overrideAccess: false,
          }),
        (token) =>
          api.rest('PATCH', `/api/certification-documents/${target.id}`, { token, body: {} }),
      )
    }
    for (const who of actors) {
      const local = await uploadAs(owner, owner)
      const viaRest = await uploadAs(owner, owner)
      await expectBothDoors(
        'delete',
        who,
        expectation('certification-documents', 'delete', who),
        () => deleteAs(userOf(who), 'certification-documents', local.id),
        (token) => api.rest('DELETE', `/api/certification-documents/${viaRest.id}`, { token }),
      )
    }
  })
})
