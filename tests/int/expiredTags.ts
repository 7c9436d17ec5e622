import pg from 'pg'

import { cacheChannel } from '@/lib/cache/tags'

/** Collects the cache tags that committed changes expire, as every server process receives them. */
export async function watchExpiredTags() {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  await client.query(`LISTEN ${cacheChannel}`)
  const received: string[] = []
  client.on('notification', (message) =>
    received.push(...(JSON.parse(message.payload ?? '[]') as string[])),
  )
  return {
    received,
    clear: () => void received.splice(0),
    /** Resolves once `tag` has been received, or fails after `timeoutMs`. */
    waitFor: async (tag: string, timeoutMs = 5000) => {
      for (const deadline = Date.now() + timeoutMs; !received.includes(tag);) {
        if (Date.now() > deadline)
          throw new Error(
            `tag ${tag} not expired within ${timeoutMs} ms (got ${received.join(', ') || 'none'})`,
          )
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    },
    stop: () => client.end(),
  }
}
export type ExpiredTags = Awaited<ReturnType<typeof watchExpiredTags>>
