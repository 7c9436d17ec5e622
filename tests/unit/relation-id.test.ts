import { describe, expect, it } from 'vitest'

import { relationId } from '@/lib/db/relationId'

describe('a relationship’s id', () => {
  it('is the id read at depth 0, or the populated document’s', () => {
    expect(relationId(12)).toBe(12)
    expect(relationId('a1')).toBe('a1')
    const organisation = { id: 12, name: 'Org' }
    expect(relationId(organisation)).toBe(12)
  })

  it('stays empty as it came', () => {
    expect(relationId(null)).toBeNull()
    expect(relationId(undefined)).toBeUndefined()
  })
})
