import { sql } from '@payloadcms/db-postgres'
import type { Migration, Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { migrations } from '../../migrations'

import { openForFile } from './openForFile'

let payload: Payload
openForFile([], (opened) => ({ payload } = opened))

describe('migrations on an empty database', () => {
  it('records every committed migration exactly once', async () => {
    const applied = await payload.find({
      collection: 'payload-migrations',
      limit: 100,
      sort: 'createdAt',
    })
    expect(applied.docs.map((m) => m.name)).toEqual(migrations.map((m) => m.name))
  })

  it('creates the tables the collections and globals need', async () => {
    const { rows } = await payload.db.drizzle.execute<{ table_name: string }>(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`,
    )
    const tables = rows.map((r) => r.table_name)
    for (const table of [
      'users',
      'users_roles',
      'media',
      'site_settings',
      'site_settings_locales',
      'payload_migrations',
    ]) {
      expect(tables).toContain(table)
    }
  })

  it('leaves nothing pending when run again', async () => {
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
    const applied = await payload.find({ collection: 'payload-migrations', limit: 100 })
    expect(applied.totalDocs).toBe(migrations.length)
  })
})
