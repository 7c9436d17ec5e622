import fs from 'node:fs'
import path from 'node:path'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { scheduleAccountDeletion } from '@/lib/privacy/accountDeletion'
import { eraseAccount, eraseDueAccounts } from '@/lib/privacy/eraseAccount'
import { mediaFolders } from '@/lib/uploads/folders'
import type { User } from '@/payload-types'

import type { Mailbox } from '../helpers/mailbox'
import { studentDetails } from '../helpers/restSetup'

import type { PayloadApi } from './api'
import { busyStudent } from './busyMember'
import { jpegFile } from './files'
import { openForFile } from './openForFile'
import { createSignedInUser } from './payload'

/**
 * Deleting an account (注销, issue 36 §3): a grace period that a sign-in cancels, then nothing of
 * the member left in any table or upload folder but the documented anonymised stubs (a
 * certification decision, an application an organisation received, audit entries).
 */
let payload: Payload
let api: PayloadApi
let mailbox: Mailbox
openForFile(['api', 'mailbox'], (opened) => ({ payload, api, mailbox } = opened))

const pool = () => (payload.db as unknown as PostgresAdapter).pool
const day = 24 * 60 * 60 * 1000
const reload = (id: number) =>
  payload.findByID({ collection: 'users', id, depth: 0 }) as Promise<User>

/** Every table and text-like column holding any of `needles` (case-insensitive), as "table.column: needle". */
async function whereFound(needles: string[]) {
  const { rows: columns } = await pool().query<{ table: string; column: string }>(
    `SELECT c.table_name AS table, c.column_name AS column
     FROM information_schema.columns c JOIN information_schema.tables t
       ON t.table_name = c.table_name AND t.table_schema = c.table_schema
     WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
       AND c.data_type IN ('character varying', 'text', 'jsonb', 'json')`,
  )
  const found: string[] = []
  for (const { table, column } of columns)
    for (const needle of needles) {
      const { rowCount } = await pool().query(
        `SELECT 1 FROM "${table}" WHERE "${column}"::text ILIKE $1 LIMIT 1`,
        [`%${needle}%`],
      )
      if (rowCount) found.push(`${table}.${column}: ${needle}`)
    }
  return found
}

/** Every file under media/ that is one of `names` or one of its image sizes (`<name>-<w>x<h>.<ext>`). */
function filesNamed(names: string[]) {
  const patterns = names.map((name) => {
    const stem = path.parse(name).name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    return new RegExp(`^${stem}(-\\d+x\\d+)?\\.`)
  })
  const found: string[] = []
  for (const folder of Object.values(mediaFolders)) {
    if (!fs.existsSync(folder)) continue
    for (const file of fs.readdirSync(folder))
      if (patterns.some((pattern) => pattern.test(file))) found.push(`${folder}/${file}`)
  }
  return found
}

