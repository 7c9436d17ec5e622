import pg from 'pg'

import { cacheState } from './cacheState'
import { clearPageCache } from './pageCache'
import { broadCacheTags, cacheChannel } from './revalidate'

type Logger = { info: (message: string) => void; warn: (details: object, message: string) => void }

/** Expires tags in this process: the render-start guard's record, Next's cache and the page cache. */
export function applyExpiredTags(tags: string[], now = Date.now()) {
  const state = cacheState()
  for (const tag of tags) state.tagExpiries.set(tag, now)
  state.expireNextTags?.(tags)
  clearPageCache()
}

/**
 * Listens for the tags that committed changes expire (from any process: requests, jobs, a worker)
 * and applies them here. A lost connection is re-opened every second; since notifications sent
 * meanwhile are lost, everything cached is expired once it is back.
 */
export function listenForExpiredTags(connectionString: string, logger: Logger, retryMs = 1000) {
  let client: pg.Client | null = null
  let stopped = false
  let wasConnected = false
  let retry: NodeJS.Timeout | undefined

  const reconnectLater = () => {
    if (stopped || retry) return
    retry = setTimeout(() => {
      retry = undefined
      void connect()
    }, retryMs)
  }

  const connect = async () => {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 3000, keepAlive: true })
    next.on('error', (error) => {
      logger.warn({ err: error }, 'The cache invalidation listener lost its database connection')
      void next.end().catch(() => {})
      if (client === next) client = null
      reconnectLater()
    })
    next.on('notification', (message) => {
      if (message.channel !== cacheChannel || !message.payload) return
      try {
        applyExpiredTags(JSON.parse(message.payload) as string[])
      } catch {
        applyExpiredTags(broadCacheTags)
      }
    })
    try {
      await next.connect()
      await next.query(`LISTEN ${cacheChannel}`)
    } catch {
      // (A client whose connect() failed must not be ended: pg's end() would never resolve.)
      return reconnectLater()
    }
    if (stopped) return void next.end()
    client = next
    if (wasConnected) {
      logger.info('The cache invalidation listener is back: expiring every cached page')
      applyExpiredTags(broadCacheTags)
    }
    wasConnected = true
  }

  void connect()
  return {
    stop: async () => {
      stopped = true
      clearTimeout(retry)
      await client?.end().catch(() => {})
    },
  }
}
