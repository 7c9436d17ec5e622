import type pg from 'pg'

import { closeConnection, openConnection } from '@/lib/db/connection'

import { cacheState } from '@/server/cache/cacheState'
import { clearPageCache } from '@/server/cache/pageCache'
import { broadCacheTags, cacheChannel } from '@/lib/cache/tags'

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
export function listenForExpiredTags(
  connectionString: string,
  logger: Logger,
  { retryMs = 1000, expireAllAtStart = false } = {},
) {
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
    let next: pg.Client | null = null
    const lost = () => {
      if (!next || stopped) return
      logger.warn({}, 'The cache invalidation listener lost its database connection')
      closeConnection(next)
      if (client === next) client = null
      next = null
      reconnectLater()
    }
    next = await openConnection(connectionString, { onError: lost })
    if (!next) return reconnectLater()
    next.on('notification', (message) => {
      if (message.channel !== cacheChannel || !message.payload) return
      try {
        applyExpiredTags(JSON.parse(message.payload) as string[])
      } catch {
        applyExpiredTags(broadCacheTags)
      }
    })
    try {
      await next.query(`LISTEN ${cacheChannel}`)
    } catch {
      return lost()
    }
    if (stopped) return closeConnection(next)
    client = next
    if (wasConnected) {
      logger.info('The cache invalidation listener is back: expiring every cached page')
      applyExpiredTags(broadCacheTags)
    } else if (expireAllAtStart) applyExpiredTags(broadCacheTags)
    wasConnected = true
  }

  void connect()
  return {
    stop: () => {
      stopped = true
      clearTimeout(retry)
      closeConnection(client)
    },
  }
}
