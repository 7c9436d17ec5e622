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
  const db = await testDatabase('edubridge_int')
  process.env.DATABASE_URL = db.url
  process.env.PAYLOAD_SECRET = 'integration-test-secret'
  process.env.SMTP_URL = `smtp://127.0.0.1:${await freePort()}`
  process.env.NEXT_TELEMETRY_DISABLED = '1'
  await migrateAndSeed({ seedDemo: false })
  return async () => {
    await db.stop()
  }
}
