import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, Where } from 'payload'
import { describe, expect, it } from 'vitest'

import type { AuditEntry } from '@/payload-types'

import { studentDetails } from '../helpers/restSetup'
import { freshCode } from '../helpers/totpCodes'

import type { PayloadApi } from './api'
import { jpegFile } from './files'
import { openForFile } from './openForFile'
import { createPeople, createSignedInUser, createUser } from './payload'

/**
 * The audit trail (issue 36 §7): what it records, on every door, and that nothing changes or
 * removes an entry — not an admin over REST or GraphQL, not server code with overrideAccess, not
 * SQL — except retention's deletes and a deleted account's emptied references.
 */
let payload: Payload
let api: PayloadApi
openForFile(['api'], (opened) => ({ payload, api } = opened))

const sql = (text: string, values: unknown[] = []) =>
  (payload.db as unknown as PostgresAdapter).pool.query(text, values)
const entries = async (where: Where) =>
  (
    await payload.find({
      collection: 'audit-entries',
      where,
      depth: 0,
      sort: 'id',
      pagination: false,
    })
  ).docs as AuditEntry[]
const newestId = async () =>
  (await payload.find({ collection: 'audit-entries', sort: '-id', limit: 1, depth: 0 })).docs[0]
    ?.id ?? 0
const since = (id: number): Where => ({ id: { greater_than: id } })

async function studentWithIdPhoto() {
  const student = await createSignedInUser(payload, ['student'])
  const photo = await payload.create({
    collection: 'certification-documents',
    data: {} as never,
    file: await jpegFile('id.jpg', 600, 400, '#335577'),
    user: student.user,
    overrideAccess: false,
  })
  const certification = await payload.create({
    collection: 'certifications',
    data: {
      type: 'student',
      student: { ...studentDetails, realName: 'Audit Student', studentIdPhoto: photo.id },
    } as never,
    user: student.user,
    overrideAccess: false,
  })
  return { student, photo, certification }
}

describe('the audit trail records', () => {
  it('a private file opened by someone other than its owner (who, which file, from where), not the owner’s own reads', async () => {
    const { reviewer, admin } = await createPeople(payload, {
      reviewer: ['reviewer'],
      admin: ['admin'],
    })
    const { student, photo } = await studentWithIdPhoto()
    const before = await newestId()
    const file = (name: string | null | undefined) => `/api/certification-documents/file/${name}`
    const open = (token: string | undefined, name = photo.filename) =>
      api.rest('GET', file(name), {
        token,
        headers: { 'X-Forwarded-For': '203.0.113.7' },
      })
    expect((await open(student.token)).status).toBe(200)
    expect((await open(undefined)).status).toBe(403)
    expect((await open(reviewer.token)).status).toBe(200)
    expect((await open(admin.token, photo.sizes?.preview?.filename)).status).toBe(200)
    expect((await open(reviewer.token, 'no-such-file.webp')).status).toBe(404)

    const recorded = await entries({
      and: [since(before), { event: { equals: 'private-file-read' } }],
    })
    expect(
      recorded.map(({ actor, member, targetCollection, targetId, ipAddress }) => ({
        actor,
        member,
        targetCollection,
        targetId,
        ipAddress,
      })),
    ).toEqual(
      [reviewer, admin].map((reader) => ({
        actor: reader.user.id,
        member: student.user.id,
        targetCollection: 'certification-documents',
        targetId: String(photo.id),
        ipAddress: '203.0.113.7',
      })),
    )
  })

  it('twenty reads at once: twenty entries', async () => {
    const reviewer = await createSignedInUser(payload, ['reviewer'])
    const { photo } = await studentWithIdPhoto()
    const before = await newestId()
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.rest('GET', `/api/certification-documents/file/${photo.filename}`, {
          token: reviewer.token,
        }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200))
    expect(
      await entries({ and: [since(before), { targetId: { equals: String(photo.id) } }] }),
    ).toHaveLength(20)
  })

  it('a certification decision, a role change and a staff sign-in, with who did it', async () => {
    const { reviewer, admin } = await createPeople(payload, {
      reviewer: ['reviewer'],
      admin: ['admin'],
    })
    const { student, certification } = await studentWithIdPhoto()
    const before = await newestId()
    const decided = await api.rest('PATCH', `/api/certifications/${certification.id}`, {
      token: reviewer.token,
      body: { status: 'approved' },
    })
    expect(decided.status).toBe(200)
    const promoted = await api.rest('PATCH', `/api/users/${student.user.id}`, {
      token: admin.token,
      body: { roles: ['student', 'editor'] },
    })
    expect(promoted.status).toBe(200)
    const staffSignIn = await api.rest('POST', '/api/users/login', {
      body: { email: reviewer.email, password: reviewer.password },
      headers: { 'X-Forwarded-For': '198.51.100.20' },
    })
    expect(staffSignIn.status).toBe(200)
    // A staff sign-in is complete (and recorded) with its second factor.
    const { token } = (await staffSignIn.json()) as { token: string }
    const secondFactor = await api.rest('POST', '/api/users/second-factor', {
      token,
      body: { code: await freshCode(reviewer.authenticator!) },
      headers: { 'X-Forwarded-For': '198.51.100.20' },
    })
    expect(secondFactor.status).toBe(200)
    const member = await createUser(payload, ['student'])
    const memberSignIn = await payload.login({
      collection: 'users',
      data: { email: member.email, password: member.password },
    })
    expect(memberSignIn.token).toBeTruthy()

    const recorded = await entries(since(before))
    const simple = recorded.map(({ event, actor, member, targetCollection, details }) => ({
      event,
      actor,
      member,
      targetCollection,
      details: details ?? null,
    }))
    expect(simple).toContainEqual({
      event: 'certification-status',
      actor: reviewer.user.id,
      member: student.user.id,
      targetCollection: 'certifications',
      details: { from: 'pending-review', to: 'approved', type: 'student' },
    })
    expect(simple).toContainEqual({
      event: 'roles-changed',
      actor: admin.user.id,
      member: student.user.id,
      targetCollection: 'users',
      details: { from: ['student'], to: ['student', 'editor'] },
    })
    expect(simple).toContainEqual({
      event: 'staff-sign-in',
      actor: reviewer.user.id,
      member: reviewer.user.id,
      targetCollection: 'users',
      details: null,
    })
    expect(
      recorded.filter((entry) => entry.event === 'staff-sign-in'),
      'a member’s sign-in is no staff sign-in',
    ).toHaveLength(1)
    expect(recorded.find((entry) => entry.event === 'staff-sign-in')?.ipAddress).toBe(
      '198.51.100.20',
    )
  })
})

