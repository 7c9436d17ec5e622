import { spawn } from 'node:child_process'
import path from 'node:path'

import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { runMigrateScript } from '../helpers/migrateProcess'
import { npmNodeOptions } from '../helpers/npmNodeOptions'
import { openForFile } from './openForFile'

let payload: Payload
openForFile([], (opened) => ({ payload } = opened))

const root = path.resolve(import.meta.dirname, '../..')

/** A project script run as a deployment runs it; its exit code and what it printed. */
const runScript = (script: string, args: string[], env: Record<string, string>) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    // With the Node options every npm script runs with (.npmrc).
    const node = [...npmNodeOptions(), '--import', 'tsx']
    const child = spawn(process.execPath, [...node, script, ...args], {
      cwd: root,
      env: { PATH: process.env.PATH, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', (code) => resolve({ code, output }))
  })

const shared = () => ({
  DATABASE_URL: process.env.DATABASE_URL!,
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET!,
  SECOND_FACTOR_KEY: process.env.SECOND_FACTOR_KEY!,
})

describe('npm run serve (one instance of a deployment)', () => {
  it('refuses to start without a shared secret, or on a database missing a migration', async () => {
    const noSecret = await runScript('scripts/instance.ts', [], {
      DATABASE_URL: process.env.DATABASE_URL!,
    })
    expect(noSecret.code).toBe(1)
    expect(noSecret.output).toContain('PAYLOAD_SECRET is not set')
    const { SECOND_FACTOR_KEY: _key, ...withoutKey } = shared()
    const noKey = await runScript('scripts/instance.ts', [], withoutKey)
    expect(noKey.code).toBe(1)
    expect(noKey.output).toContain('SECOND_FACTOR_KEY must be 32 bytes')

    const db = (payload.db as unknown as PostgresAdapter).drizzle
    const latest = (
      (await db.execute(
        sql`SELECT name FROM payload_migrations WHERE batch > 0 ORDER BY name DESC LIMIT 1`,
      )) as { rows: { name: string }[] }
    ).rows[0]!.name
    await db.execute(
      sql`UPDATE payload_migrations SET name = ${`${latest}-hidden`} WHERE name = ${latest}`,
    )
    try {
      const behind = await runScript('scripts/instance.ts', [], shared())
      expect(behind.code).toBe(1)
      expect(behind.output).toContain(`lacks 1 migration(s) (${latest})`)
    } finally {
      await db.execute(
        sql`UPDATE payload_migrations SET name = ${latest} WHERE name = ${`${latest}-hidden`}`,
      )
    }

    const noBuild = await runScript('scripts/instance.ts', [], {
      ...shared(),
      NEXT_DIST_DIR: '.next-never-built',
    })
    expect(noBuild.code).toBe(1)
    expect(noBuild.output).toContain('npm run build')
  }, 60_000)
})

describe('npm run migrate (once per release)', () => {
  it('creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD (its authenticator from ADMIN_TOTP_SECRET), and no demo content', async () => {
    const email = `first-admin-${Date.now()}@deploy.test`
    const coachesBefore = await payload.count({ collection: 'coaches' })
    const migrated = await runMigrateScript(
      'npm run migrate',
      ['--essentials'],
      {
        PATH: process.env.PATH,
        NEXT_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
        ...shared(),
        ADMIN_EMAIL: email,
        ADMIN_PASSWORD: 'FirstAdmin2026',
        ADMIN_TOTP_SECRET: 'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
        // A stalled first try leaves time for the second within the test's four minutes.
        MIGRATE_STALL_MS: '90000',
      },
      { capture: true },
    )
    expect(migrated.code, migrated.output).toBe(0)
    const signIn = (await payload.login({
      collection: 'users',
      data: { email, password: 'FirstAdmin2026' },
    })) as { user?: { id: number }; secondFactor?: string }
    // Its code is asked for at once: the authenticator is the provisioned one.
    expect(signIn.secondFactor).toBe('code-required')
    const admin = await payload.findByID({ collection: 'users', id: signIn.user!.id })
    expect(admin.roles).toEqual(['admin'])
    expect(await payload.count({ collection: 'coaches' })).toEqual(coachesBefore)
    // A whole process (tsx, Payload's start, the migrations' check and the essentials) on a busy
    // 2-core machine.
  }, 240_000)
})
