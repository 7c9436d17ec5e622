import { Forbidden, type Payload, type Where } from 'payload'
import { expect } from 'vitest'

import type { User } from '@/payload-types'

import { createUser } from './payload'

/** Collections only editors and admins write, and anonymous visitors see published. */
type Editorial = 'pages' | 'specialties' | 'universities'

/** The draft `where` finds: anonymous visitors do not see it, an editor asking for drafts does. */
export async function expectDraftSeenByEditorsOnly(
  payload: Payload,
  collection: Editorial,
  draft: { id: number },
  where: Where,
) {
  const anonymous = await payload.find({ collection, where, overrideAccess: false })
  expect(anonymous.docs).toEqual([])
  const { user: editor } = await createUser(payload, ['editor'])
  const asEditor = await payload.find({
    collection,
    where,
    draft: true,
    user: editor,
    overrideAccess: false,
  })
  expect(asEditor.docs.map((d) => d.id)).toEqual([draft.id])
}

/**
 * Creating in `collection` is refused to anonymous visitors, members and reviewers, and allowed to
 * editors and admins: each tries `dataOf(who)`; what editors and admins create matches `createdOf(who)`.
 */
export async function expectOnlyEditorsAndAdminsCreate(
  payload: Payload,
  collection: Editorial,
  dataOf: (who: string) => Record<string, unknown>,
  createdOf: (who: string) => Record<string, unknown>,
) {
  const createAs = (who: string, user?: User) =>
    payload.create({ collection, data: dataOf(who) as never, user, overrideAccess: false })
  await expect(createAs('anon')).rejects.toBeInstanceOf(Forbidden)
  for (const role of ['student', 'school', 'employer', 'institution', 'reviewer'] as const) {
    const { user } = await createUser(payload, [role])
    await expect(createAs(role, user), role).rejects.toBeInstanceOf(Forbidden)
  }
  for (const role of ['editor', 'admin'] as const) {
    const { user } = await createUser(payload, [role])
    await expect(createAs(role, user), role).resolves.toMatchObject(createdOf(role))
  }
}
