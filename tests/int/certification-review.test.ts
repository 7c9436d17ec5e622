import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { bachelorStudent } from '../helpers/memberDetails'

import type { PayloadApi } from './api'
import { jpegFile } from './files'
import { openForFile } from './openForFile'
import { createPeople, type SignedInUser } from './payload'

let payload: Payload
let api: PayloadApi
openForFile(['api'], (opened) => ({ payload, api } = opened))
let people: Record<'owner' | 'reviewer' | 'admin', SignedInUser>

beforeAll(async () => {
  people = await createPeople(payload, {
    owner: ['student'],
    reviewer: ['reviewer'],
    admin: ['admin'],
  })
})

const photoOf = async (user: User) => {
  const doc = await payload.create({
    collection: 'certification-documents',
    data: { owner: user.id },
    file: await jpegFile('student-id.jpg', 600, 400, '#369'),
    user,
    overrideAccess: false,
  })
  return doc.id
}
const details = { realName: 'Zhou Lan', ...bachelorStudent }
/** The owner's one student application, made afresh (a member holds one per type). */
const pendingApplication = async () => {
  const owner = people.owner.user
  await payload.delete({
    collection: 'certifications',
    where: { owner: { equals: owner.id }, type: { equals: 'student' } },
  })
  return payload.create({
    collection: 'certifications',
    data: {
      type: 'student',
      student: { ...details, studentIdPhoto: await photoOf(owner) },
    } as never,
    user: owner,
    overrideAccess: false,
  })
}
const stored = (id: number) => payload.findByID({ collection: 'certifications', id, depth: 0 })

describe('a reviewer and the applicant’s details', () => {
  it('cannot change what the member applied with through REST or the Local API; the member and an admin can', async () => {
    const cert = await pendingApplication()
    const patch = await api.rest('PATCH', `/api/certifications/${cert.id}`, {
      token: people.reviewer.token,
      body: { student: { realName: 'Someone Else', major: 'Law', graduationYear: 2030 } },
    })
    expect(patch.status).toBeLessThan(500)
    await payload.update({
      collection: 'certifications',
      id: cert.id,
      data: { student: { major: 'Medicine' } } as never,
      user: people.reviewer.user,
      overrideAccess: false,
    })
    expect((await stored(cert.id)).student).toMatchObject(details)
    expect((await stored(cert.id)).title).toBe('Zhou Lan')

    const byOwner = await api.rest('PATCH', `/api/certifications/${cert.id}`, {
      token: people.owner.token,
      body: { student: { major: 'Physics' } },
    })
    expect(byOwner.status).toBe(200)
    expect((await stored(cert.id)).student?.major).toBe('Physics')
    const byAdmin = await api.rest('PATCH', `/api/certifications/${cert.id}`, {
      token: people.admin.token,
      body: { student: { major: 'History' } },
    })
    expect(byAdmin.status).toBe(200)
    expect((await stored(cert.id)).student?.major).toBe('History')
  })

  it('a decision sent with the whole form (as the admin saves it) changes the status only', async () => {
    const cert = await pendingApplication()
    const form = await stored(cert.id)
    const response = await api.rest('PATCH', `/api/certifications/${cert.id}`, {
      token: people.reviewer.token,
      body: {
        ...form,
        student: { ...form.student, realName: 'Edited By Reviewer' },
        status: 'rejected',
        rejectionReason: 'The photo is unreadable.',
      },
    })
    expect(response.status).toBe(200)
    const after = await stored(cert.id)
    expect(after).toMatchObject({ status: 'rejected', rejectionReason: 'The photo is unreadable.' })
    expect(after.student?.realName).toBe('Zhou Lan')
  })

  it('the admin form marks the applicant’s details read-only for a reviewer, not for the member', async () => {
    const cert = await pendingApplication()
    type Node = boolean | { update?: boolean; fields?: Record<string, Node> } | undefined
    /** Payload's answer writes a field allowed everything as `true`, else what is allowed. */
    const may = (node: Node) => node === true || (typeof node === 'object' && node.update === true)
    const permissions = async (token: string) => {
      const response = await api.rest('POST', `/api/certifications/access/${cert.id}`, {
        token,
        body: {},
      })
      expect(response.status).toBe(200)
      const { fields } = (await response.json()) as { fields: Record<string, Node> }
      const student = fields.student
      const inStudent = (name: string) =>
        student === true || may((typeof student === 'object' && student.fields?.[name]) || false)
      return {
        status: may(fields.status),
        realName: inStudent('realName'),
        photo: inStudent('studentIdPhoto'),
      }
    }
    expect(await permissions(people.reviewer.token)).toEqual({
      status: true,
      realName: false,
      photo: false,
    })
    expect(await permissions(people.owner.token)).toEqual({
      status: false,
      realName: true,
      photo: true,
    })
  })
})
