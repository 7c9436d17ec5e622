import type { Payload } from 'payload'

import { leaderLock } from './leaderLock'
import { releaseStaleJobs } from './staleJobs'

export type JobRunnerOptions = {
  /** How often the queue is polled. */
  intervalMs?: number
  /** How often scheduled tasks (e.g. the hourly certification expiry) are queued when due. */
  scheduleEveryMs?: number
  /** After how long a job left "processing" while this runner leads is picked up again. */
  staleAfterSeconds?: number
  /** Jobs run at once in one batch. */
  batchSize?: number
}

/** Any number agreed by every runner of this database (an advisory lock key). */
const runnerLockKey = 7_260_113

/**
 * The one job runner of a deployment: polls the queue every second and runs what is due, in every
 * queue, one batch after another (never two runs at once in this process). Several processes may
 * start it (web instances, `npm run worker`): an advisory lock lets exactly one of them run jobs,
 * and another takes over within a second when that one stops. Submissions only queue jobs.
 */
export function startJobRunner(payload: Payload, options: JobRunnerOptions = {}) {
  const { intervalMs = 1000, scheduleEveryMs = 10_000, batchSize = 20 } = options
  const staleAfterSeconds =
    options.staleAfterSeconds ?? Number(process.env.JOB_STALE_AFTER_SECONDS ?? 300)
  const lock = leaderLock(process.env.DATABASE_URL ?? '', runnerLockKey)
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let lastScheduled = 0
  let lastError = ''

  const tick = async () => {
    const leading = lock.held
    if (!(await lock.acquire())) return
    // A runner taking over (at start, or after losing the database) runs again every job a stopped
    // run left "processing" at once; while leading, only those older than the timeout.
    const released = await releaseStaleJobs(payload, leading ? staleAfterSeconds : 0)
    if (released)
      payload.logger.warn(
        `Job runner: ${released} job(s) left processing by a stopped runner queued again`,
      )
    if (Date.now() - lastScheduled >= scheduleEveryMs) {
      await payload.jobs.handleSchedules({ allQueues: true })
      lastScheduled = Date.now()
    }
    // Batches until the queue has nothing due (a burst of submissions drains within one tick).
    for (let batch = 0; batch < 50 && !stopped; batch++) {
      const result = await payload.jobs.run({
        allQueues: true,
        limit: batchSize,
        silent: { info: true },
      })
      if (Object.keys(result.jobStatus ?? {}).length < batchSize) break
    }
  }

  const loop = async () => {
    try {
      await tick()
      lastError = ''
    } catch (error) {
      // Said once per kind of failure (the database being down would otherwise log every second).
      const message = error instanceof Error ? error.message : String(error)
      if (message !== lastError)
        payload.logger.error({ err: error }, 'Job runner: a run failed; retrying every second')
      lastError = message
      await lock.release()
    }
    if (!stopped) timer = setTimeout(() => (running = loop()), intervalMs)
  }
  let running = loop()

  return {
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      await running
      await lock.release()
    },
  }
}
