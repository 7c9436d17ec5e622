import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeChangeHook } from 'payload'

import { drizzleFor } from '@/lib/db/transaction'
import { requestLocale } from '@/lib/i18n/requestLocale'
import { translatorFor } from '@/lib/i18n/translate'
import { profileOf, recommenderFormSchema } from '@/lib/recommender/profileSchema'
import { recommend } from '@/lib/recommender/recommend'
import { approvedStudent } from '@/lib/certification/approvedStudent'
import { fieldRefusal } from '@/lib/validation/refusal'

/** A member keeps at most this many result sets. */
export const MAX_SETS_PER_MEMBER = 50

/**
 * A result set is ranked by the server from its profile, never taken from the client: on
 * creation, when the profile changes, and when the owner asks for a refresh. Only a certified
 * student gets results; the profile must pass the form's own checks.
 */
export const rankSet: CollectionBeforeChangeHook = async ({
  collection,
  context,
  data,
  operation,
  originalDoc,
  req,
}) => {
  const refresh =
    operation === 'create' || data.profile !== undefined || context.refreshRecommendations === true
  if (!refresh) return data
  const t = translatorFor(requestLocale(req))
  const refuse = (path: string, key: 'certifyFirst' | 'invalidProfile' | 'tooManySets') => {
    throw fieldRefusal(collection.slug, [{ path, message: t(`recommender.refusals.${key}`) }])
  }
  const ownerId = (originalDoc?.owner as number | undefined) ?? req.user?.id
  if (!ownerId || !(await approvedStudent(req.payload, ownerId, req)))
    refuse('owner', 'certifyFirst')

  const form = recommenderFormSchema.safeParse(data.profile ?? originalDoc?.profile)
  if (!form.success) return refuse('profile', 'invalidProfile')

  const db = await drizzleFor(req)
  if (operation === 'create') {
    // Counted under a lock on the member: twenty saves at once still stop at the limit.
    await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('recommendation-sets'), ${ownerId})`)
    const { totalDocs } = await req.payload.count({
      collection: 'recommendation-sets',
      where: { owner: { equals: ownerId } },
      req,
      overrideAccess: true,
    })
    if (totalDocs >= MAX_SETS_PER_MEMBER) refuse('owner', 'tooManySets')
  }
  const profile = profileOf(form.data)
  const now = new Date()
  const results = await recommend(req.payload, profile, now, db)
  return {
    ...data,
    profile: form.data,
    name: data.name || originalDoc?.name || profile.interests.slice(0, 80),
    results,
    refreshedAt: now.toISOString(),
    viewedAt: now.toISOString(),
  }
}
