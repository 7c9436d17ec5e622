/**
 * `npm run restore -- ARCHIVE [--force] [--database-only] [--files-root DIR]`: restores an archive
 * of `npm run backup` into an empty database (DATABASE_URL, created when missing; else the embedded
 * one `npm start` runs) and the upload folders (the bucket when S3_BUCKET is set). Stop the portal
 * first.
 */
import { parseArgs } from 'node:util'

import { getPayload, type Migration } from 'payload'

import { runBackupCommand, uploadStore } from './lib/backup/command'
import { restoreBackup } from './lib/backup/restoreBackup'
import { pingDatabase } from '../src/lib/db/health'
import { demoDatabase, embeddedDemoUrl } from './db'
import { loadLocalEnv } from './env'

loadLocalEnv()
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    force: { type: 'boolean', default: false },
    'database-only': { type: 'boolean', default: false },
    'files-root': { type: 'string' },
  },
})
if (positionals.length !== 1) {
  console.error(
    '  usage: npm run restore -- ARCHIVE [--force] [--database-only] [--files-root DIR]',
  )
  process.exit(1)
}

const embeddedUrl = embeddedDemoUrl()
const db =
  !process.env.DATABASE_URL && (await pingDatabase(embeddedUrl, 2000))
    ? { url: embeddedUrl, stop: async () => {} }
    : await demoDatabase()
// Read by the Payload config as it is imported: the migrations run on this database.
process.env.DATABASE_URL = db.url
const { default: config } = await import('../payload.config')
const { migrations } = await import('../migrations')

const migrate = async (names: string[]) => {
  const payload = await getPayload({ config })
  try {
    // The generated files type their argument precisely; Payload's list type takes `unknown`.
    const chosen = migrations.filter((m) => names.includes(m.name)) as unknown as Migration[]
    await payload.db.migrate({ migrations: chosen })
  } finally {
    await payload.destroy()
  }
}

await runBackupCommand(db, async () => {
  const files = values['database-only'] ? null : uploadStore(await config, values['files-root'])
  const what = files ? ` and ${files.description}` : ''
  console.log(`  Restoring ${positionals[0]} into ${new URL(db.url).pathname.slice(1)}${what}…`)
  const result = await restoreBackup({
    archive: positionals[0],
    databaseUrl: db.url,
    files,
    force: values.force,
    committedMigrations: migrations.map((m) => m.name),
    migrate,
  })
  console.log(
    `  ✓ Restored the backup of ${result.createdAt} (${result.method === 'copy' ? 'snapshot' : 'pg_dump'}): ${result.tables} tables, ${result.rows} rows, ${result.sequences} sequences; ${result.files} files; ${result.seconds.toFixed(1)} s`,
  )
  if (result.skippedFiles.length)
    console.log(
      `  ! ${result.skippedFiles.length} files of folders no collection uploads to were left out, e.g. ${result.skippedFiles[0]}`,
    )
  if (result.laterMigrations.length)
    console.log(
      `  ${result.laterMigrations.length} migration(s) newer than the backup, applied by \`npm run migrate\` or the next \`npm start\`: ${result.laterMigrations.join(', ')}`,
    )
})
