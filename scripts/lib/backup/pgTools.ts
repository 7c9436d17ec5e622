import { execFile, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

import { BackupError } from './errors'

export type PgTool = { command: string; major: number }

/** 15 from `pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)`; null for anything else. */
export function toolMajor(versionOutput: string): number | null {
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(versionOutput)
  return match ? Number(match[1]) : null
}

/**
 * pg_dump writes a dump a server can be restored from only when it is at least as new as the
 * server; an older one refuses (or, across a catalog change, cannot be trusted). Without one the
 * snapshot needs no client tools.
 */
export const dumpServes = (dump: PgTool | null, serverMajor: number) =>
  !!dump && dump.major >= serverMajor

async function probe(command: string): Promise<PgTool | null> {
  try {
    const { stdout } = await promisify(execFile)(command, ['--version'], { timeout: 10_000 })
    const major = toolMajor(stdout)
    return major === null ? null : { command, major }
  } catch {
    return null
  }
}

/**
 * pg_dump: PG_DUMP (a path) if set, else from PATH. pg_restore: PG_RESTORE if set, else the one
 * beside PG_DUMP, else from PATH. Null when there is none that answers its version.
 */
export async function findTool(
  name: 'pg_dump' | 'pg_restore',
  env: NodeJS.ProcessEnv = process.env,
): Promise<PgTool | null> {
  const configured = name === 'pg_dump' ? env.PG_DUMP : env.PG_RESTORE
  if (configured) return probe(configured)
  if (name === 'pg_restore' && env.PG_DUMP) {
    const beside = path.join(path.dirname(env.PG_DUMP), 'pg_restore')
    if (fs.existsSync(beside)) return probe(beside)
  }
  return probe(name)
}

/**
 * The tools' connection: the URL without its password (which would show in the process list),
 * and the password in PGPASSWORD.
 */
export function toolConnection(databaseUrl: string) {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  return {
    dbname: url.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  }
}

/** Runs a client tool; its error output becomes the error's message. */
export function runTool(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 20_000) stderr += chunk.toString()
    })
    child.on('error', (error) => reject(new BackupError(`${command}: ${error.message}`)))
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${path.basename(command)} failed (exit ${code}):\n${stderr}`)),
    )
  })
}
