import fs from 'node:fs'
import path from 'node:path'

import { getPayload } from 'payload'

import { dataDir } from './env'

/** Applies committed migrations and seeds missing demo content on the database in DATABASE_URL. */
export async function migrateAndSeed({ seedDemo = true, quiet = false } = {}) {
  const { default: config } = await import('../src/payload.config')
  const { seed } = await import('../src/seed')
  const payload = await getPayload({ config })
  try {
    await payload.db.migrate()
    if (!seedDemo) return null
    const report = await seed(payload)
    if (!quiet && report.admin.password) {
      // Shown once; also kept (owner-readable only) in .data/ in case the terminal scrolled away.
      const file = path.join(dataDir, 'admin-credentials.txt')
      fs.mkdirSync(dataDir, { recursive: true })
      fs.writeFileSync(file, `${report.admin.email}\n${report.admin.password}\n`, { mode: 0o600 })
    }
    return report
  } finally {
    await payload.destroy()
  }
}
