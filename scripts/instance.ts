/**
 * `npm run serve`: one web instance of a deployment (several may run behind a load balancer, see
 * docs/DEPLOY.md). Unlike `npm start` it starts no database, applies no migrations, seeds nothing
 * and builds nothing: a release runs `npm run build` and `npm run migrate` once, then starts its
 * instances. It refuses to start without what instances must share (DATABASE_URL, PAYLOAD_SECRET,
 * SECOND_FACTOR_KEY),
 * without a build, or on a database that lacks a migration this code expects.
 */
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { retentionPeriods } from '../src/lib/retention/periods'
import { secondFactorKey } from '../src/lib/secondFactor/secretBox'
import { resolvePublicOrigin } from '../src/lib/seo/metadata'
import { serveProduction } from './build'
import { loadLocalEnv, root } from './env'

loadLocalEnv({ localSecret: false })
const port = process.env.PORT ?? '3000'
const distDir = process.env.NEXT_DIST_DIR || '.next'

const refuse = (reason: string) => {
  console.error(`\n  Not starting: ${reason}\n`)
  process.exit(1)
}

if (!process.env.DATABASE_URL) refuse('DATABASE_URL is not set (the shared PostgreSQL database).')
if (!process.env.PAYLOAD_SECRET)
  refuse('PAYLOAD_SECRET is not set: every instance needs the same one, or sessions break.')
try {
  secondFactorKey()
} catch (error) {
  refuse(`${(error as Error).message} Every instance needs the same one, or staff cannot sign in.`)
}
const origin = resolvePublicOrigin({ PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN, PORT: port })
if (origin.problem) refuse(`${origin.problem}.`)
try {
  retentionPeriods()
} catch (error) {
  refuse(`${(error as Error).message}.`)
}

const { migrations } = await import('../migrations')
const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
try {
  await client.connect()
  const { rows } = await client.query<{ name: string }>('SELECT name FROM payload_migrations')
  const applied = new Set(rows.map((row) => row.name))
  const missing = migrations.map((m) => m.name).filter((name) => !applied.has(name))
  if (missing.length)
    refuse(
      `the database lacks ${missing.length} migration(s) (${missing.join(', ')}): run \`npm run migrate\`.`,
    )
} catch (error) {
  refuse(`the database could not be checked (${(error as Error).message}).`)
} finally {
  await client.end().catch(() => {})
}

if (!fs.existsSync(path.join(root, distDir, 'BUILD_ID')))
  refuse(`there is no production build in ${distDir}: run \`npm run build\` first.`)

const server = serveProduction({ ...process.env, PORT: port })
const stop = () => server.kill('SIGTERM')
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
server.on('exit', (code) => process.exit(code ?? 0))
