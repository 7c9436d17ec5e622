import { describe, expect, it } from 'vitest'

import { displayName } from '@/lib/accounts/displayName'

describe('a member’s display name', () => {
  it('puts the family name first, without a space, for Chinese names', () => {
    expect(displayName({ firstName: '明', lastName: '王', email: 'a@b.c' })).toBe('王明')
  })
  it('keeps the given name first for Latin names', () => {
    expect(displayName({ firstName: 'Mei', lastName: 'Lin', email: 'a@b.c' })).toBe('Mei Lin')
  })
  it('falls back to the e-mail address', () => {
    expect(displayName({ firstName: null, lastName: ' ', email: 'a@b.c' })).toBe('a@b.c')
  })
})
