import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { unzipSync } from 'fflate'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { RECENT_PASSWORD_COOKIE, recentPasswordProof } from '@/lib/privacy/recentPassword'
import type { User } from '@/payload-types'

import type { Mailbox } from '../helpers/mailbox'

import type { PayloadApi } from './api'
import { openForFile } from './openForFile'
import { busyStudent } from './busyMember'
import { createPeople, createSignedInUser } from './payload'

/**
 * "Download my data" (issue 36 §2): one archive per request, with every row that names the member,
 * their files, a README in both languages; only its owner downloads it, and only with the password
 * entered again a moment ago.
 */
let payload: Payload
let api: PayloadApi
let mailbox: Mailbox
openForFile(['api', 'mailbox'], (opened) => ({ payload, api, mailbox } = opened))

const pool = () => (payload.db as unknown as PostgresAdapter).pool
const runJobs = async () => {
  for (let i = 0; i < 5; i++) {
    await payload.jobs.run({ queue: 'default', silent: true })
    await payload.jobs.run({ queue: 'mail', silent: true })
  }
}
const proofFor = (user: User) =>
  `${RECENT_PASSWORD_COOKIE}=${recentPasswordProof(payload.secret, user.id)}`

/** Asks for an archive as the member over REST, builds it, and downloads it with a fresh password proof. */
async function exportOf(person: { user: User; token: string }) {
  const asked = await api.rest('POST', '/api/data-exports', { token: person.token, body: {} })
  expect(asked.status, await asked.clone().text()).toBe(201)
  const { doc } = (await asked.json()) as { doc: { id: number } }
  await runJobs()
  const ready = await payload.findByID({ collection: 'data-exports', id: doc.id, depth: 0 })
  expect(ready.status).toBe('ready')
  const file = await api.rest('GET', `/api/data-exports/file/${ready.filename}`, {
    token: person.token,
    headers: { cookie: proofFor(person.user) },
  })
  expect(file.status).toBe(200)
  const entries = unzipSync(new Uint8Array(await file.arrayBuffer()))
  const text = (name: string) => new TextDecoder().decode(entries[name])
  return { ready, entries, text, json: (name: string) => JSON.parse(text(name)) as unknown }
}

