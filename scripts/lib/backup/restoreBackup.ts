import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'

import pg from 'pg'

import { readArchiveManifest, unpackArchive, withWorkFolder } from './archive'
import { appObjects, foreignKeyViolations, portableSettings, quoted } from './catalog'
import { BackupError } from './errors'
import type { FileStore } from './fileStore'
import { type Manifest, parseManifest } from './manifest'
import { migrationsToApply } from './migrations'
import { currentKey } from './movedFolders'
import { findTool, type PgTool, runTool, toolConnection } from './pgTools'
import { countRows, loadTables } from './snapshot'

export type RestoreOptions = {
  archive: string
  /** An empty database (see `force`). */
  databaseUrl: string
  /** Where the files go; null restores the database alone. */
  files: FileStore | null
  /** Drop everything in the database's schemas first instead of refusing a non-empty database. */
  force?: boolean
  /** The committed migrations' names, in order (migrations/index.ts). */
  committedMigrations: readonly string[]
  /** Applies the named committed migrations, in that order, to `databaseUrl`. */
  migrate: (names: string[]) => Promise<void>
  env?: NodeJS.ProcessEnv
}

export type RestoreResult = {
  method: Manifest['database']['method']
  createdAt: string
  tables: number
  rows: number
  sequences: number
  files: number
  /** Files of upload folders the store does not have. */
  skippedFiles: string[]
  /** Committed migrations newer than the backup: the next `npm start` applies them. */
  laterMigrations: string[]
  seconds: number
}

const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1))

/** Refuses a database holding anything unless forced; forced, drops its schemas and makes `public` anew. */
async function makeEmpty(client: pg.Client, databaseUrl: string, force: boolean) {
  const { relations, others, schemas } = await appObjects(client)
  if (!relations.length && !others) return
  const examples = relations.slice(0, 5).join(', ') + (relations.length > 5 ? ', …' : '')
  if (!force)
    throw new BackupError(
      `The database "${databaseName(databaseUrl)}" is not empty (${relations.length} tables and other relations${relations.length ? `: ${examples}` : ''}; ${others} types and functions). A backup is restored into an empty database only: create one, or add --force to drop everything in its schemas (${schemas.join(', ')}) first.`,
    )
  for (const schema of schemas) await client.query(`DROP SCHEMA ${quoted(schema)} CASCADE`)
  await client.query('CREATE SCHEMA IF NOT EXISTS public')
}

/**
 * The rows load with session_replication_role = replica (no trigger fires and foreign keys wait
 * until every table is in): asked before anything is migrated, so a refusal leaves the database
 * as it was.
 */
async function checkMayLoad(client: pg.Client) {
  await client.query('BEGIN')
  try {
    await client.query('SET LOCAL session_replication_role = replica')
  } catch (error) {
    if ((error as { code?: string }).code !== '42501') throw error
    throw new BackupError(
      'Loading the rows needs session_replication_role (so that triggers and foreign keys wait until every table is in): restore as a superuser, or have one run `GRANT SET ON PARAMETER session_replication_role TO <this user>` (PostgreSQL 15 and newer).',
    )
  } finally {
    await client.query('ROLLBACK')
  }
}

async function loadSnapshot(client: pg.Client, dir: string, manifest: Manifest) {
  await client.query('BEGIN')
  try {
    await client.query('SET LOCAL session_replication_role = replica')
    await client.query(portableSettings)
    await loadTables(client, dir, manifest)
    const violations = await foreignKeyViolations(client)
    if (violations.length)
      throw new BackupError(
        `The backup’s rows break ${violations.length} foreign key(s): ${violations.join('; ')}`,
      )
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  }
}

/** The pg_restore that reads the archive's dump (as new as the pg_dump that wrote it, or newer). */
async function restoreToolFor(manifest: Manifest, env: NodeJS.ProcessEnv) {
  const { dumpMajor = 0 } = manifest.database
  const tool = await findTool('pg_restore', env)
  if (!tool || tool.major < dumpMajor)
    throw new BackupError(
      `The backup is a pg_dump ${dumpMajor} dump: restoring it needs pg_restore ${dumpMajor} or newer (on PATH, or in PG_RESTORE)${tool ? `; found ${tool.major} at ${tool.command}` : ''}.`,
    )
  return tool
}

async function restoreDump(databaseUrl: string, dir: string, manifest: Manifest, tool: PgTool) {
  const { dumpFile } = manifest.database
  if (!dumpFile) throw new BackupError('The manifest names no dump file')
  const { dbname, env } = toolConnection(databaseUrl)
  await runTool(
    tool.command,
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${dbname}`,
      path.join(dir, dumpFile),
    ],
    env,
  )
}

async function* archivedFiles(root: string, prefix = ''): AsyncGenerator<string> {
  const entries = await fsp.readdir(path.join(root, prefix), { withFileTypes: true })
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name
    if (entry.isDirectory()) yield* archivedFiles(root, key)
    else if (entry.isFile()) yield key
  }
}

/**
 * Restores an archive of createBackup into an empty database and the file store. The snapshot:
 * the backup's own migrations are applied (never a newer schema than its rows were copied from),
 * the rows loaded in one transaction, the sequences set, the foreign keys checked. A dump:
 * pg_restore. Either way the restored row counts must be the manifest's.
 */
export async function restoreBackup({
  archive,
  databaseUrl,
  files,
  force = false,
  committedMigrations,
  migrate,
  env = process.env,
}: RestoreOptions): Promise<RestoreResult> {
  const started = Date.now()
  return withWorkFolder(undefined, async (dir) => {
    const manifest = parseManifest(await readArchiveManifest(path.resolve(archive), dir))
    const { database } = manifest
    const plan = migrationsToApply(
      database.migrations.map((m) => m.name),
      committedMigrations,
    )

    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      // What could refuse the restore is asked before anything in the database is touched.
      const restoreTool = database.method === 'pg_dump' ? await restoreToolFor(manifest, env) : null
      if (database.method === 'copy') await checkMayLoad(client)
      await makeEmpty(client, databaseUrl, force)
      await unpackArchive(path.resolve(archive), dir, files ? undefined : ['database'])
      if (!restoreTool) {
        if (plan.apply.length) await migrate(plan.apply)
        await loadSnapshot(client, dir, manifest)
      } else {
        await restoreDump(databaseUrl, dir, manifest, restoreTool)
        const counts = await countRows(client, database.tables)
        const wrong = database.tables.filter((t) => counts.get(`${t.schema}.${t.name}`) !== t.rows)
        if (wrong.length)
          throw new BackupError(
            `Restored row counts differ from the manifest's in ${wrong.map((t) => t.name).join(', ')}`,
          )
      }
      // Fresh statistics: without them the first searches would plan as on empty tables.
      await client.query('ANALYZE')
    } finally {
      await client.end()
    }

    let restored = 0
    const skippedFiles: string[] = []
    const filesDir = path.join(dir, 'files')
    if (files && fs.existsSync(filesDir))
      for await (const archivedKey of archivedFiles(filesDir)) {
        const key = currentKey(archivedKey)
        if (!files.accepts(key)) {
          skippedFiles.push(archivedKey)
          continue
        }
        await files.write(key, fs.createReadStream(path.join(filesDir, archivedKey)))
        restored += 1
      }

    return {
      method: database.method,
      createdAt: manifest.createdAt,
      tables: database.tables.length,
      rows: database.tables.reduce((sum, t) => sum + t.rows, 0),
      sequences: database.sequences.length,
      files: restored,
      skippedFiles,
      laterMigrations: plan.later,
      seconds: (Date.now() - started) / 1000,
    }
  })
}
