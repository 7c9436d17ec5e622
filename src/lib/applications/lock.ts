import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { drizzleFor } from '@/lib/db/transaction'
import type { Application } from '@/payload-types'

/**
 * The application as it is now, its row locked until the change being made commits: twenty
 * status changes at once are made one after another, each from the status the last one left.
 */
export async function lockedApplication(req: PayloadRequest, id: number): Promise<Application> {
  const db = await drizzleFor(req)
  await db.execute(sql`SELECT id FROM applications WHERE id = ${id} FOR UPDATE`)
  return req.payload.findByID({ collection: 'applications', id, depth: 0, req })
}
