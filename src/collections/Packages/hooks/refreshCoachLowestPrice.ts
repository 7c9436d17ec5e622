import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { cacheTags, expireTags } from '@/lib/cache/revalidate'
import { drizzleFor } from '@/lib/db/transaction'

import { indexCoach } from '../../Coaches/hooks/syncCoachSearch'

const coachIdOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' ? ((value as { id?: number }).id ?? null) : null

/**
 * The "budget-friendly" order needs each coach's lowest published package price. It is derived
 * data, so it is written straight to its column (no new coach version, no draft published).
 */
async function refresh(req: PayloadRequest, coachId: number | null) {
  if (coachId === null) return
  const cheapest = await req.payload.find({
    collection: 'packages',
    where: { and: [{ coach: { equals: coachId } }, { _status: { equals: 'published' } }] },
    sort: 'startingAt',
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
    select: { startingAt: true },
  })
  const price = cheapest.docs[0]?.startingAt ?? null
  const db = await drizzleFor(req)
  const result = (await db.execute(sql`UPDATE coaches SET lowest_price = ${price} WHERE id = ${coachId} RETURNING slug`)) as {
    rows: { slug: string }[]
  }
  await indexCoach(req, coachId)
  const slug = result.rows[0]?.slug
  if (slug) await expireTags(req, cacheTags.coach(slug))
}

/** Recomputes every coach's lowest price in one statement (after a bulk import). */
export async function recomputeAllLowestPrices(req: PayloadRequest) {
  const db = await drizzleFor(req)
  await db.execute(sql`
    UPDATE coaches c SET lowest_price = p.price
    FROM (SELECT coach_id, min(starting_at) AS price FROM packages WHERE _status = 'published' AND coach_id IS NOT NULL GROUP BY coach_id) p
    WHERE c.id = p.coach_id`)
}

export const refreshCoachLowestPrice = {
  afterChange: (async ({ context, doc, previousDoc, req }) => {
    if (context.skipSearchIndex) return doc
    await refresh(req, coachIdOf(doc.coach))
    const before = coachIdOf(previousDoc?.coach)
    if (before !== null && before !== coachIdOf(doc.coach)) await refresh(req, before)
    return doc
  }) satisfies CollectionAfterChangeHook,
  afterDelete: (async ({ doc, req }) => {
    await refresh(req, coachIdOf(doc.coach))
  }) satisfies CollectionAfterDeleteHook,
}
