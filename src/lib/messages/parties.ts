import type { PayloadRequest, Where } from 'payload'

import { coachProfilesOf } from '@/lib/booking/coachProfiles'
import { relationId } from '@/lib/db/relationId'
import type { Conversation } from '@/payload-types'

/** Which side of a conversation an account is on: its student, or the coach's or organisation's. */
export type Side = 'student' | 'other'

/**
 * The conversations an account takes part in, as a query: as their student, as the account of
 * the coach profile it runs, or as the owner of the organisation written to. `prefix` is the path
 * to the conversation from another collection (`conversation.` for its messages and files).
 */
export async function conversationsOf(req: PayloadRequest, prefix = ''): Promise<Where | false> {
  const { user } = req
  if (!user) return false
  const clauses: Where[] = [
    { [`${prefix}student`]: { equals: user.id } },
    { [`${prefix}organisationOwner`]: { equals: user.id } },
  ]
  const coaches = await coachProfilesOf(req)
  if (coaches.length) clauses.push({ [`${prefix}coach`]: { in: coaches } })
  return { or: clauses }
}

/** The side of `conversation` the request's account is on, or null when it takes no part. */
export async function sideOf(
  req: PayloadRequest,
  conversation: Conversation,
): Promise<Side | null> {
  const { user } = req
  if (!user) return null
  if (relationId(conversation.student) === user.id) return 'student'
  if (conversation.organisationOwner && relationId(conversation.organisationOwner) === user.id)
    return 'other'
  if (conversation.coach && (await coachProfilesOf(req)).includes(relationId(conversation.coach)))
    return 'other'
  return null
}
