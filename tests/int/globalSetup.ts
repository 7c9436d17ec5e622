import net from 'node:net'

import { testDatabase } from '../../scripts/db'
import { migrateAndSeed } from '../../scripts/prepare'

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })

/** A fresh, migrated PostgreSQL database for this run (never the demo one), and a port for test mail. */
export default async function setup() {
  // A set-up that stalls fails the run within minutes, saying at which step, instead of using up CI's time.
  let step = 'starting PostgreSQL'
  const watchdog = setTimeout(() => {
    console.error(`[int set-up] stalled while ${step}`)
    process.exit(1)
  }, 240_000)
  const db = await testDatabase('edubridge_int')
  process.env.DATABASE_URL = db.url
  process.env.PAYLOAD_SECRET = 'integration-test-secret'
  process.env.SMTP_URL = `smtp://127.0.0.1:${await freePort()}`
  process.env.NEXT_TELEMETRY_DISABLED = '1'
  step = 'migrating the test database'
  await migrateAndSeed({ seedDemo: false })
  clearTimeout(watchdog)
  return async () => {
    await db.stop()
  }
}
