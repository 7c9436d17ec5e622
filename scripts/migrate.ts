/**
 * Applies the committed migrations to DATABASE_URL in a process of its own: the integration set-up
 * runs it this way rather than inside Vitest's module loader, and a deployment runs it once per
 * release as `npm run migrate` (`--essentials`: also site settings and the first admin, no demo
 * content), before starting its web instances with `npm run serve`; `--demo` also seeds the demo
 * content (the browser tests' server, tests/e2e/server.ts).
 * If a step hangs, it says which one and what the database is doing, then exits with code 75.
 */
import pg from 'pg'

import { loadLocalEnv } from './env'
import { migrateAndSeed } from './prepare'

const stalledExitCode = 75

loadLocalEnv({ localSecret: false })
for (const name of ['DATABASE_URL', 'PAYLOAD_SECRET'])
  if (!process.env[name]) {
    console.error(`[migrate] ${name} is not set`)
    process.exit(1)
  }

const seedDemo = process.argv.includes('--demo')
let step = 'starting'
// The demo seed takes about a minute on an idle machine, longer beside a production build.
const stallAfterMs = Number(process.env.MIGRATE_STALL_MS ?? (seedDemo ? 300_000 : 120_000))
const watchdog = setTimeout(async () => {
  console.error(
    `[migrate] stalled for ${stallAfterMs / 1000} s while ${step}; open resources:`,
    process.getActiveResourcesInfo(),
  )
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  try {
    await client.connect()
    const { rows } = await client.query(
      `SELECT pid, state, wait_event_type, wait_event, left(query, 120) AS query
         FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    )
    console.error('[migrate] database sessions:', rows)
  } catch (error) {
    console.error('[migrate] could not ask the database:', error)
  }
  process.exit(stalledExitCode)
}, stallAfterMs)

await migrateAndSeed({
  seedDemo,
  essentials: process.argv.includes('--essentials'),
  quiet: true,
  onStep: (s) => (step = s),
})
clearTimeout(watchdog)
process.exit(0)
