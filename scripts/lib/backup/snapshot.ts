import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

import type pg from 'pg'
import { from as copyFrom, to as copyTo } from 'pg-copy-streams'

import { type AppTable, appSequences, appTables, qualified, quoted } from './catalog'
import { BackupError } from './errors'
import type { Manifest, SequenceEntry, TableEntry } from './manifest'

/**
 * Whose rows a backup keeps: every table but the UNLOGGED ones, which PostgreSQL itself empties
 * after any crash, so nothing in them may be needed (today the kept search totals, a cache whose
 * rows count only at the search version they were made at).
 */
export const keepsRows = (table: AppTable) => !table.unlogged

const copyColumns = (columns: readonly string[]) => columns.map(quoted).join(', ')

/**
 * Copies each table's rows into `dir` with COPY (text format). Run inside one REPEATABLE READ
 * transaction, every table is read at the same instant.
 */
export async function copyTables(
  client: pg.ClientBase,
  dir: string,
  tables: readonly AppTable[],
): Promise<TableEntry[]> {
  const entries: TableEntry[] = []
  fs.mkdirSync(path.join(dir, 'database'), { recursive: true })
  for (const [i, table] of tables.entries()) {
    // Numbered files: a table's name may hold any character, a file's may not.
    const file = `database/${String(i + 1).padStart(4, '0')}.copy`
    const stream = client.query(
      copyTo(
        `COPY ${qualified(table.schema, table.name)} (${copyColumns(table.columns)}) TO STDOUT`,
      ),
    )
    await pipeline(stream, fs.createWriteStream(path.join(dir, file)))
    entries.push({
      schema: table.schema,
      name: table.name,
      columns: table.columns,
      rows: stream.rowCount,
      file,
    })
  }
  return entries
}

/**
 * Each sequence's position. Sequences are not transactional: read after the snapshot began, each
 * is at least where it was then, so the restored sequences never hand out an id already used.
 */
export async function readSequences(client: pg.ClientBase): Promise<SequenceEntry[]> {
  const entries: SequenceEntry[] = []
  for (const { schema, name } of await appSequences(client)) {
    const { rows } = await client.query<{ value: string; called: boolean }>(
      `SELECT last_value::text AS value, is_called AS called FROM ${qualified(schema, name)}`,
    )
    entries.push({ schema, name, ...rows[0] })
  }
  return entries
}

/**
 * Loads the archive's rows into the freshly migrated tables, in the caller's transaction running
 * with session_replication_role = replica: no trigger fires (so the search counts and version are
 * the archive's own, not recounted row by row) and foreign keys are not checked while tables fill,
 * so any order is safe. Rows the migrations wrote (the search version's row, the counts, the
 * migration list) are replaced by the archive's. Then each sequence is set where it was.
 */
export async function loadTables(client: pg.ClientBase, dir: string, manifest: Manifest) {
  const present = new Map(
    (await appTables(client)).map((table) => [`${table.schema}.${table.name}`, table]),
  )
  for (const table of manifest.database.tables) {
    const target = present.get(`${table.schema}.${table.name}`)
    const missing = target
      ? table.columns.filter((column) => !target.columns.includes(column))
      : table.columns
    if (missing.length)
      throw new BackupError(
        `The migrated database has no ${target ? `column(s) ${missing.join(', ')} in ` : ''}table ${table.schema}.${table.name}: the committed migrations do not build the schema the backup was made from.`,
      )
  }
  if (present.size)
    await client.query(
      `TRUNCATE ${[...present.values()].map((t) => qualified(t.schema, t.name)).join(', ')}`,
    )
  for (const table of manifest.database.tables) {
    if (!table.file) throw new BackupError(`The manifest names no data file for ${table.name}`)
    const stream = client.query(
      copyFrom(
        `COPY ${qualified(table.schema, table.name)} (${copyColumns(table.columns)}) FROM STDIN`,
      ),
    )
    await pipeline(fs.createReadStream(path.join(dir, table.file)), stream)
    if (stream.rowCount !== table.rows)
      throw new BackupError(
        `${table.schema}.${table.name}: ${stream.rowCount} rows loaded, the manifest says ${table.rows}`,
      )
  }
  for (const sequence of manifest.database.sequences)
    await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [
      qualified(sequence.schema, sequence.name),
      sequence.value,
      sequence.called,
    ])
}

/** Rows per table as the manifest lists them, counted in the database. */
export async function countRows(client: pg.ClientBase, tables: readonly TableEntry[]) {
  const counts = new Map<string, number>()
  for (const table of tables) {
    const { rows } = await client.query<{ count: string }>(
      `SELECT count(*) AS count FROM ${qualified(table.schema, table.name)}`,
    )
    counts.set(`${table.schema}.${table.name}`, Number(rows[0].count))
  }
  return counts
}
