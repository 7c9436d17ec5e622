import { sql } from '@payloadcms/db-postgres'

import type { drizzleFor } from '@/lib/db/transaction'

type Db = Awaited<ReturnType<typeof drizzleFor>>

/**
 * The slugs of the coaches a free consultation can be booked with online, in one statement for
 * every coach: published, with some hours set. The same test as `bookableAvailability` (one coach,
 * through the Local API) made for a list: the consultation form names every coach at once.
 */
export async function bookableCoachSlugs(db: Db): Promise<string[]> {
  const { rows } = await db.execute<{ slug: string }>(sql`
    SELECT c.slug FROM availabilities a
    JOIN coaches c ON c.id = a.coach_id
    WHERE c._status = 'published' AND c.slug IS NOT NULL
      AND (EXISTS (SELECT 1 FROM availabilities_weekly w WHERE w._parent_id = a.id)
        OR EXISTS (SELECT 1 FROM availabilities_overrides o WHERE o._parent_id = a.id))
    ORDER BY c.slug`)
  return rows.map((row) => row.slug)
}
