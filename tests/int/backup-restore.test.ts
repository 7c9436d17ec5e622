import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { AuthenticationError, getPayload, type Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { mediaFolders } from '@/lib/uploads/folders'
import type { ApplicationDocument } from '@/payload-types'

import { migrations } from '../../migrations'
import { readArchiveManifest } from '../../scripts/lib/backup/archive'
import { type BackupResult, createBackup } from '../../scripts/lib/backup/createBackup'
import { localFileStore } from '../../scripts/lib/backup/fileStore'
import { type Manifest, parseManifest } from '../../scripts/lib/backup/manifest'
import { restoreBackup } from '../../scripts/lib/backup/restoreBackup'
import { openForFile } from './openForFile'
import { createUser } from './payload'

let payload: Payload
openForFile([], (opened) => ({ payload } = opened))

const root = path.resolve(import.meta.dirname, '../..')
const run = Date.now().toString(36)
const sourceUrl = process.env.DATABASE_URL!
const restoredName = `${new URL(sourceUrl).pathname.slice(1)}_restored`
const restoredUrl = Object.assign(new URL(sourceUrl), { pathname: `/${restoredName}` }).toString()
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'edubridge-restore-test-'))
const restoredFiles = path.join(work, 'files')

const pdf = Buffer.from(
  `%PDF-1.4\n% ${run}\n1 0 obj <<>> endobj\nxref\n0 1\ntrailer <<>>\nstartxref\n9\n%%EOF\n`,
)

let member: Awaited<ReturnType<typeof createUser>>
let specialtyId: number
let cv: ApplicationDocument
let backup: BackupResult
let manifest: Manifest
let restoreOutput = ''
let restored: Payload | undefined

/** A connection to the server's own database, to create and drop the restored one. */
const admin = async <T>(statements: (client: pg.Client) => Promise<T>) => {
  const client = new pg.Client({
    connectionString: Object.assign(new URL(sourceUrl), { pathname: '/postgres' }).toString(),
  })
  await client.connect()
  try {
    return await statements(client)
  } finally {
    await client.end()
  }
}

/** Rows and a digest of every row of each table, and every sequence's position. */
async function contents(url: string, tables: Manifest['database']['tables']) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const found: Record<string, string> = {}
    for (const { schema, name } of tables) {
      const { rows } = await client.query(
        `SELECT count(*)::int AS rows, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS digest
           FROM "${schema}"."${name}" x`,
      )
      found[`${schema}.${name}`] = `${rows[0].rows} ${rows[0].digest}`
    }
    const { rows: sequences } = await client.query(
      `SELECT schemaname, sequencename FROM pg_sequences WHERE schemaname = 'public' ORDER BY 2`,
    )
    for (const { schemaname, sequencename } of sequences) {
      const { rows } = await client.query(
        `SELECT last_value::text || ' ' || is_called AS at FROM "${schemaname}"."${sequencename}"`,
      )
      found[`sequence ${sequencename}`] = rows[0].at
    }
    return found
  } finally {
    await client.end()
  }
}

