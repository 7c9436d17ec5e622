/**
 * `npm start` / `npm run dev`: database (embedded unless DATABASE_URL), migrations, demo seed,
 * a production build when needed, then the web server. Ctrl-C stops the server and the database.
 */
import { spawn } from 'node:child_process'

import { retentionPeriods } from '../src/lib/retention/periods'
import { resolvePublicOrigin } from '../src/lib/seo/metadata'
import { buildIfNeeded, nextBin, serveProduction } from './build'
import { demoDatabase } from './db'
import { loadLocalEnv } from './env'
import { migrateAndSeed } from './prepare'

const mode = process.argv[2] === 'dev' ? 'dev' : 'start'
const started = Date.now()
loadLocalEnv()
const port = process.env.PORT ?? '3000'
// A mistyped PUBLIC_ORIGIN would put wrong links in every mail and page: refuse it before starting anything.
const origin = resolvePublicOrigin({ PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN, PORT: port })
if (origin.problem) {
  console.error(
    `\n  ${origin.problem}. Correct or unset it (without it: http://localhost:${port}).\n`,
  )
  process.exit(1)
}
// So would a mistyped retention period keep or remove personal data for the wrong time.
try {
  retentionPeriods()
} catch (error) {
  console.error(`\n  ${(error as Error).message}.\n`)
  process.exit(1)
}

const db = await demoDatabase()
process.env.DATABASE_URL = db.url
const report = await migrateAndSeed()

// PORT goes to the server too: without PUBLIC_ORIGIN, absolute links use http://localhost:$PORT.
const env = {
  ...process.env,
  PORT: port,
  NODE_ENV: mode === 'dev' ? 'development' : 'production',
} as NodeJS.ProcessEnv
if (mode === 'start') await buildIfNeeded(env)

// `-H localhost`, not 127.0.0.1: the latter breaks the `/` rewrite in Next 16 (see STACK-NOTES).
const server =
  mode === 'dev'
    ? spawn(nextBin, ['dev', '-p', port, '-H', 'localhost'], {
        stdio: ['ignore', 'inherit', 'inherit'],
        env,
      })
    : serveProduction(env)

const url = `http://localhost:${port}`
const publicNote = origin.origin === url ? '' : ` (public origin ${origin.origin})`
console.log(
  `\n  EduBridge portal is starting at ${url}${publicNote}  (${((Date.now() - started) / 1000).toFixed(1)} s to prepare)`,
)
console.log(`  Admin: ${url}/admin  — sign in as ${report?.admin.email}`)
if (report?.admin.password) {
  console.log(
    `  Generated admin password (shown once, also in .data/admin-credentials.txt): ${report.admin.password}`,
  )
} else if (!process.env.ADMIN_PASSWORD) {
  console.log(
    '  Admin password: the one set at first start (see .data/admin-credentials.txt or ADMIN_PASSWORD)',
  )
}
console.log('  Press Ctrl-C to stop.\n')

let stopping = false
const stop = async (code: number) => {
  if (stopping) return
  stopping = true
  server.kill('SIGTERM')
  await new Promise((resolve) =>
    server.exitCode === null ? server.once('exit', resolve) : resolve(null),
  )
  await db.stop()
  process.exit(code)
}
process.on('SIGINT', () => void stop(0))
process.on('SIGTERM', () => void stop(0))
server.on('exit', (code) => void stop(code ?? 0))
