import { describe, expect, it } from 'vitest'

import { migrationsToApply } from '../../../scripts/lib/backup/migrations'

const committed = ['20261122_initial', '20261123_catalogue', '20261124_search', '20261125_cdn']

describe('migrations before a restore', () => {
  it('applies exactly the backup’s migrations, in the code’s order, and leaves newer ones for later', () => {
    expect(migrationsToApply(['20261123_catalogue', '20261122_initial'], committed)).toEqual({
      apply: ['20261122_initial', '20261123_catalogue'],
      later: ['20261124_search', '20261125_cdn'],
    })
    expect(migrationsToApply(committed, committed)).toEqual({ apply: committed, later: [] })
  })

  it('refuses a backup with migrations the code does not have', () => {
    expect(() =>
      migrationsToApply([...committed, '20261201_future', '20261202_more'], committed),
    ).toThrow(/newer version of the portal.*2 migration\(s\).*20261201_future, 20261202_more/)
  })
})
