import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

import pg from 'pg'

import { packArchive, withWorkFolder } from './archive'
import { appliedMigrations, appTables, portableSettings, qualified, serverVersion } from './catalog'
import { BackupError } from './errors'
import type { FileStore } from './fileStore'
import { archiveName, type Manifest, manifestFile, manifestVersion } from './manifest'
import { dumpServes, findTool, runTool, toolConnection } from './pgTools'
import { copyTables, countRows, keepsRows, readSequences } from './snapshot'

export type BackupMethod = 'auto' | 'copy' | 'pg_dump'

export type BackupOptions = {
  databaseUrl: string
  /** The uploaded files; null backs up the database alone. */
  files: FileStore | null
  /** The folder the archive goes in (created when missing). */
  out: string
  /** auto: pg_dump when one at least as new as the server is found, else the COPY snapshot. */
  method?: BackupMethod
  env?: NodeJS.ProcessEnv
  now?: Date
}

export type BackupResult = {
  archive: string
  bytes: number
  method: 'copy' | 'pg_dump'
  tables: number
  rows: number
  files: number
  fileBytes: number
  seconds: number
}

async function chooseMethod(method: BackupMethod, serverMajor: number, env: NodeJS.ProcessEnv) {
  if (method === 'copy') return { method: 'copy' as const }
  const dump = await findTool('pg_dump', env)
  if (dumpServes(dump, serverMajor)) return { method: 'pg_dump' as const, dump: dump! }
  if (method === 'pg_dump')
    throw new BackupError(
      dump
        ? `pg_dump ${dump.major} (${dump.command}) is older than the server (PostgreSQL ${serverMajor}): set PG_DUMP to a pg_dump ${serverMajor} or newer, or use the snapshot (--method copy).`
        : 'No pg_dump found on PATH or in PG_DUMP.',
    )
  return { method: 'copy' as const }
}

/**
 * One archive of the database and the uploaded files: the database read at a single instant (one
 * REPEATABLE READ transaction; pg_dump shares its snapshot), then the files. A file uploaded
 * meanwhile may be in the archive without its row (a harmless orphan); a file deleted meanwhile
 * may be missing while its row is there.
 */
export async function createBackup({
  databaseUrl,
  files,
  out,
  method = 'auto',
  env = process.env,
  now = new Date(),
}: BackupOptions): Promise<BackupResult> {
  const started = Date.now()
  await fsp.mkdir(out, { recursive: true })
  const archive = path.resolve(out, archiveName(now))
  if (fs.existsSync(archive)) throw new BackupError(`${archive} exists already`)

  return withWorkFolder(out, async (dir) => {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    let database: Manifest['database']
    try {
      const server = await serverVersion(client)
      const chosen = await chooseMethod(method, server.major, env)
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
      // First statement of the transaction: the snapshot every later read (and pg_dump) shares.
      const { rows } = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')
      await client.query(portableSettings)
      const tables = await appTables(client)
      const kept = tables.filter(keepsRows)
      const excluded = tables.filter((t) => !keepsRows(t))
      const migrations = await appliedMigrations(client)
      let entries
      let dumpFile: string | undefined
      if (chosen.method === 'copy') entries = await copyTables(client, dir, kept)
      else {
        entries = kept.map(({ schema, name, columns }) => ({ schema, name, columns, rows: 0 }))
        const counts = await countRows(client, entries)
        for (const entry of entries) entry.rows = counts.get(`${entry.schema}.${entry.name}`)!
        dumpFile = 'database/dump.pgdump'
        fs.mkdirSync(path.join(dir, 'database'))
        const { dbname, env: toolEnv } = toolConnection(databaseUrl)
        await runTool(
          chosen.dump.command,
          [
            '--format=custom',
            `--snapshot=${rows[0].id}`,
            `--file=${path.join(dir, dumpFile)}`,
            ...excluded.map((t) => `--exclude-table-data=${qualified(t.schema, t.name)}`),
            `--dbname=${dbname}`,
          ],
          toolEnv,
        )
      }
      const sequences = await readSequences(client)
      await client.query('COMMIT')
      database = {
        method: chosen.method,
        serverVersion: server.version,
        serverMajor: server.major,
        ...(chosen.method === 'pg_dump' ? { dumpMajor: chosen.dump.major, dumpFile } : {}),
        migrations,
        tables: entries,
        sequences,
        excludedTables: excluded.map((t) => `${t.schema}.${t.name}`),
      }
    } finally {
      await client.end()
    }

    let count = 0
    let bytes = 0
    await fsp.mkdir(path.join(dir, 'files'))
    for await (const file of files?.list() ?? []) {
      const target = path.join(dir, 'files', file.key)
      await fsp.mkdir(path.dirname(target), { recursive: true })
      try {
        await pipeline(await files!.read(file.key), fs.createWriteStream(target))
      } catch (error) {
        // Deleted since it was listed: as if the listing had come a moment later.
        const { code, name } = error as { code?: string; name?: string }
        if (code !== 'ENOENT' && name !== 'NoSuchKey') throw error
        await fsp.rm(target, { force: true })
        continue
      }
      count += 1
      bytes += file.size
    }

    const manifest: Manifest = {
      format: 'edubridge-backup',
      version: manifestVersion,
      createdAt: now.toISOString(),
      database,
      files: { count, bytes },
    }
    await fsp.writeFile(path.join(dir, manifestFile), `${JSON.stringify(manifest, null, 2)}\n`)
    await packArchive(dir, archive)
    return {
      archive,
      bytes: (await fsp.stat(archive)).size,
      method: database.method,
      tables: database.tables.length,
      rows: database.tables.reduce((sum, t) => sum + t.rows, 0),
      files: count,
      fileBytes: bytes,
      seconds: (Date.now() - started) / 1000,
    }
  })
}
