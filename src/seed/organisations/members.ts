import crypto from 'node:crypto'

import { createLocalReq, type Payload } from 'payload'

import type { PortalRole } from '@/lib/auth/roles'
import { recordConsent } from '@/lib/consent/record'
import type { Certification, User } from '@/payload-types'

import type { SeedImage } from '../catalogue/images'

/** Demo members sign in at a reserved test domain: no mail to them can reach anyone. */
export const demoEmail = (kind: 'org' | 'student' | 'coach', slug: string) =>
  `${kind}-${slug}@demo.edubridge.test`

/** Acting as the member: the collections' access rules and hooks apply as for a request of theirs. */
export const as = (user: User) => ({ user, overrideAccess: false as const, depth: 0 })

export async function memberExists(payload: Payload, email: string) {
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { email: { equals: email } },
  })
  return totalDocs > 0
}

/** The reviewer who decides the demo certifications: the first admin (the seed creates one first). */
export async function firstAdmin(payload: Payload): Promise<User> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { roles: { contains: 'admin' } },
    sort: 'createdAt',
    limit: 1,
    depth: 0,
  })
  if (!docs[0]) throw new Error('Seeding organisations needs an admin to review certifications')
  return docs[0]
}

type NewMember = {
  email: string
  role: PortalRole | 'coach'
  firstName: string
  lastName: string
  preferredLocale: 'en' | 'zh'
}

/**
 * A member whose address is verified and who accepted the policies in force, as the sign-up flow
 * leaves them. The password is random and kept nowhere: nobody signs in as a demo member unless an
 * admin sets a password for them.
 */
export async function createMember(payload: Payload, { role, ...member }: NewMember) {
  const created = await payload.create({
    collection: 'users',
    data: {
      ...member,
      roles: [role],
      emailVerified: true,
      password: `${crypto.randomBytes(7).toString('hex')}Dm`,
    },
  })
  await recordConsent(await createLocalReq({}, payload), {
    owner: created.id,
    purpose: 'policies',
    locale: member.preferredLocale,
  })
  return created
}

/** An image the member uploads to one of their upload collections. */
export async function uploadAs(
  payload: Payload,
  member: User,
  collection: 'certification-documents' | 'organisation-images',
  file: SeedImage,
  alt?: string,
) {
  const doc = await payload.create({
    collection,
    data: (alt ? { alt } : {}) as never,
    file,
    ...as(member),
  })
  return doc.id
}

type Details =
  | { type: 'student'; student: Certification['student'] }
  | { type: 'organisation'; organisation: Certification['organisation'] }

/** The member sends a certification for review; the reviewer approves it (the workflow hooks do the rest). */
export async function certify(payload: Payload, member: User, reviewer: User, details: Details) {
  const sent = await payload.create({
    collection: 'certifications',
    data: details as never,
    ...as(member),
  })
  return payload.update({
    collection: 'certifications',
    id: sent.id,
    data: { status: 'approved' },
    ...as(reviewer),
  })
}
