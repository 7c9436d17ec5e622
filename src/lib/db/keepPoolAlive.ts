import type { Payload } from 'payload'

/**
 * An idle pooled connection that the server drops (restart, Ctrl-C, failover) emits 'error' on the
 * pool; unhandled, that would crash the web server. Log it: the pool reconnects on next use.
 */
export const keepPoolAlive = (payload: Payload) => {
  const pool = (payload.db as { pool?: { on: (event: 'error', listener: (error: Error) => void) => void } }).pool
  pool?.on('error', (error) => payload.logger.warn({ err: error }, 'PostgreSQL dropped an idle connection'))
}
