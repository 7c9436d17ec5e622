import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { cacheTags, expireTags } from '@/lib/cache/tags'
import { drizzleFor } from '@/lib/db/transaction'

/** The lowest starting price of the coach's published packages, or null. */
export async function lowestPublishedPrice(req: PayloadRequest, coachId: number) {
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
  return cheapest.docs[0]?.startingAt ?? null
}

/**
 * The "budget-friendly" order needs each coach's lowest published package price. It is derived
 * data, so it is written straight to its column (no new coach version, no draft published); a
 * later save of the coach writes it again from the packages (see the coaches' `keepLowestPrice`).
 * The coach's search row holds the price too: index the coach again afterwards.
 */
export async function refreshLowestPrice(req: PayloadRequest, coachId: number) {
  const price = await lowestPublishedPrice(req, coachId)
  const db = await drizzleFor(req)
  const result = (await db.execute(
    sql`UPDATE coaches SET lowest_price = ${price} WHERE id = ${coachId} RETURNING slug`,
  )) as {
    rows: { slug: string }[]
  }
  const slug = result.rows[0]?.slug
  if (slug) await expireTags(req, cacheTags.coach(slug))
}

/** Recomputes every coach's lowest price in one statement (after a bulk import). */
export async function refreshAllLowestPrices(req: PayloadRequest) {
  const db = await drizzleFor(req)
  await db.execute(sql`
    UPDATE coaches c SET lowest_price = p.price
    FROM (SELECT coach_id, min(starting_at) AS price FROM packages WHERE _status = 'published' AND coach_id IS NOT NULL GROUP BY coach_id) p
    WHERE c.id = p.coach_id`)
}
