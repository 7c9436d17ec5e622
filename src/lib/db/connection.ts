import pg from 'pg'

/**
 * A connection of its own, outside the app's pool (for LISTEN, a session lock or a health check),
 * or null when the database cannot be reached within `timeoutMs`. Errors after connecting (the
 * server went away) go to `onError`; without it they are ignored rather than crash the process.
 */
export async function openConnection(
  connectionString: string,
  { timeoutMs = 3000, onError = () => {} }: { timeoutMs?: number; onError?: () => void } = {},
) {
  const client = new pg.Client({
    connectionString,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
    keepAlive: true,
  })
  client.on('error', onError)
  client.on('end', onError)
  try {
    await client.connect()
  } catch {
    // (A client whose connect() failed must not be ended: pg's end() would never resolve.)
    return null
  }
  return client
}

/** Ends a connection, whatever state it is in. */
export const closeConnection = (client: pg.Client | null | undefined) =>
  void client?.end().catch(() => {})
