import type pg from 'pg'

import { closeConnection, openConnection } from '@/lib/db/connection'

/**
 * Leadership among processes through a PostgreSQL session advisory lock on a connection of its
 * own: at most one holder at a time, and the lock goes with the connection when its holder dies,
 * so another process takes over at its next try.
 */
export function leaderLock(connectionString: string, key: number) {
  let holder: pg.Client | null = null

  const drop = (client: pg.Client) => {
    if (holder === client) holder = null
    closeConnection(client)
  }

  return {
    /** Whether this process holds the lock now. */
    get held() {
      return holder !== null
    },
    /** True while this process holds the lock (taking it when free). */
    async acquire(): Promise<boolean> {
      if (holder) return true
      let client: pg.Client | null = null
      client = await openConnection(connectionString, { onError: () => client && drop(client) })
      if (!client) return false
      try {
        const { rows } = await client.query<{ held: boolean }>(
          'SELECT pg_try_advisory_lock($1) AS held',
          [key],
        )
        if (rows[0]?.held) {
          holder = client
          return true
        }
      } catch {
        // The database went away between connecting and asking: try again next time.
      }
      drop(client)
      return false
    },
    async release() {
      const client = holder
      holder = null
      closeConnection(client)
    },
  }
}