describe('no door changes or removes an entry', () => {
  it('refuses an admin over REST and GraphQL, and server code with overrideAccess, in the request’s language', async () => {
    const admin = await createSignedInUser(payload, ['admin'])
    const entry = await payload.create({
      collection: 'audit-entries',
      data: { event: 'staff-sign-in', actor: admin.user.id },
      depth: 0,
    })
    const path = `/api/audit-entries/${entry.id}`
    const patched = await api.rest('PATCH', `${path}?locale=zh`, {
      token: admin.token,
      body: { event: 'roles-changed' },
    })
    expect(patched.status).toBe(403)
    expect((await api.rest('DELETE', path, { token: admin.token })).status).toBe(403)
    const created = await api.rest('POST', '/api/audit-entries', {
      token: admin.token,
      body: { event: 'staff-sign-in' },
    })
    expect(created.status).toBe(403)
    const mutation = await api.graphqlAnswer(
      `mutation { updateAuditEntry(id: ${entry.id}, data: { ipAddress: "x" }) { id }
        deleteAuditEntry(id: ${entry.id}) { id } }`,
      { token: admin.token },
    )
    expect(mutation.errors?.length).toBe(2)
    await expect(
      payload.update({
        collection: 'audit-entries',
        id: entry.id,
        data: { ipAddress: 'rewritten' },
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({
      status: 403,
      message: 'Audit entries can be neither changed nor deleted.',
    })
    await expect(
      payload.delete({ collection: 'audit-entries', where: { id: { equals: entry.id } } }),
    ).rejects.toMatchObject({ status: 403 })
    expect(await payload.findByID({ collection: 'audit-entries', id: entry.id, depth: 0 })).toEqual(
      entry,
    )
  })

  it('refuses SQL too (update, delete, truncate); retention’s delete and a deleted account’s emptied references pass', async () => {
    const member = await createUser(payload, ['student'])
    const entry = await payload.create({
      collection: 'audit-entries',
      data: { event: 'roles-changed', actor: member.user.id, member: member.user.id },
    })
    await expect(
      sql(`UPDATE audit_entries SET ip_address = 'x' WHERE id = $1`, [entry.id]),
    ).rejects.toThrow(/append-only/)
    await expect(
      sql(`UPDATE audit_entries SET actor_id = NULL, ip_address = 'x' WHERE id = $1`, [entry.id]),
    ).rejects.toThrow(/append-only/)
    await expect(sql(`DELETE FROM audit_entries WHERE id = $1`, [entry.id])).rejects.toThrow(
      /append-only/,
    )
    await expect(sql(`TRUNCATE audit_entries CASCADE`)).rejects.toThrow(/append-only/)

    // The account goes: the entry stays, no longer pointing at it.
    await payload.delete({ collection: 'users', id: member.user.id })
    const kept = await payload.findByID({ collection: 'audit-entries', id: entry.id, depth: 0 })
    expect({ ...kept, actor: kept.actor ?? null, member: kept.member ?? null }).toMatchObject({
      event: 'roles-changed',
      actor: null,
      member: null,
    })

    const client = await (payload.db as unknown as PostgresAdapter).pool.connect()
    try {
      await client.query('BEGIN')
      await client.query(`SET LOCAL edubridge.audit_retention = 'on'`)
      await client.query(`DELETE FROM audit_entries WHERE id = $1`, [entry.id])
      await client.query('COMMIT')
    } finally {
      client.release()
    }
    expect(await entries({ id: { equals: entry.id } })).toEqual([])
    // The setting lasted for that transaction only.
    const other = await payload.create({
      collection: 'audit-entries',
      data: { event: 'staff-sign-in' },
    })
    await expect(sql(`DELETE FROM audit_entries WHERE id = $1`, [other.id])).rejects.toThrow(
      /append-only/,
    )
  })
})

describe('the CSV export of a date range', () => {
  it('gives admins the range’s entries with a header in their language, and records the export', async () => {
    const { admin, editor } = await createPeople(payload, {
      admin: ['admin'],
      editor: ['editor'],
    })
    const inRange = await payload.create({
      collection: 'audit-entries',
      data: {
        event: 'roles-changed',
        member: editor.user.id,
        details: { note: 'a, "quoted" one' },
      },
    })
    // One entry from long before the range (written as SQL may: inserts pass).
    await sql(
      `INSERT INTO audit_entries (event, target_id, created_at, updated_at) VALUES ('staff-sign-in', 'old-entry', '2020-01-05T10:00:00Z', now())`,
    )
    const today = new Date().toISOString().slice(0, 10)
    const before = await newestId()
    const answer = await api.rest(
      'GET',
      `/api/audit-entries/csv?from=2026-01-01&to=${today}&locale=zh`,
      { token: admin.token },
    )
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="audit-2026-01-01-${today}.csv"`,
    )
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await answer.arrayBuffer())
    expect(text.startsWith('\uFEFF时间（UTC）,事件,事件说明,')).toBe(true)
    const line = text
      .split('\n')
      .find((row) => row.includes(',roles-changed,') && row.includes(`,${editor.email},`))
    expect(line).toContain(',角色变更,')
    expect(line).toContain('"{""note"":""a, \\""quoted\\"" one""}"')
    expect(line?.startsWith(inRange.createdAt)).toBe(true)
    expect(text).not.toContain('old-entry')
    expect(
      await entries({ and: [since(before), { event: { equals: 'audit-exported' } }] }),
    ).toMatchObject([{ actor: admin.user.id, details: { from: '2026-01-01', to: today } }])

    const refusedEditor = await api.rest(
      'GET',
      `/api/audit-entries/csv?from=2026-01-01&to=${today}`,
      {
        token: editor.token,
      },
    )
    expect(refusedEditor.status).toBe(403)
    expect(await refusedEditor.json()).toEqual({
      errors: [{ message: 'Only administrators can export the audit trail.' }],
    })
    for (const [query, message] of [
      ['from=2026-02-30&to=2026-03-01', '请以日期格式（YYYY-MM-DD）填写起止日期。'],
      ['from=2026-03-02&to=2026-03-01', '结束日期不能早于开始日期。'],
      ['from=x', '请以日期格式（YYYY-MM-DD）填写起止日期。'],
    ]) {
      const bad = await api.rest('GET', `/api/audit-entries/csv?${query}&locale=zh`, {
        token: admin.token,
      })
      expect(bad.status, query).toBe(400)
      expect(await bad.json()).toEqual({ errors: [{ message }] })
    }
  })
})
