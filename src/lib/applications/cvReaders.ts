import type { PayloadRequest, Where } from 'payload'

import { hasRole } from '@/lib/auth/roles'
import { relationId } from '@/lib/db/relationId'
import type { Application, User } from '@/payload-types'

/**
 * Who may read a CV (application-documents): content staff (admin, editor) every one; a student
 * their own; an organisation's members the CVs sent with applications to its listings
 * (`sharedWith`, filled by `shareCvWithOrganisation`). Reviewers and everyone else: none.
 * True for all, a query for some, false for none, as Payload's access rules answer.
 */
export function cvReaders(user: Pick<User, 'id' | 'roles'> | null | undefined): boolean | Where {
  if (!user) return false
  if (hasRole(user, 'admin', 'editor')) return true
  return { or: [{ owner: { equals: user.id } }, { sharedWith: { equals: user.id } }] }
}

/** Makes the CV sent with a new application readable by the organisation it was sent to. */
export async function shareCvWithOrganisation(req: PayloadRequest, application: Application) {
  if (!application.cv) return
  const cv = await req.payload.findByID({
    collection: 'application-documents',
    id: relationId(application.cv),
    depth: 0,
    req,
  })
  const readers = new Set((cv.sharedWith ?? []).map((reader) => relationId(reader)))
  const organisation = relationId(application.organisationOwner)
  if (organisation) readers.add(organisation)
  await req.payload.update({
    collection: 'application-documents',
    id: cv.id,
    data: { sharedWith: [...readers] },
    depth: 0,
    req,
  })
}
