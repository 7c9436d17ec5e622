import { z } from 'zod'

import { BackupError } from './errors'

/** Changes whenever an older restore could not read a newer archive correctly. */
export const manifestVersion = 1
export const manifestFile = 'manifest.json'

const table = z.object({
  schema: z.string(),
  name: z.string(),
  /** Copied in this order; generated columns are left out (the database computes them). */
  columns: z.array(z.string()).min(1),
  rows: z.number().int().nonnegative(),
  /** The COPY data in the archive (snapshot method only). */
  file: z.string().optional(),
})

const sequence = z.object({
  schema: z.string(),
  name: z.string(),
  /** bigint, kept as text. */
  value: z.string().regex(/^-?\d+$/),
  called: z.boolean(),
})

const manifestSchema = z.object({
  format: z.literal('edubridge-backup'),
  version: z.number().int().positive(),
  createdAt: z.string(),
  database: z.object({
    /** copy: tables as COPY data, restored after the migrations; pg_dump: one custom-format dump. */
    method: z.enum(['copy', 'pg_dump']),
    serverVersion: z.string(),
    serverMajor: z.number().int(),
    /** The major version of the pg_dump that wrote the dump (pg_dump method). */
    dumpMajor: z.number().int().optional(),
    dumpFile: z.string().optional(),
    migrations: z.array(z.object({ name: z.string(), batch: z.number().nullable() })),
    tables: z.array(table),
    sequences: z.array(sequence),
    /** Tables whose rows are not kept (caches), as schema.name. */
    excludedTables: z.array(z.string()),
  }),
  files: z.object({ count: z.number().int().nonnegative(), bytes: z.number().nonnegative() }),
})

export type Manifest = z.infer<typeof manifestSchema>
export type TableEntry = z.infer<typeof table>
export type SequenceEntry = z.infer<typeof sequence>

/** The archive's manifest, or why this code cannot restore it. */
export function parseManifest(text: string): Manifest {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new BackupError('The archive’s manifest.json is not JSON: is this an EduBridge backup?')
  }
  const format = (json as { format?: unknown; version?: unknown } | null)?.format
  if (format !== 'edubridge-backup')
    throw new BackupError('The archive is not an EduBridge backup (its manifest names no format).')
  const version = (json as { version?: unknown }).version
  if (typeof version === 'number' && version > manifestVersion)
    throw new BackupError(
      `The archive was written in backup format ${version}; this code reads format ${manifestVersion} and older. Restore it with the code that made it.`,
    )
  const parsed = manifestSchema.safeParse(json)
  if (!parsed.success)
    throw new BackupError(`The archive’s manifest is damaged: ${z.prettifyError(parsed.error)}`)
  return parsed.data
}

/** `edubridge-2026-11-25T01-02-03Z.tar.gz`: sorts by date, and has no `:` (not allowed on every file system). */
export const archiveName = (date: Date) =>
  `edubridge-${date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}.tar.gz`
