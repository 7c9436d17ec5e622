type Env = Record<string, string | undefined>

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