/** `npm run restore`, as a process of its own (it starts Payload on the restored database to migrate it). */
const restoreScript = (archive: string) =>
  new Promise<number>((resolve) => {
    const child = spawn(
      path.join(root, 'node_modules/.bin/tsx'),
      ['scripts/restore.ts', archive, '--files-root', restoredFiles],
      { cwd: root, env: { ...process.env, DATABASE_URL: restoredUrl } },
    )
    child.stdout.on('data', (chunk: Buffer) => (restoreOutput += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (restoreOutput += chunk.toString()))
    child.on('exit', (code) => resolve(code ?? 1))
  })

beforeAll(async () => {
  const specialty = await payload.create({
    collection: 'specialties',
    data: { slug: `restored-${run}`, name: 'Restored specialty' },
    locale: 'en',
  })
  await payload.update({
    collection: 'specialties',
    id: specialty.id,
    data: { name: '恢复的专长' },
    locale: 'zh',
  })
  specialtyId = specialty.id
  // Indexed for search: rows in the tables the search triggers keep (counts, version).
  await payload.create({
    collection: 'coaches',
    data: {
      slug: `restored-${run}`,
      name: 'Restored Coach',
      title: 'Coach',
      headline: 'Back again',
      specialties: [specialty.id],
      _status: 'published',
    },
  })
  member = await createUser(payload, ['student'])
  cv = await payload.create({
    collection: 'application-documents',
    data: {} as never,
    file: { data: pdf, mimetype: 'application/pdf', name: `cv-${run}.pdf`, size: pdf.length },
    user: member.user,
  })

  backup = await createBackup({
    databaseUrl: sourceUrl,
    // The private documents' folder alone: the other folders hold what earlier runs left behind.
    // Under the worker's own folder, where this process's uploads land (tests/int/workerSetup.ts).
    files: localFileStore(process.cwd(), [mediaFolders['application-documents']]),
    out: path.join(work, 'archives'),
  })
  const manifestDir = path.join(work, 'manifest')
  fs.mkdirSync(manifestDir)
  manifest = parseManifest(await readArchiveManifest(backup.archive, manifestDir))

  await admin((client) =>
    client
      .query(`DROP DATABASE IF EXISTS "${restoredName}" WITH (FORCE)`)
      .then(() =>
        client.query(`CREATE DATABASE "${restoredName}" ENCODING 'UTF8' TEMPLATE template0`),
      ),
  )
  const code = await restoreScript(backup.archive)
  if (code !== 0) throw new Error(`npm run restore failed (${code}):\n${restoreOutput}`)

  // A second Payload on the restored database: the config reads DATABASE_URL as it is imported.
  vi.resetModules()
  process.env.DATABASE_URL = restoredUrl
  try {
    const { default: config } = await import('@payload-config')
    restored = await getPayload({ config, key: 'restored' })
  } finally {
    process.env.DATABASE_URL = sourceUrl
  }
})

afterAll(async () => {
  // Payload's destroy leaves its pool open, and the adapter keeps one client of it checked out for
  // good: the idle ones end here, that one when the database is dropped.
  const pool = (restored?.db as PostgresAdapter | undefined)?.pool
  await restored?.destroy()
  void pool?.end()
  await admin((client) => client.query(`DROP DATABASE IF EXISTS "${restoredName}" WITH (FORCE)`))
  // The CV would stay in media/ otherwise.
  if (cv) await payload.delete({ collection: 'application-documents', id: cv.id })
  fs.rmSync(work, { recursive: true, force: true })
})

describe('backup and restore', () => {
  it('writes one dated archive with the snapshot of every table and the files', () => {
    expect(path.basename(backup.archive)).toMatch(
      /^edubridge-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/,
    )
    expect(backup.method).toBe('copy')
    expect(manifest.database.migrations.map((m) => m.name)).toEqual(migrations.map((m) => m.name))
    const tables = manifest.database.tables.map((t) => `${t.schema}.${t.name}`)
    expect(tables).toEqual(expect.arrayContaining(['public.users', 'public.payload_migrations']))
    expect(manifest.database.excludedTables).toEqual([
      'public.coach_search_totals',
      'public.title_search_totals',
    ])
    expect(manifest.files.count).toBeGreaterThanOrEqual(1)
    console.log(
      `[backup] ${(backup.bytes / 1024).toFixed(0)} KB, ${backup.tables} tables, ${backup.rows} rows, ${backup.files} files, ${backup.seconds.toFixed(2)} s; ${restoreOutput.match(/✓ Restored.*/)?.[0]}`,
    )
  })

  it('restores every row and every sequence as they were', async () => {
    const source = await contents(sourceUrl, manifest.database.tables)
    const copy = await contents(restoredUrl, manifest.database.tables)
    expect(copy).toEqual(source)
    expect(copy['public.users']).toMatch(/^[1-9]/)
    expect(copy['public.coach_search_counts']).toMatch(/^[1-9]/)
    const found = await restored!.find({
      collection: 'coaches',
      where: { slug: { equals: `restored-${run}` } },
      depth: 0,
    })
    expect(found.docs[0]?.specialties).toEqual([specialtyId])
  })

  it('gives back the content in both languages, the account with its password, and the document’s bytes', async () => {
    const zh = await restored!.findByID({
      collection: 'specialties',
      id: specialtyId,
      locale: 'zh',
    })
    const en = await restored!.findByID({
      collection: 'specialties',
      id: specialtyId,
      locale: 'en',
    })
    expect([en.name, zh.name, zh.slug]).toEqual([
      'Restored specialty',
      '恢复的专长',
      `restored-${run}`,
    ])

    const { user } = await restored!.login({
      collection: 'users',
      data: { email: member.email, password: member.password },
    })
    expect(user?.id).toBe(member.user.id)
    await expect(
      restored!.login({
        collection: 'users',
        data: { email: member.email, password: 'Wr0ngPassw' },
      }),
    ).rejects.toBeInstanceOf(AuthenticationError)

    const document = await restored!.findByID({
      collection: 'application-documents',
      id: cv.id,
      depth: 0,
    })
    expect(document.filename).toBe(cv.filename)
    expect(document.owner).toBe(member.user.id)
    const file = path.join(restoredFiles, mediaFolders['application-documents'], cv.filename!)
    expect(fs.readFileSync(file).equals(pdf)).toBe(true)
  })

  it('lets the restored portal add content: ids continue after the restored ones', async () => {
    const added = await restored!.create({
      collection: 'specialties',
      data: { slug: `after-restore-${run}`, name: 'After the restore' },
    })
    expect(added.id).toBeGreaterThan(specialtyId)
  })

  it('refuses a database that is not empty, and a backup with migrations the code does not have', async () => {
    const migrate = async () => {
      throw new Error('must not migrate')
    }
    const names = migrations.map((m) => m.name)
    await expect(
      restoreBackup({
        archive: backup.archive,
        databaseUrl: restoredUrl,
        files: null,
        committedMigrations: names,
        migrate,
      }),
    ).rejects.toThrow(/is not empty .*--force/s)
    await expect(
      restoreBackup({
        archive: backup.archive,
        databaseUrl: restoredUrl,
        files: null,
        committedMigrations: names.slice(0, -1),
        migrate,
      }),
    ).rejects.toThrow(/newer version of the portal/)
  })
})