describe('deleting an account', () => {
  it('waits seven days, which a sign-in cancels; then nothing of the member is left but the anonymised stubs', async () => {
    const busy = await busyStudent(payload, api)
    const { student, institution, reviewer, photo, cv, avatar, marks } = busy
    // Before: their files are there (a scan that finds nothing must mean something).
    expect(
      filesNamed([photo.filename!, cv.filename!, avatar.filename!]).length,
    ).toBeGreaterThanOrEqual(3)
    const member = await reload(student.user.id)
    const scheduled = await scheduleAccountDeletion(payload, member, 'zh', new Headers())
    expect(scheduled.getTime() - Date.now()).toBeGreaterThan(7 * day - 60_000)
    const waiting = await reload(student.user.id)
    expect(waiting.deletionRequestedAt).toBeTruthy()
    expect(waiting.sessions ?? []).toEqual([])
    const notice = await mailbox.waitFor(
      (m) => m.envelopeTo.includes(student.email.toLowerCase()) && /注销/.test(m.subject ?? ''),
    )
    expect(notice.text ?? '').toContain('/zh/my-account-login')

    // Signing in during the grace period keeps the account.
    await payload.login({
      collection: 'users',
      data: { email: student.email, password: student.password },
    })
    expect((await reload(student.user.id)).deletionRequestedAt ?? null).toBeNull()
    expect(await eraseDueAccounts(payload, new Date(Date.now() + 8 * day))).toBe(0)
    expect((await reload(student.user.id)).id).toBe(student.user.id)

    await scheduleAccountDeletion(payload, await reload(student.user.id), 'en', new Headers())
    await eraseDueAccounts(payload, new Date(Date.now() + 6 * day))
    expect((await reload(student.user.id)).id).toBe(student.user.id)
    expect(await eraseDueAccounts(payload, new Date(Date.now() + 8 * day))).toBeGreaterThanOrEqual(
      1,
    )
    await expect(reload(student.user.id)).rejects.toMatchObject({ status: 404 })
    // The organisation's member goes too: its organisation, listings and pictures with it.
    await eraseAccount(payload, institution.user.id)

    const needles = [
      student.email,
      institution.email,
      ...Object.values(marks),
      photo.filename!,
      cv.filename!,
      avatar.filename!,
    ]
    expect(await whereFound(needles)).toEqual([])
    expect(filesNamed([photo.filename!, cv.filename!, avatar.filename!])).toEqual([])

    // The stubs: the decision and the application, without a person.
    const { rows: decisions } = await pool().query(
      `SELECT owner_id, status, type, reviewer_id, title, student_real_name, student_student_id_photo_id
       FROM certifications WHERE id = (SELECT max(id) FROM certifications WHERE reviewer_id = $1)`,
      [reviewer.user.id],
    )
    expect(decisions).toEqual([
      {
        owner_id: null,
        status: 'approved',
        type: 'student',
        reviewer_id: reviewer.user.id,
        title: null,
        student_real_name: null,
        student_student_id_photo_id: null,
      },
    ])
    const { rows: erased } = await pool().query<{ details: Record<string, number> }>(
      `SELECT details FROM audit_entries WHERE event = 'account-deleted' AND target_id = $1`,
      [String(student.user.id)],
    )
    expect(erased[0]!.details).toMatchObject({
      avatars: 1,
      'certification-documents': 1,
      applications: 1,
    })
  })

  it('twenty at once leave no orphan: no row of theirs, no file of theirs', async () => {
    const members = await Promise.all(
      Array.from({ length: 20 }, () => createSignedInUser(payload, ['student'])),
    )
    const files: string[] = []
    for (const member of members) {
      const avatar = await payload.create({
        collection: 'avatars',
        data: {} as never,
        file: await jpegFile(`burst-${member.user.id}.jpg`, 200, 200, '#557799'),
        user: member.user,
        overrideAccess: false,
      })
      const photo = await payload.create({
        collection: 'certification-documents',
        data: {} as never,
        file: await jpegFile(`burst-id-${member.user.id}.jpg`, 600, 400, '#335577'),
        user: member.user,
        overrideAccess: false,
      })
      await payload.create({
        collection: 'certifications',
        data: {
          type: 'student',
          student: { ...studentDetails, studentIdPhoto: photo.id },
        } as never,
        user: member.user,
        overrideAccess: false,
      })
      files.push(avatar.filename!, photo.filename!)
    }
    await Promise.all(members.map((member) => eraseAccount(payload, member.user.id)))
    const ids = members.map((member) => member.user.id)
    const { rows } = await pool().query<{ n: string }>(
      `SELECT (SELECT count(*) FROM users WHERE id = ANY($1))
            + (SELECT count(*) FROM avatars WHERE owner_id = ANY($1))
            + (SELECT count(*) FROM certification_documents WHERE owner_id = ANY($1))
            + (SELECT count(*) FROM certifications WHERE owner_id = ANY($1))
            + (SELECT count(*) FROM verification_codes WHERE user_id = ANY($1)) AS n`,
      [ids],
    )
    expect(rows[0]!.n).toBe('0')
    expect(filesNamed(files)).toEqual([])
    expect(await whereFound(members.map((member) => member.email))).toEqual([])
  })
})
