import fs from 'node:fs'
import path from 'node:path'

import { createLocalReq, type Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { startRegistration } from '@/lib/accounts/registration'
import { buildDataExport } from '@/lib/privacy/buildExport'
import { applyRetention } from '@/lib/retention/applyRetention'
import { retentionPeriods } from '@/lib/retention/periods'
import { mediaFolders } from '@/lib/uploads/folders'
import type { AuditEntry } from '@/payload-types'

import { studentDetails } from '../helpers/restSetup'

import { jpegFile } from './files'
import { openForFile } from './openForFile'
import { createUser, systemDecision } from './payload'

/**
 * Retention (issue 36 §4) on a fake clock: each run is given the moment it runs at, days, months
 * and years after the data was made, and removes exactly what has been kept its full period.
 */
let payload: Payload
openForFile(['mailbox'], (opened) => ({ payload } = opened))

const day = 24 * 60 * 60 * 1000
const later = (start: Date, { days = 0, months = 0, years = 0 }) => {
  const moment = new Date(start.getTime() + days * day)
  moment.setUTCMonth(moment.getUTCMonth() + months)
  moment.setUTCFullYear(moment.getUTCFullYear() + years)
  return moment
}
const exists = (
  collection:
    | 'certification-documents'
    | 'users'
    | 'contact-messages'
    | 'consultations'
    | 'audit-entries'
    | 'data-exports',
  id: number,
) =>
  payload
    .count({ collection, where: { id: { equals: id } } })
    .then(({ totalDocs }) => totalDocs === 1)

async function certifiedWithPhoto(status: 'approved' | 'rejected') {
  const member = (await createUser(payload, ['student'])).user
  const photo = await payload.create({
    collection: 'certification-documents',
    data: { owner: member.id } as never,
    file: await jpegFile('id.jpg', 600, 400, '#224466'),
  })
  const certification = await systemDecision(payload, member, status, {
    type: 'student',
    student: { ...studentDetails, realName: 'Retention', studentIdPhoto: photo.id },
  })
  return { photo, certification }
}

describe('a retention run', () => {
  it('removes each kind of data once its period has passed, not a day before, and records what it removed', async () => {
    const periods = retentionPeriods({})
    expect(periods).toEqual({
      RETENTION_ID_PHOTO_DAYS: 30,
      RETENTION_LEAD_MONTHS: 12,
      RETENTION_UNVERIFIED_ACCOUNT_DAYS: 30,
      RETENTION_AUDIT_YEARS: 3,
    })
    const start = new Date()
    const rejected = await certifiedWithPhoto('rejected')
    const approved = await certifiedWithPhoto('approved')
    const photoFile = path.resolve(
      mediaFolders['certification-documents'],
      rejected.photo.filename!,
    )
    expect(fs.existsSync(photoFile)).toBe(true)
    const lead = { context: { leadForm: true } } as const
    const message = await payload.create({
      collection: 'contact-messages',
      data: {
        name: 'Kept a year',
        email: 'lead@test.local',
        message: 'Hello',
        locale: 'en',
        status: 'new',
      } as never,
      ...lead,
    })
    const consultation = await payload.create({
      collection: 'consultations',
      data: {
        studentName: 'Kept a year',
        service: 'uspp',
        contact: 'wx_retention',
        status: 'new',
        locale: 'en',
      } as never,
      ...lead,
    })
    const unverifiedEmail = `never-verified-${Date.now()}@test.local`
    await startRegistration(
      payload,
      {
        email: unverifiedEmail,
        password: 'Passw0rdOk',
        firstName: 'Li',
        lastName: 'Na',
        role: 'student',
        acceptPolicies: true,
      },
      'en',
    )
    const unverified = (
      await payload.find({
        collection: 'users',
        where: { email: { equals: unverifiedEmail } },
        depth: 0,
      })
    ).docs[0]!
    const verified = (await createUser(payload, ['student'])).user
    const entry = await payload.create({
      collection: 'audit-entries',
      data: { event: 'staff-sign-in' },
    })

    const req = await createLocalReq({}, payload)
    const runAt = async (moment: Date) => {
      const counts = await applyRetention(req, moment, periods)
      return {
        counts,
        idPhoto: await exists('certification-documents', rejected.photo.id),
        approvedPhoto: await exists('certification-documents', approved.photo.id),
        message: await exists('contact-messages', message.id),
        consultation: await exists('consultations', consultation.id),
        unverified: await exists('users', unverified.id),
        verified: await exists('users', verified.id),
        entry: await exists('audit-entries', entry.id),
      }
    }

    const dayBefore = await runAt(later(start, { days: 29 }))
    expect(dayBefore).toMatchObject({ idPhoto: true, unverified: true, message: true, entry: true })

    const afterMonth = await runAt(later(start, { days: 31 }))
    expect(afterMonth).toMatchObject({
      idPhoto: false,
      approvedPhoto: true,
      unverified: false,
      verified: true,
      message: true,
      consultation: true,
      entry: true,
    })
    expect(afterMonth.counts.idPhotos).toBeGreaterThanOrEqual(1)
    expect(afterMonth.counts.unverifiedAccounts).toBeGreaterThanOrEqual(1)
    // The file went with the record; the decision stays, without the photo.
    expect(fs.existsSync(photoFile)).toBe(false)
    const decision = await payload.findByID({
      collection: 'certifications',
      id: rejected.certification.id,
      depth: 0,
    })
    expect(decision.status).toBe('rejected')
    expect(decision.student?.studentIdPhoto ?? null).toBeNull()

    expect(await runAt(later(start, { months: 12, days: -1 }))).toMatchObject({
      message: true,
      consultation: true,
    })
    const afterYear = await runAt(later(start, { months: 12, days: 1 }))
    expect(afterYear).toMatchObject({
      message: false,
      consultation: false,
      entry: true,
      approvedPhoto: true,
    })
    expect(afterYear.counts.contactMessages).toBeGreaterThanOrEqual(1)
    expect(afterYear.counts.consultations).toBeGreaterThanOrEqual(1)

    // Each run is in the audit trail with its counts, written at the real time.
    const runs = async () =>
      (
        await payload.find({
          collection: 'audit-entries',
          where: {
            and: [{ event: { equals: 'retention-run' } }, { id: { greater_than: entry.id } }],
          },
          sort: 'id',
          depth: 0,
          pagination: false,
        })
      ).docs as AuditEntry[]
    const recorded = await runs()
    expect(recorded).toHaveLength(4)
    expect(recorded.map((run) => run.actor ?? null)).toEqual(Array(4).fill(null))
    expect(recorded[1]!.details).toEqual({ ...afterMonth.counts, periods })
    expect(recorded[3]!.details).toEqual({ ...afterYear.counts, periods })

    expect(await runAt(later(start, { years: 3, days: -1 }))).toMatchObject({ entry: true })
    const afterThreeYears = await runAt(later(start, { years: 3, days: 1 }))
    expect(afterThreeYears).toMatchObject({ entry: false, verified: true, approvedPhoto: true })
    // On this clock every entry written today is over three years old, earlier runs' included:
    // only the last run's own entry is left.
    const left = await runs()
    expect(left).toHaveLength(1)
    expect(left[0]!.details).toEqual({ ...afterThreeYears.counts, periods })
    expect(afterThreeYears.counts.auditEntries).toBeGreaterThanOrEqual(recorded.length + 1)
  })
})

describe('an archive of a member’s data', () => {
  it('is removed with its file a week after it was built, not before', async () => {
    const member = (await createUser(payload, ['student'])).user
    const archive = await payload.create({
      collection: 'data-exports',
      data: { owner: member.id, status: 'preparing' },
    })
    const req = await createLocalReq({}, payload)
    await buildDataExport(req, archive.id)
    const built = await payload.findByID({ collection: 'data-exports', id: archive.id, depth: 0 })
    const file = path.resolve(mediaFolders['data-exports'], built.filename!)
    expect(fs.existsSync(file)).toBe(true)
    const start = new Date(built.updatedAt)
    await applyRetention(req, later(start, { days: 6 }), retentionPeriods({}))
    expect(await exists('data-exports', archive.id)).toBe(true)
    const run = await applyRetention(req, later(start, { days: 8 }), retentionPeriods({}))
    expect(run.dataExports).toBeGreaterThanOrEqual(1)
    expect(await exists('data-exports', archive.id)).toBe(false)
    expect(fs.existsSync(file)).toBe(false)
  })
})
