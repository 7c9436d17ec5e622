'use server'

import { getSessionUser } from '@/lib/auth/session'
import { getPayloadClient } from '@/lib/payload'
import { fieldIssues } from '@/lib/validation/issues'
import { type MemberSection, memberSections } from '@/lib/validation/member'

import type { ActionResult } from './results'

/** Saves one dashboard form of the signed-in member, as that member (their own access rules apply). */
export async function updateMember(section: MemberSection, input: unknown): Promise<ActionResult> {
  const user = await getSessionUser()
  if (!user || user.emailVerified === false) return { ok: false, error: 'signedOut' }
  // Only the sections there are ("constructor" and the like are no form).
  if (typeof section !== 'string' || !Object.hasOwn(memberSections, section)) return { ok: false, error: 'failure' }
  const schema = memberSections[section]
  const parsed = schema.safeParse(input)
  if (!parsed.success) return { ok: false, error: 'invalid', fields: fieldIssues(parsed.error) }
  const data = Object.fromEntries(Object.entries(parsed.data).map(([key, value]) => [key, value === '' ? null : value]))
  const payload = await getPayloadClient()
  try {
    await payload.update({ collection: 'users', id: user.id, data, user, overrideAccess: false })
    return { ok: true }
  } catch (error) {
    payload.logger.error({ err: error, section }, 'A member form could not be saved')
    return { ok: false, error: 'failure' }
  }
}
