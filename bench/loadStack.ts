/**
 * The stack bench/load.ts runs against, separate from the demo portal and the tests: its own
 * embedded PostgreSQL cluster (.data/bench-load-pg) that can be stopped and started again, a fresh
 * migrated and seeded database, an in-process SMTP mailbox that can be stopped and restarted on
 * the same port, a production build in .next-bench and the web server (scripts/serve.ts).
 * Everything started is stopped by `stop()`, whatever was reached.
 */
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { buildIfNeeded, serveProduction } from '../scripts/build'
import { embeddedCluster } from '../scripts/db'
import { root } from '../scripts/env'
import { migrateAndSeed } from '../scripts/prepare'
import { type Mailbox, startMailbox } from '../tests/helpers/mailbox'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Resolves with `promise`, or with `fallback` after `ms`. */
export const within = <T, F>(promise: Promise<T>, ms: number, fallback: F): Promise<T | F> => {
  let timer: NodeJS.Timeout | undefined
  return Promise.race([
    promise,
    new Promise<F>((resolve) => (timer = setTimeout(() => resolve(fallback), ms))),
  ]).finally(() => clearTimeout(timer))
}

export type StackOptions = {
  /** Web server port. */
  port: number
  /** Port of the bench's own PostgreSQL cluster. */
  pgPort: number
  distDir: string
  /** Progress lines (stderr). */
  say: (line: string) => void
  /** Called at once with what stops everything started so far (for Ctrl-C during the start). */
  register: (handle: { stop: () => Promise<void>; killNow: () => void }) => void
}

/** `next build` adds its distDir to tsconfig.json and next-env.d.ts: the bench puts them back as they were. */
function keepTypeScriptFiles(distDir: string) {
  const files = ['tsconfig.json', 'next-env.d.ts'].map((name) => path.join(root, name))
  const before = files.map((file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null))
  return () =>
    files.forEach((file, i) => {
      const was = before[i]
      if (was === null || !fs.existsSync(file)) return
      const now = fs.readFileSync(file, 'utf8')
      // Only what the build itself changed is put back (a line naming the bench's distDir).
      if (now !== was && now.includes(distDir) && !was.includes(distDir))
        fs.writeFileSync(file, was)
    })
}

