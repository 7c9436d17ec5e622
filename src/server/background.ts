import { listenForExpiredTags } from '@/server/cache/expiredTagsListener'
import { getPayloadClient } from '@/data/payload'
import { runsJobs } from '@/server/webProcesses'

import { startJobRunner } from '@/lib/jobs/runner'

/** Starts what a web server process does besides answering requests; waits for the database if it is not up yet. */
export function startServerBackground() {
  const start = async () => {
    const payload = await getPayloadClient()
    // A process started again after a crash may hold pages from before changes it never heard of.
    listenForExpiredTags(process.env.DATABASE_URL ?? '', payload.logger, {
      expireAllAtStart: process.env.WEB_PROCESS_RESTARTED === '1',
    })
    if (runsJobs()) startJobRunner(payload)
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
