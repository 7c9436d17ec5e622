/**
 * `npm run worker`: the deployment's job runner as a process of its own (mails, scheduled
 * publishes, certification expiry), for when the web servers are started with JOB_RUNNER=worker.
 * Uses DATABASE_URL, else the embedded demo database that `npm start` runs.
 */
import { getPayload } from 'payload'

import { loadLocalEnv } from './env'

loadLocalEnv()
process.env.DATABASE_URL ||= `postgres://postgres:postgres@localhost:${process.env.EMBEDDED_PG_PORT ?? 54329}/edubridge`

const { default: config } = await import('../payload.config')
const { startJobRunner } = await import('../src/lib/jobs/runner')
const payload = await getPayload({ config })
const runner = startJobRunner(payload)
console.log('  ✓ Job runner started (it runs jobs whenever no other runner of this database does)')

const stop = async () => {
  await runner.stop()
  await payload.destroy()
  process.exit(0)
}
process.on('SIGTERM', () => void stop())
process.on('SIGINT', () => void stop())
