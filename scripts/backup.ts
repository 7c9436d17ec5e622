/**
 * `npm run backup [-- DIR] [--method auto|copy|pg_dump] [--database-only] [--files-root DIR]`:
 * one dated archive of the database and the uploaded files (the upload folders, or the bucket when
 * S3_BUCKET is set), in DIR, else BACKUP_DIR, else backups/. Uses DATABASE_URL, else the embedded
 * database `npm start` runs (started for the backup when the portal is not running).
 */
import path from 'node:path'
import { parseArgs } from 'node:util'

import { runBackupCommand, uploadStore } from './lib/backup/command'
import { createBackup, type BackupMethod } from './lib/backup/createBackup'
import type { FileStore } from './lib/backup/fileStore'
import { pingDatabase } from '../src/lib/db/health'
import { demoDatabase, embeddedDemoUrl } from './db'
import { loadLocalEnv } from './env'

loadLocalEnv()
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    method: { type: 'string', default: 'auto' },
    'database-only': { type: 'boolean', default: false },
    'files-root': { type: 'string' },
  },
})
const method = values.method as BackupMethod
if (!['auto', 'copy', 'pg_dump'].includes(method)) {
  console.error(`  --method is auto, copy or pg_dump (not ${method})`)
  process.exit(1)
}
const out = path.resolve(positionals[0] ?? process.env.BACKUP_DIR ?? 'backups')

// A mistyped DATABASE_URL must fail, not back up a database made empty for the occasion.
const embeddedUrl = embeddedDemoUrl()
const db = process.env.DATABASE_URL
  ? { url: process.env.DATABASE_URL, stop: async () => {} }
  : (await pingDatabase(embeddedUrl, 2000))
    ? { url: embeddedUrl, stop: async () => {} }
    : await demoDatabase()
process.env.DATABASE_URL = db.url

let files: FileStore | null = null
if (!values['database-only']) {
  const { default: config } = await import('../payload.config')
  files = uploadStore(await config, values['files-root'])
}

await runBackupCommand(db, async () => {
  const what = files ? ` and ${files.description}` : ''
  console.log(`  Backing up ${new URL(db.url).pathname.slice(1)}${what}…`)
  const result = await createBackup({ databaseUrl: db.url, files, out, method })
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
  console.log(
    `  ✓ ${result.archive}\n    ${mb(result.bytes)}; ${result.method === 'copy' ? 'snapshot (COPY)' : 'pg_dump'}: ${result.tables} tables, ${result.rows} rows; ${result.files} files (${mb(result.fileBytes)}); ${result.seconds.toFixed(1)} s`,
  )
})
