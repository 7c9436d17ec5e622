import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * State shared, through globalThis, by the parts of one server process that each load their own
 * copy of this code: the web server in front (scripts/serve.ts), the app inside Next.js, and
 * Next's cache handler (nextCacheHandler.mjs, loaded by Next at run time, which reads the same
 * symbol and shape).
 */
export type CacheState = {
  /** When the request being served began (set by the web server around each request). */
  requestClock: AsyncLocalStorage<{ startedAt: number }>
  /** When each cache tag was last expired in this process (ms since the epoch). */
  tagExpiries: Map<string, number>
  /** Expires tags in Next's own tag manifest (installed by the cache handler once Next loads it). */
  expireNextTags?: (tags: string[]) => void
}

const key = Symbol.for('edubridge.cacheState')
const shared = globalThis as typeof globalThis & { [key]?: CacheState }

export const cacheState = (): CacheState =>
  (shared[key] ??= { requestClock: new AsyncLocalStorage(), tagExpiries: new Map() })