/** Every row of every table that points at the account, as (collection, id): child rows count as their document's. */
async function rowsNaming(userId: number) {
  const { rows: references } = await pool().query<{ table: string; column: string }>(
    `SELECT tc.table_name AS table, kcu.column_name AS column
     FROM information_schema.table_constraints tc
     JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name
     JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name
     WHERE tc.constraint_type = 'FOREIGN KEY' AND ccu.table_name = 'users' AND ccu.column_name = 'id'`,
  )
  const found = new Set<string>()
  for (const { table, column } of references) {
    // The admin panel's own state (a staff member's preferences, document locks) is Payload's, not the member's data.
    if (table.startsWith('payload_')) continue
    const columns = (
      await pool().query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns WHERE table_name = $1`,
        [table],
      )
    ).rows.map((row) => row.column_name)
    const parent = columns.includes('_parent_id')
      ? '_parent_id'
      : columns.includes('parent_id')
        ? 'parent_id'
        : 'id'
    const base = parent === 'id' ? table : table.replace(/_(rels|[a-z]+)$/, '')
    const { rows } = await pool().query<{ id: number }>(
      `SELECT DISTINCT "${parent}" AS id FROM "${table}" WHERE "${column}" = $1`,
      [userId],
    )
    for (const { id } of rows) found.add(`${base.replaceAll('_', '-')} ${id}`)
  }
  return found
}

describe('a member’s data export', () => {
  it('holds every row that names them, their files and a README in both languages', async () => {
    const { student, photo, cv, avatar } = await busyStudent(payload, api)
    // What names them before they ask (the export's own row and its audit entry come after).
    const naming = await rowsNaming(student.user.id)
    const { entries, text, json } = await exportOf(student)

    const archived = new Set<string>([`users ${student.user.id}`])
    for (const name of Object.keys(entries).filter((entry) => /^[a-z-]+\.json$/.test(entry))) {
      if (name === 'account.json' || name === 'references.json') continue
      for (const doc of json(name) as { id: number }[])
        archived.add(`${name.replace('.json', '')} ${doc.id}`)
    }
    for (const reference of json('references.json') as { collection: string; id: number }[])
      archived.add(`${reference.collection} ${reference.id}`)
    const missing = [...naming].filter((row) => !archived.has(row))
    expect(missing).toEqual([])

    expect((json('account.json') as User).email).toBe(student.email)
    expect(text('account.json')).not.toMatch(/"(hash|salt|resetPasswordToken)"/)
    expect(text('verification-codes.json')).not.toContain('codeHash')
    expect(json('contact-messages.json')).toMatchObject([{ message: 'A question' }])
    // The audit trail tells them who opened their ID photo.
    expect(json('audit-entries.json')).toContainEqual(
      expect.objectContaining({ event: 'private-file-read', targetId: String(photo.id) }),
    )
    for (const file of [
      `files/avatars/${avatar.filename}`,
      `files/certification-documents/${photo.filename}`,
      `files/application-documents/${cv.filename}`,
    ])
      expect(entries[file]?.length, file).toBeGreaterThan(0)
    expect(text('README.txt')).toContain('What this archive holds')
    expect(text('README.txt')).toContain('本压缩包包含')
  })

  it('names a reviewer’s decisions and an organisation’s received applications by reference only, never their content', async () => {
    const { reviewer, institution } = await busyStudent(payload, api)
    const asReviewer = await exportOf(reviewer)
    expect(asReviewer.json('references.json')).toContainEqual(
      expect.objectContaining({ collection: 'certifications', field: 'reviewer' }),
    )
    expect(asReviewer.text('certifications.json').trim()).toBe('[]')
    const asInstitution = await exportOf(institution)
    expect(asInstitution.json('references.json')).toContainEqual(
      expect.objectContaining({ collection: 'applications', field: 'organisationOwner' }),
    )
    expect(JSON.stringify(asInstitution.json('applications.json'))).not.toContain(
      'Please consider me',
    )
    const mail = await mailbox.waitFor(
      (m) => m.envelopeTo.includes(institution.email) && /ready to download/.test(m.subject ?? ''),
    )
    expect(mail.text ?? '').toContain('/user/security/data-export')
  })

  it('is downloaded by its owner only, with the password entered again: not by staff, not by another member, not with the session alone', async () => {
    const { admin, other } = await createPeople(payload, {
      admin: ['admin'],
      other: ['student'],
    })
    const owner = await createSignedInUser(payload, ['student'])
    const { ready } = await exportOf(owner)
    const path = `/api/data-exports/file/${ready.filename}`
    const statusOf = async (token: string | undefined, cookie?: string) =>
      (await api.rest('GET', path, { token, headers: cookie ? { cookie } : {} })).status
    expect(await statusOf(owner.token)).toBe(403)
    expect(await statusOf(owner.token, proofFor(owner.user))).toBe(200)
    expect(await statusOf(owner.token, proofFor(other.user))).toBe(403)
    expect(
      await statusOf(
        owner.token,
        `${RECENT_PASSWORD_COOKIE}=${owner.user.id}.9999999999999.forged`,
      ),
    ).toBe(403)
    expect(await statusOf(other.token, proofFor(other.user))).toBe(403)
    expect(await statusOf(admin.token, proofFor(admin.user))).toBe(403)
    expect(await statusOf(undefined)).toBe(403)
    for (const who of [other, admin])
      expect(
        (await api.rest('GET', `/api/data-exports/${ready.id}`, { token: who.token })).status,
      ).toBe(404)
    // Nobody changes or removes one, and no door uploads a file as an "export".
    expect(
      (
        await api.rest('PATCH', `/api/data-exports/${ready.id}`, {
          token: owner.token,
          body: { status: 'ready' },
        })
      ).status,
    ).toBe(403)
    expect(
      (await api.rest('DELETE', `/api/data-exports/${ready.id}`, { token: admin.token })).status,
    ).toBe(403)
    const upload = new FormData()
    upload.append(
      'file',
      new Blob([new Uint8Array([80, 75, 3, 4])], { type: 'application/zip' }),
      'x.zip',
    )
    upload.append('_payload', '{}')
    expect(
      (await api.rest('POST', '/api/data-exports', { token: owner.token, body: upload })).status,
    ).toBe(400)
  })
})

describe('twenty export requests at once', () => {
  it('from one member make one archive; from twenty members, one each', async () => {
    const member = await createSignedInUser(payload, ['student'])
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.rest('POST', '/api/data-exports', { token: member.token, body: {} }),
      ),
    )
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1)
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19)

    const members = await Promise.all(
      Array.from({ length: 20 }, () => createSignedInUser(payload, ['student'])),
    )
    const asked = await Promise.all(
      members.map((m) => api.rest('POST', '/api/data-exports', { token: m.token, body: {} })),
    )
    expect(asked.map((answer) => answer.status)).toEqual(Array(20).fill(201))
    await runJobs()
    const ids = [member, ...members].map((m) => m.user.id)
    const { rows } = await pool().query<{ owner_id: number; n: string; ready: string }>(
      `SELECT owner_id, count(*) AS n, count(*) FILTER (WHERE status = 'ready') AS ready
       FROM data_exports WHERE owner_id = ANY($1) GROUP BY owner_id`,
      [ids],
    )
    expect(rows).toHaveLength(21)
    expect(rows.every((row) => row.n === '1' && row.ready === '1')).toBe(true)
  })
})