export async function startStack({ port, pgPort, distDir, say, register }: StackOptions) {
  const pgDir = path.join(root, '.data/bench-load-pg')
  const pgLog = path.join(root, '.data/bench-load-pg.log')
  const dbName = 'edubridge_load'
  let cluster: ReturnType<typeof embeddedCluster> | null = null
  let clusterUp = false
  let server: ChildProcess | null = null
  let serverExited: number | string | null = null
  const mailboxes: Mailbox[] = []
  let mailbox: Mailbox | null = null
  let stopped: Promise<void> | null = null

  const stop = () =>
    (stopped ??= (async () => {
      if (server && serverExited === null) {
        const exited = new Promise((resolve) => server!.once('exit', resolve))
        server.kill('SIGTERM')
        if ((await within(exited, 10_000, 'timeout')) === 'timeout') server.kill('SIGKILL')
      }
      if (mailbox) await within(mailbox.stop(), 3_000, null)
      mailbox = null
      if (cluster && clusterUp) await within(cluster.stop(), 15_000, null)
      clusterUp = false
    })())

  /** The web server, killed synchronously (for process 'exit'). */
  const killNow = () => {
    if (server && serverExited === null) server.kill('SIGTERM')
  }

  register({ stop, killNow })

  // 1. PostgreSQL: the bench's own cluster (initialised once, kept between runs), a fresh database.
  fs.mkdirSync(path.dirname(pgDir), { recursive: true })
  const logStream = fs.createWriteStream(pgLog, { flags: 'a' })
  cluster = embeddedCluster(pgDir, pgPort, {
    onLog: (message) => logStream.write(message),
    onError: (error) => logStream.write(`[error] ${String(error)}\n`),
  })
  if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) {
    say(`initialising the bench cluster in ${path.relative(root, pgDir)}`)
    await cluster.initialise()
  }
  const startCluster = async () => {
    await cluster!.start()
    clusterUp = true
  }
  const stopCluster = async () => {
    clusterUp = false
    await cluster!.stop()
  }
  try {
    await startCluster()
    const serverRoot = `postgres://postgres:postgres@localhost:${pgPort}`
    const admin = new pg.Client({ connectionString: `${serverRoot}/postgres` })
    await admin.connect()
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
      await admin.query(`CREATE DATABASE ${dbName} ENCODING 'UTF8' TEMPLATE template0`)
    } finally {
      await admin.end()
    }
    const databaseUrl = `${serverRoot}/${dbName}`

    // 2. The mailbox, then migrations and the demo content (as the e2e server does).
    mailbox = await startMailbox()
    mailboxes.push(mailbox)
    const smtpPort = mailbox.port
    Object.assign(process.env, {
      DATABASE_URL: databaseUrl,
      PAYLOAD_SECRET: 'bench-load-secret',
      SECOND_FACTOR_KEY: '0b'.repeat(32),
      // The admin's authenticator, so the benches compute its sign-in codes.
      ADMIN_TOTP_SECRET: 'KRUGS4ZANFZSAYJAORSXG5BAONSWG4TF',
      SMTP_URL: mailbox.url,
      STAFF_EMAIL: 'staff@bench.test',
      ADMIN_EMAIL: 'admin@bench.test',
      ADMIN_PASSWORD: 'BenchLoad2026',
      NEXT_TELEMETRY_DISABLED: '1',
      // Each submission sends its own X-Forwarded-For (a distinct 127.x.y.z), as through a proxy.
      TRUST_PROXY: '1',
    })
    say('migrating and seeding a fresh database')
    await migrateAndSeed({ quiet: true })

    // 3. The production build (only when sources are newer), then the web server.
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: distDir,
    } as NodeJS.ProcessEnv
    const restoreTypeScriptFiles = keepTypeScriptFiles(distDir)
    try {
      say(`building into ${distDir} if needed`)
      if (await buildIfNeeded(env, distDir)) say('build done')
    } finally {
      restoreTypeScriptFiles()
    }
    say(`starting the web server on port ${port}`)
    server = serveProduction({ ...env, PORT: String(port) })
    server.on('exit', (code, signal) => (serverExited = code ?? signal ?? 'exited'))
    const origin = `http://localhost:${port}`
    const deadline = Date.now() + 120_000
    for (;;) {
      if (serverExited !== null)
        throw new Error(`the web server exited (${serverExited}) before it was ready`)
      if (Date.now() > deadline) throw new Error('the web server was not ready within 120 s')
      const status = await fetch(`${origin}/api/health`, {
        signal: AbortSignal.timeout(5_000),
      }).then(
        (r) => r.status,
        () => 0,
      )
      if (status === 200) break
      await sleep(500)
    }

    return {
      origin,
      databaseUrl,
      dbName,
      distDir: path.join(root, distDir),
      pgLog,
      stop,
      killNow,
      serverAlive: () => serverExited === null,
      postgres: { stop: stopCluster, start: startCluster },
      mail: {
        /** Every message received by every mailbox of this run. */
        messages: () => mailboxes.flatMap((box) => box.messages),
        /** Stops accepting mail (the port is closed at once; a delivery in progress may finish). */
        stop: async () => {
          const box = mailbox
          mailbox = null
          if (box) await within(box.stop(), 5_000, null)
        },
        /** A new mailbox on the same port. */
        start: async () => {
          if (mailbox) return
          mailbox = await startMailbox({ port: smtpPort })
          mailboxes.push(mailbox)
        },
      },
    }
  } catch (error) {
    await stop()
    throw error
  }
}

export type Stack = Awaited<ReturnType<typeof startStack>>
