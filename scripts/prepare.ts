import fs from 'node:fs'
import path from 'node:path'

import { getPayload, type Migration } from 'payload'

import { dataDir } from './env'

/**
 * Applies committed migrations on the database in DATABASE_URL, then seeds missing demo content
 * (`npm start`), or only what a production database needs (`essentials`, `npm run migrate`).
 */
export async function migrateAndSeed({
  seedDemo = true,
  essentials = false,
  quiet = false,
  onStep = (_step: string) => {},
} = {}) {
  onStep('loading the Payload config')
  const { default: config } = await import('../payload.config')
  const { migrations } = await import('../migrations')
  onStep('starting Payload')
  const payload = await getPayload({ config })
  try {
    // Passed in: the list committed in migrations/index.ts, not Payload's own scan of the folder.
    // The generated files type their argument precisely; Payload's list type takes `unknown`.
    onStep('applying migrations')
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
    if (essentials && !seedDemo) {
      onStep('seeding site settings and the first admin')
      const { seedEssentials } = await import('../src/seed')
      await seedEssentials(payload)
    }
    if (!seedDemo) return null
    onStep('seeding demo content')
    const { seed } = await import('../src/seed')
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
