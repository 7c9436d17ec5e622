import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { passwordProblem } from '@/lib/validation/password'

describe('password rules (SPEC §5)', () => {
  it('names the first broken rule', () => {
    expect(passwordProblem('')).toBe('passwordRequired')
    expect(passwordProblem(undefined)).toBe('passwordRequired')
    expect(passwordProblem('abc12')).toBe('passwordLength')
    expect(passwordProblem('abcdefghij1234567')).toBe('passwordLength')
    expect(passwordProblem('abcdefgh')).toBe('passwordCombination')
    expect(passwordProblem('12345678')).toBe('passwordCombination')
  })

  it('accepts 8 to 16 characters mixing letters and digits, special characters allowed', () => {
    for (const ok of ['abcdefg1', 'A1b2C3d4E5f6G7h8', 'pass word 12', 'P@ssw0rd!'])
      expect(passwordProblem(ok)).toBeNull()
  })

  it('agrees with the rule for any string', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 24 }), (value) => {
        const valid =
          value.length >= 8 && value.length <= 16 && /[A-Za-z]/.test(value) && /\d/.test(value)
        expect(passwordProblem(value) === null).toBe(valid)
      }),
    )
  })
})
