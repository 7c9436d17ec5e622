import { listenForExpiredTags } from '@/lib/cache/expiredTagsListener'
import { getPayloadClient } from '@/lib/payload'

import { startJobRunner } from './runner'

/** Starts what a web server process does besides answering requests; waits for the database if it is not up yet. */
export function startServerBackground() {
  const start = async () => {
    const payload = await getPayloadClient()
    listenForExpiredTags(process.env.DATABASE_URL ?? '', payload.logger)
    if (process.env.JOB_RUNNER !== 'worker') startJobRunner(payload)
  }
  const attempt = () =>
    start().catch((error: unknown) => {
      console.error(
        'Background work could not start yet (database unreachable?); trying again in 2 s',
        error,
      )
      setTimeout(attempt, 2000)
    })
  void attempt()
}
