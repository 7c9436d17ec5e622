/**
 * The portal as the browser tests see it: a fresh migrated and seeded database, an SMTP
 * mailbox writing to .data/e2e-mail, and a production build in .next-e2e served on E2E_PORT.
 */
import fs from 'node:fs'

import { buildIfNeeded, serveProduction } from '../../scripts/build'
import { testDatabase } from '../../scripts/db'
import { startMailbox } from '../helpers/mailbox'
import { migrateInOwnProcess } from '../helpers/migrateProcess'

import {
  e2eAdmin,
  e2eAdminTotpSecret,
  e2eDatabaseName,
  e2eDistDir,
  e2eMailDir,
  e2eSecondFactorKey,
} from './env'

const distDir = e2eDistDir
const port = process.env.E2E_PORT ?? '3100'

fs.rmSync(e2eMailDir, { recursive: true, force: true })
const mailbox = await startMailbox({ dir: e2eMailDir })
const db = await testDatabase(e2eDatabaseName)
Object.assign(process.env, {
  DATABASE_URL: db.url,
  PAYLOAD_SECRET: 'e2e-test-secret',
  SECOND_FACTOR_KEY: e2eSecondFactorKey,
  ADMIN_TOTP_SECRET: e2eAdminTotpSecret,
  SMTP_URL: mailbox.url,
  ADMIN_EMAIL: e2eAdmin.email,
  ADMIN_PASSWORD: e2eAdmin.password,
  NEXT_TELEMETRY_DISABLED: '1',
  // Tests that count per-address limits send their own X-Forwarded-For, so they do not share counters.
  TRUST_PROXY: '1',
  // Two web processes even on a one-core machine: every spec runs against the cluster.
  WEB_CONCURRENCY: process.env.WEB_CONCURRENCY || '2',
})
const env = { ...process.env, NODE_ENV: 'production', NEXT_DIST_DIR: distDir } as NodeJS.ProcessEnv
// Side by side: the build needs no database, and the seed mostly waits on PostgreSQL. The seed in
// a process of its own, which names the step it waits on if it ever stalls, and is tried again.
await Promise.all([migrateInOwnProcess('e2e server', ['--demo']), buildIfNeeded(env, distDir)])

const server = serveProduction({ ...env, PORT: port })
const stop = async () => {
  server.kill('SIGTERM')
  await mailbox.stop()
  await db.stop()
  process.exit(0)
}
process.on('SIGTERM', () => void stop())
process.on('SIGINT', () => void stop())
server.on('exit', () => void stop())
