import type { PostgresAdapter } from '@payloadcms/db-postgres'

import { getPayloadClient } from '@/data/payload'

/** One statement through the app's own pool, so an exhausted pool counts as unhealthy too. */
export async function databaseHealthy(): Promise<boolean> {
  try {
    const payload = await getPayloadClient()
    await (payload.db as unknown as PostgresAdapter).pool.query('SELECT 1')
    return true
  } catch {
    return false
  }
}
