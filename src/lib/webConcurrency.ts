import os from 'node:os'

type Env = Record<string, string | undefined>

/** More processes than this only adds memory on any machine this portal targets. */
const MAX_WEB_PROCESSES = 16

/**
 * How many web processes `npm start` runs on its one port: `WEB_CONCURRENCY` when it is a whole
 * number from 1 up, else one per core. Shared: the web server starts that many, and each sizes its
 * share of the database's connections by it (lib/db/pool.ts).
 */
export function webConcurrency(env: Env = process.env, cores = os.availableParallelism()): number {
  const asked = Number(env.WEB_CONCURRENCY)
  const count = Number.isInteger(asked) && asked >= 1 ? asked : cores
  return Math.min(Math.max(count, 1), MAX_WEB_PROCESSES)
}
