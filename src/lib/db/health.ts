import { closeConnection, openConnection } from './connection'

/**
 * What this process knows of its database, shared through globalThis by the web server in front
 * (scripts/webServer.ts, which answers 503 while the database is away) and the app inside Next.js
 * (whose pool reports failed connections).
 */
type DatabaseHealth = { reachable: boolean; lastFailureAt: number }

const key = Symbol.for('edubridge.databaseHealth')
const shared = globalThis as typeof globalThis & { [key]?: DatabaseHealth }
const health = (): DatabaseHealth => (shared[key] ??= { reachable: true, lastFailureAt: 0 })

/** Called when a connection could not be had (server down, pool exhausted). */
export const noteDatabaseFailure = () => {
  health().lastFailureAt = Date.now()
}

/** False once the monitor found the database unreachable, until it answers again. */
export const databaseReachable = () => health().reachable

/** Whether a failure now is the database's: unreachable, or a connection could not be had in the last seconds. */
export const databaseUnavailable = (recentMs = 5000) =>
  !health().reachable || Date.now() - health().lastFailureAt < recentMs

/** One round trip on a connection of its own, within `timeoutMs`. */
export async function pingDatabase(connectionString: string, timeoutMs = 1000): Promise<boolean> {
  const client = await openConnection(connectionString, { timeoutMs })
  if (!client) return false
  try {
    await client.query('SELECT 1')
    return true
  } catch {
    return false
  } finally {
    closeConnection(client)
  }
}

/**
 * Checks the database every `intervalMs` (and at once when asked), keeping `reachable` current.
 * Two failed checks in a row make it unreachable, so one slow answer on a busy server is no outage
 * (meanwhile a request that finds no connection is answered 503 all the same); one success is back.
 */
export function monitorDatabase(
  connectionString: string,
  onChange: (reachable: boolean) => void,
  intervalMs = 1000,
) {
  let timer: NodeJS.Timeout | undefined
  let checking: Promise<void> | null = null
  let failures = 0
  const check = () =>
    (checking ??= pingDatabase(connectionString, 2000).then((answered) => {
      checking = null
      failures = answered ? 0 : failures + 1
      const reachable = failures < 2
      if (reachable !== health().reachable) onChange(reachable)
      health().reachable = reachable
    }))
  const loop = async () => {
    await check()
    timer = setTimeout(loop, intervalMs)
  }
  void loop()
  return { checkNow: check, stop: () => clearTimeout(timer) }
}
