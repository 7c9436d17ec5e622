import { describe, expect, it } from 'vitest'

import {
  archiveName,
  type Manifest,
  manifestVersion,
  parseManifest,
} from '../../../scripts/lib/backup/manifest'

const manifest: Manifest = {
  format: 'edubridge-backup',
  version: manifestVersion,
  createdAt: '2026-11-25T01:02:03.456Z',
  database: {
    method: 'copy',
    serverVersion: '18.4',
    serverMajor: 18,
    migrations: [{ name: '20261122_021417_initial', batch: 1 }],
    tables: [
      {
        schema: 'public',
        name: 'users',
        columns: ['id', 'email'],
        rows: 2,
        file: 'database/0001.copy',
      },
    ],
    sequences: [{ schema: 'public', name: 'users_id_seq', value: '2', called: true }],
    excludedTables: ['public.coach_search_totals'],
  },
  files: { count: 1, bytes: 80 },
}

describe('backup manifest', () => {
  it('names archives by date, sortable and without colons', () => {
    expect(archiveName(new Date('2026-11-25T01:02:03.456Z'))).toBe(
      'edubridge-2026-11-25T01-02-03Z.tar.gz',
    )
  })

  it('reads back what a backup writes', () => {
    expect(parseManifest(JSON.stringify(manifest))).toEqual(manifest)
  })

  it('refuses what is not an EduBridge backup, a newer format, and a damaged manifest', () => {
    expect(() => parseManifest('not json')).toThrow(/not JSON/)
    expect(() => parseManifest(JSON.stringify({ format: 'other' }))).toThrow(/not an EduBridge/)
    expect(() =>
      parseManifest(JSON.stringify({ ...manifest, version: manifestVersion + 1 })),
    ).toThrow(/format 2; this code reads format 1/)
    const damaged = { ...manifest, database: { ...manifest.database, tables: [{ name: 'users' }] } }
    expect(() => parseManifest(JSON.stringify(damaged))).toThrow(/damaged/)
    const badSequence = {
      ...manifest,
      database: {
        ...manifest.database,
        sequences: [{ schema: 'public', name: 's', value: '1; DROP', called: true }],
      },
    }
    expect(() => parseManifest(JSON.stringify(badSequence))).toThrow(/damaged/)
  })
})
