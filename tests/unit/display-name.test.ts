import { describe, expect, it } from 'vitest'

import { displayName, publicName } from '@/lib/accounts/displayName'

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

describe('a public review’s signature', () => {
  it('is the given name and the family name’s initial for Latin names', () => {
    expect(publicName({ firstName: 'Mei', lastName: 'lin' })).toBe('Mei L.')
    expect(publicName({ firstName: 'Mei', lastName: null })).toBe('Mei')
  })
  it('is the family name and 同学 for Chinese names, never the given name', () => {
    expect(publicName({ firstName: '美', lastName: '林' })).toBe('林同学')
    expect(publicName({ firstName: '思远', lastName: '欧阳' })).toBe('欧同学')
  })
  it('is nothing without a name (the page says "a student")', () => {
    expect(publicName({ firstName: ' ', lastName: '' })).toBeNull()
  })
})
