import { Forbidden, NotFound, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { expireCertifications } from '@/lib/certification/expiry'
import type { User } from '@/payload-types'

import { startMailbox } from '../helpers/mailbox'

import { createUser, testPayload } from './payload'

let payload: Payload
let get: (path: string, token?: string) => Promise<Response>
let rest: (
  method: 'POST' | 'PATCH' | 'DELETE',
  path: string,
  token: string | undefined,
  body?: BodyInit,
) => Promise<Response>
const login = async (email: string, password: string) =>
  (await payload.login({ collection: 'users', data: { email, password } })).token!
const people: Record<
  'owner' | 'other' | 'editor' | 'reviewer' | 'admin',
  { user: User; token: string }
> = {} as never

beforeAll(async () => {
  payload = await testPayload()
  const { REST_DELETE, REST_GET, REST_PATCH, REST_POST } = await import('@payloadcms/next/routes')
  const { default: config } = await import('@/payload.config')
  const handlers = {
    GET: REST_GET(config),
    POST: REST_POST(config),
    PATCH: REST_PATCH(config),
    DELETE: REST_DELETE(config),
  }
  const call = (method: keyof typeof handlers, path: string, token?: string, body?: BodyInit) => {
    const headers: Record<string, string> = token ? { Authorization: `JWT ${token}` } : {}
    if (typeof body === 'string') headers['Content-Type'] = 'application/json'
    return handlers[method](new Request(`http://localhost${path}`, { method, headers, body }), {
      params: Promise.resolve({
        slug: path
          .replace(/^\/api\//, '')
          .split('?')[0]!
          .split('/'),
      }),
    })
  }
  get = (path, token) => call('GET', path, token)
  rest = (method, path, token, body) => call(method, path, token, body)
  const roles = {
    owner: 'student',
    other: 'student',
    editor: 'editor',
    reviewer: 'reviewer',
    admin: 'admin',
  } as const
  for (const [who, role] of Object.entries(roles) as [
    keyof typeof roles,
    (typeof roles)[keyof typeof roles],
  ][]) {
    const { user, email, password } = await createUser(payload, [role])
    people[who] = { user, token: await login(email, password) }
  }
})
afterAll(async () => {
  await payload.destroy()
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

/** What a complete application holds, its photo uploaded as the member. */
const documentOf = async (user: User) =>
  (
    await payload.create({
      collection: 'certification-documents',
      data: { owner: user.id },
      file: await photo(),
      user,
      overrideAccess: false,
    })
  ).id
const studentGroup = async (user: User, realName: string, extra: Record<string, unknown> = {}) => ({
  realName,
  educationalLevel: 'bachelor',
  graduationSchool: 'Fudan University',
  major: 'Economics',
  enrollmentYear: 2022,
  graduationYear: 2026,
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
const applyAsStudent = async (user: User, realName: string) =>
  payload.create({
    collection: 'certifications',
    data: { type: 'student', student: await studentGroup(user, realName) } as never,
    user,
    overrideAccess: false,
  })

describe('certification documents', () => {
  it('are readable by their owner, reviewers and admins only (Local API, REST and the file URL)', async () => {
    const doc = await payload.create({
      collection: 'certification-documents',
      data: { owner: people.owner.user.id },
      file: await photo(),
      user: people.owner.user,
      overrideAccess: false,
    })
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
        payload.findByID({
          collection: 'certification-documents',
          id: doc.id,
          user: people[who].user,
          overrideAccess: false,
        }),
      ).rejects.toBeInstanceOf(NotFound)
    }
    expect((await get(file)).status).toBe(403)
    expect((await get(record)).status).toBe(403)
    await expect(
      payload.delete({
        collection: 'certification-documents',
        id: doc.id,
        user: people.owner.user,
        overrideAccess: false,
      }),
    ).rejects.toBeInstanceOf(Forbidden)
  })

  it('accept images only, judged by content, and at most 5 MB', async () => {
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => 'stored',
        (error: { data?: { errors?: { message: string }[] } }) => error.data?.errors?.[0]?.message,
      )
    const fake = Buffer.from('%PDF-1.4 not an image at all')
    expect(
      await refusal(
        payload.create({
          collection: 'certification-documents',
          data: { owner: people.owner.user.id },
          file: { data: fake, mimetype: 'image/png', name: 'x.png', size: fake.length },
          user: people.owner.user,
          overrideAccess: false,
        }),
      ),
    ).toBe('Please choose a JPEG, PNG or WebP image.')
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
    expect(
      await refusal(
        payload.create({
          collection: 'certification-documents',
          data: { owner: people.owner.user.id },
          file: { data: big, mimetype: 'image/png', name: 'big.png', size: big.length },
          user: people.owner.user,
          overrideAccess: false,
        }),
      ),
    ).toBe('The file must not be larger than 5 MB.')
  })
})

describe('certifications', () => {
  it('are read by their owner, reviewers and admins only', async () => {
    const cert = await applyAsStudent(people.owner.user, 'Lin Mei')
    // The review queue's title is the applicant's name.
    expect(cert.title).toBe('Lin Mei')
    for (const who of ['owner', 'reviewer', 'admin'] as const) {
      await expect(
        payload.findByID({
          collection: 'certifications',
          id: cert.id,
          user: people[who].user,
          overrideAccess: false,
        }),
      ).resolves.toMatchObject({ id: cert.id })
    }
    for (const who of ['other', 'editor'] as const) {
      await expect(
        payload.findByID({
          collection: 'certifications',
          id: cert.id,
          user: people[who].user,
          overrideAccess: false,
        }),
      ).rejects.toBeInstanceOf(NotFound)
      expect((await get(`/api/certifications/${cert.id}`, people[who].token)).status, who).toBe(404)
    }
    expect((await get('/api/certifications')).status).toBe(403)
    await expect(
      payload.update({
        collection: 'certifications',
        id: cert.id,
        data: { student: { realName: 'X' } },
        user: people.other.user,
        overrideAccess: false,
      }),
    ).rejects.toBeInstanceOf(Forbidden)
    // Reviewers see who applied (portal members, not staff); members see only themselves.
    await expect(
      payload.findByID({
        collection: 'users',
        id: people.owner.user.id,
        user: people.reviewer.user,
        overrideAccess: false,
      }),
    ).resolves.toMatchObject({ email: people.owner.user.email })
    await expect(
      payload.findByID({
        collection: 'users',
        id: people.editor.user.id,
        user: people.reviewer.user,
        overrideAccess: false,
      }),
    ).rejects.toBeInstanceOf(NotFound)
    await expect(
      payload.findByID({
        collection: 'users',
        id: people.owner.user.id,
        user: people.other.user,
        overrideAccess: false,
      }),
    ).rejects.toBeInstanceOf(NotFound)
  })

  it('go draft → submitted → rejected with a reason → resubmitted → approved, each step in the history', async () => {
    const owner = people.owner.user
    const reviewer = people.reviewer.user
    const draft = await payload.create({
      collection: 'certifications',
      data: { type: 'student', student: { realName: 'Chen Yu' } } as never,
      user: owner,
      overrideAccess: false,
      context: { certificationIntent: 'draft' },
    })
    expect(draft.status).toBe('pending-submission')
    // Sent for review only when complete, with the form's own messages.
    await expect(
      payload.update({
        collection: 'certifications',
        id: draft.id,
        data: {},
        user: owner,
        overrideAccess: false,
        locale: 'zh',
      }),
    ).rejects.toMatchObject({
      data: {
        errors: expect.arrayContaining([
          { path: 'student.major', message: '专业为必填项。' },
          { path: 'student.studentIdPhoto', message: '学生证照片为必填项。' },
        ]),
      },
    })
    const submitted = await payload.update({
      collection: 'certifications',
      id: draft.id,
      data: { student: await studentGroup(owner, 'Chen Yu') } as never,
      user: owner,
      overrideAccess: false,
    })
    expect(submitted.status).toBe('pending-review')
    expect(submitted.submittedAt).toBeTruthy()

    await expect(
      payload.update({
        collection: 'certifications',
        id: draft.id,
        data: { status: 'rejected' },
        user: reviewer,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({
      message: 'A rejection needs a reason.',
      data: { errors: [{ path: 'rejectionReason', message: 'A rejection needs a reason.' }] },
    })
    const rejected = await payload.update({
      collection: 'certifications',
      id: draft.id,
      data: { status: 'rejected', rejectionReason: 'The student ID photo is unreadable.' },
      user: reviewer,
      overrideAccess: false,
    })
    expect(rejected).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The student ID photo is unreadable.',
    })
    expect(typeof rejected.reviewer === 'object' ? rejected.reviewer?.id : rejected.reviewer).toBe(
      reviewer.id,
    )

    const resubmitted = await payload.update({
      collection: 'certifications',
      id: draft.id,
      data: { student: { major: 'Physics' } } as never,
      user: owner,
      overrideAccess: false,
    })
    expect(resubmitted.status).toBe('pending-review')
    const approved = await payload.update({
      collection: 'certifications',
      id: draft.id,
      data: { status: 'approved' },
      user: reviewer,
      overrideAccess: false,
    })
    expect(approved.status).toBe('approved')
    const validFor =
      (Date.parse(approved.expiresAt!) - Date.parse(approved.verifiedAt!)) / 86_400_000
    expect(Math.round(validFor)).toBe(365)
    // A changed approved application goes back to review.
    const changed = await payload.update({
      collection: 'certifications',
      id: draft.id,
      data: { student: { major: 'Maths' } } as never,
      user: owner,
      overrideAccess: false,
    })
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
    const tried = await payload.update({
      collection: 'certifications',
      id: cert.id,
      data: { status: 'approved', organisation: { providerStatus: 'certified' } },
      user: owner,
      overrideAccess: false,
    })
    expect(tried.status).toBe('pending-review')
    expect(tried.organisation?.providerStatus).toBe('pending-review')
    // An admin may disable a certified organisation; a reviewer decides but cannot disable.
    const certified = await payload.update({
      collection: 'certifications',
      id: cert.id,
      data: { status: 'approved' },
      user: people.reviewer.user,
      overrideAccess: false,
    })
    expect(certified.organisation?.providerStatus).toBe('certified')
    const refused = await payload.update({
      collection: 'certifications',
      id: cert.id,
      data: { organisation: { providerStatus: 'disabled' } } as never,
      user: people.reviewer.user,
      overrideAccess: false,
    })
    expect(refused.organisation?.providerStatus).toBe('certified')
    const disabled = await payload.update({
      collection: 'certifications',
      id: cert.id,
      data: { organisation: { providerStatus: 'disabled' } },
      user: people.admin.user,
      overrideAccess: false,
    })
    expect(disabled.organisation?.providerStatus).toBe('disabled')
  })
})

describe('decisions and expiry', () => {
  let mailbox: Awaited<ReturnType<typeof startMailbox>>
  beforeAll(async () => {
    mailbox = await startMailbox({ port: Number(new URL(process.env.SMTP_URL!).port) })
  })
  afterAll(async () => {
    await mailbox.stop()
  })

  it('mails the member each decision in their language, and expires an approval after its validity', async () => {
    const { user: member } = await createUser(payload, ['student'])
    await payload.update({ collection: 'users', id: member.id, data: { preferredLocale: 'zh' } })
    const cert = await applyAsStudent(member, '周杰')
    await payload.update({
      collection: 'certifications',
      id: cert.id,
      data: { status: 'rejected', rejectionReason: '学生证照片不清晰。' },
      user: people.reviewer.user,
      overrideAccess: false,
    })
    await payload.jobs.run({ queue: 'mail' })
    const rejected = await mailbox.waitFor(
      (m) => m.envelopeTo.includes(member.email) && /已驳回/.test(m.subject ?? ''),
    )
    expect(rejected.text).toContain('学生证照片不清晰。')

    await payload.update({
      collection: 'certifications',
      id: cert.id,
      data: { status: 'approved' },
      user: people.reviewer.user,
      overrideAccess: false,
    })
    await payload.jobs.run({ queue: 'mail' })
    await mailbox.waitFor(
      (m) => m.envelopeTo.includes(member.email) && /已通过/.test(m.subject ?? ''),
    )

    // Past its validity: the hourly job marks it Expired, records it, and tells the member.
    await payload.update({
      collection: 'certifications',
      id: cert.id,
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
      user: people.admin.user,
      overrideAccess: false,
    })
    expect(await expireCertifications(payload)).toBeGreaterThanOrEqual(1)
    const expired = await payload.findByID({ collection: 'certifications', id: cert.id })
    expect(expired.status).toBe('expired')
    expect(expired.history?.at(-1)).toMatchObject({ from: 'approved', to: 'expired' })
    await payload.jobs.run({ queue: 'mail' })
    const notice = await mailbox.waitFor(
      (m) => m.envelopeTo.includes(member.email) && /已过期/.test(m.subject ?? ''),
    )
    expect(notice.text).toContain('续期')
    // Renewing is editing and submitting again.
    const renewed = await payload.update({
      collection: 'certifications',
      id: cert.id,
      data: { student: { realName: '周杰' } } as never,
      user: member,
      overrideAccess: false,
    })
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
    await payload.update({
      collection: 'certifications',
      id: decided.id,
      data: { status: 'approved' },
      user: people.reviewer.user,
      overrideAccess: false,
    })
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

  it('certifications: anonymous, owner, other member, editor, reviewer and admin × create, read, update, delete (Local API and REST)', async () => {
    for (const who of actors) {
      const user = userOf(who)
      // Their own photo when they may upload one (an application shows only its applicant's); the owner's otherwise (the application is refused anyway).
      const uploader =
        allowed['certification-documents'].create.includes(who) && who !== 'anonymous'
          ? people[who].user
          : people.owner.user
      const data = {
        type: 'student',
        student: await studentGroup(uploader, `Matrix ${who}`),
      } as never
      expect(
        await outcome(
          payload.create({ collection: 'certifications', data, user, overrideAccess: false }),
        ),
        `Local create by ${who}`,
      ).toBe(expectation('certifications', 'create', who))
      const restData = {
        type: 'student',
        student: await studentGroup(uploader, `Matrix REST ${who}`),
      }
      expect(
        await restOutcome(
          rest('POST', '/api/certifications', tokenOf(who), JSON.stringify(restData)),
        ),
        `REST create by ${who}`,
      ).toBe(expectation('certifications', 'create', who))
    }
    const target = await applyAsStudent(people.owner.user, 'Matrix target')
    for (const who of actors) {
      const user = userOf(who)
      const read = expectation('certifications', 'read', who)
      expect(
        await outcome(
          payload.findByID({
            collection: 'certifications',
            id: target.id,
            user,
            overrideAccess: false,
          }),
        ),
        `Local read by ${who}`,
      ).toBe(read)
      expect(
        await restOutcome(get(`/api/certifications/${target.id}`, tokenOf(who))),
        `REST read by ${who}`,
      ).toBe(read)
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

      const update = expectation('certifications', 'update', who)
      expect(
        await outcome(
          payload.update({
            collection: 'certifications',
            id: target.id,
            data: { student: { major: `Major by ${who}` } } as never,
            user,
            overrideAccess: false,
          }),
        ),
        `Local update by ${who}`,
      ).toBe(update)
      expect(
        await restOutcome(
          rest(
            'PATCH',
            `/api/certifications/${target.id}`,
            tokenOf(who),
            JSON.stringify({ student: { major: `REST major by ${who}` } }),
          ),
        ),
        `REST update by ${who}`,
      ).toBe(update)
    }
    const survivor = await payload.findByID({ collection: 'certifications', id: target.id })
    expect(survivor.student?.major).toBe('REST major by admin')

    for (const who of actors) {
      const local = await applyAsStudent(people.owner.user, `Matrix delete ${who}`)
      const viaRest = await applyAsStudent(people.owner.user, `Matrix REST delete ${who}`)
      const remove = expectation('certifications', 'delete', who)
      expect(
        await outcome(
          payload.delete({
            collection: 'certifications',
            id: local.id,
            user: userOf(who),
            overrideAccess: false,
          }),
        ),
        `Local delete by ${who}`,
      ).toBe(remove)
      expect(
        await restOutcome(rest('DELETE', `/api/certifications/${viaRest.id}`, tokenOf(who))),
        `REST delete by ${who}`,
      ).toBe(remove)
      const left = await payload.count({
        collection: 'certifications',
        where: { id: { in: [local.id, viaRest.id] } },
      })
      expect(left.totalDocs, `what ${who} left`).toBe(remove === 'allowed' ? 0 : 2)
    }
  })

  it('certification documents: the same actors × create, read (record and file URL), update, delete', async () => {
    for (const who of actors) {
      const create = expectation('certification-documents', 'create', who)
      expect(
        await outcome(
          payload.create({
            collection: 'certification-documents',
            data: { owner: people.owner.user.id },
            file: await photo(),
            user: userOf(who),
            overrideAccess: false,
          }),
        ),
        `Local create by ${who}`,
      ).toBe(create)
      const form = new FormData()
      const { data } = await photo()
      form.set('file', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'student-id.jpg')
      form.set('_payload', '{}')
      expect(
        await restOutcome(rest('POST', '/api/certification-documents', tokenOf(who), form)),
        `REST create by ${who}`,
      ).toBe(create)
    }
    const target = await payload.create({
      collection: 'certification-documents',
      data: { owner: people.owner.user.id },
      file: await photo(),
      user: people.owner.user,
      overrideAccess: false,
    })
    for (const who of actors) {
      const read = expectation('certification-documents', 'read', who)
      expect(
        await outcome(
          payload.findByID({
            collection: 'certification-documents',
            id: target.id,
            user: userOf(who),
            overrideAccess: false,
          }),
        ),
        `Local read by ${who}`,
      ).toBe(read)
      expect(
        await restOutcome(get(`/api/certification-documents/${target.id}`, tokenOf(who))),
        `REST read by ${who}`,
      ).toBe(read)
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
      expect(
        await outcome(
          payload.update({
            collection: 'certification-documents',
            id: target.id,
            data: {},
            user: userOf(who),
            overrideAccess: false,
          }),
        ),
        `Local update by ${who}`,
      ).toBe('refused')
      expect(
        await restOutcome(
          rest('PATCH', `/api/certification-documents/${target.id}`, tokenOf(who), '{}'),
        ),
        `REST update by ${who}`,
      ).toBe('refused')
    }
    for (const who of actors) {
      const remove = expectation('certification-documents', 'delete', who)
      const local = await payload.create({
        collection: 'certification-documents',
        data: { owner: people.owner.user.id },
        file: await photo(),
        user: people.owner.user,
        overrideAccess: false,
      })
      const viaRest = await payload.create({
        collection: 'certification-documents',
        data: { owner: people.owner.user.id },
        file: await photo(),
        user: people.owner.user,
        overrideAccess: false,
      })
      expect(
        await outcome(
          payload.delete({
            collection: 'certification-documents',
            id: local.id,
            user: userOf(who),
            overrideAccess: false,
          }),
        ),
        `Local delete by ${who}`,
      ).toBe(remove)
      expect(
        await restOutcome(
          rest('DELETE', `/api/certification-documents/${viaRest.id}`, tokenOf(who)),
        ),
        `REST delete by ${who}`,
      ).toBe(remove)
    }
  })
})
