import os from 'node:os'

type Env = Record<string, string | undefined>

/** More processes than this only adds memory on any machine this portal targets. */
const MAX_WEB_PROCESSES = 16

/**
 * How many web processes `npm start` runs on its one port: `WEB_CONCURRENCY` when it is a whole
 * number from 1 up, else one per core.
 */
export function webConcurrency(env: Env = process.env, cores = os.availableParallelism()): number {
  const asked = Number(env.WEB_CONCURRENCY)
  const count = Number.isInteger(asked) && asked >= 1 ? asked : cores
  return Math.min(Math.max(count, 1), MAX_WEB_PROCESSES)
}

/**
 * Each web process's V8 heap limit in MB (`WEB_HEAP_MB`, default 384): a process holds about 300 MB
 * of heap once everything is loaded, and with this limit it stays near 650 MB resident under load
 * (heap, code, buffers and its in-memory caches), so N processes fit a machine predictably.
 * Without it, V8 lets a busy process grow to a quarter of the RAM.
 */
export function webHeapMegabytes(env: Env = process.env): number {
  const asked = Number(env.WEB_HEAP_MB)
  return Number.isInteger(asked) && asked >= 128 ? asked : 384
}

/** Node's flag setting that limit, for the command line of each web process. */
export const heapLimitFlag = (env: Env = process.env) =>
  `--max-old-space-size=${webHeapMegabytes(env)}`

/**
 * Whether this web process starts the job runner: only the first of the processes on a port
 * (`WEB_PROCESS` 0 or unset), and none when a separate worker runs jobs (`JOB_RUNNER=worker`).
 * The runner's advisory lock still keeps one running across every server of the database.
 */
export const runsJobs = (env: Env = process.env) =>
  env.JOB_RUNNER !== 'worker' && (env.WEB_PROCESS ?? '0') === '0'
