import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  checkCode,
  generateCode,
  hashCode,
  MAX_CODE_ATTEMPTS,
  resendWaitSeconds,
} from '@/lib/accounts/codeRules'

const secret = 'unit-secret'
const now = Date.parse('2026-11-22T12:00:00Z')
const stored = (
  code: string,
  overrides: Partial<{ expiresAt: string; sentAt: string; attempts: number }> = {},
) => ({
  codeHash: hashCode(secret, 'register', 'a@b.c', code),
  expiresAt: new Date(now + 60_000).toISOString(),
  sentAt: new Date(now).toISOString(),
  attempts: 0,
  ...overrides,
})

describe('verification codes', () => {
  it('are always 6 digits', () => {
    for (let i = 0; i < 2000; i++) expect(generateCode()).toMatch(/^\d{6}$/)
  })

  it('are stored as a hash bound to the secret, the purpose and the address (any letter case)', () => {
    const hash = hashCode(secret, 'register', 'A@B.C', '123456')
    expect(hash).not.toContain('123456')
    expect(hash).toBe(hashCode(secret, 'register', 'a@b.c', '123456'))
    expect(hash).not.toBe(hashCode('other-secret', 'register', 'a@b.c', '123456'))
    expect(hash).not.toBe(hashCode(secret, 'email-change', 'a@b.c', '123456'))
  })

  it('accept only the right code, while it is fresh and tries are left', () => {
    const typed = (code: string) => hashCode(secret, 'register', 'a@b.c', code)
    expect(checkCode(stored('123456'), typed('123456'), now)).toBe('ok')
    expect(checkCode(stored('123456'), typed('654321'), now)).toBe('wrong')
    expect(
      checkCode(stored('123456', { expiresAt: new Date(now).toISOString() }), typed('123456'), now),
    ).toBe('expired')
    expect(checkCode(stored('123456', { attempts: MAX_CODE_ATTEMPTS }), typed('123456'), now)).toBe(
      'tooManyAttempts',
    )
    expect(checkCode(null, typed('123456'), now)).toBe('missing')
  })

  it('refuse every other code', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), (n) => {
        const code = n.toString().padStart(6, '0')
        const verdict = checkCode(
          stored('042042'),
          hashCode(secret, 'register', 'a@b.c', code),
          now,
        )
        return code === '042042' ? verdict === 'ok' : verdict === 'wrong'
      }),
    )
  })

  it('may be resent 60 seconds after the last one', () => {
    expect(resendWaitSeconds(null, now)).toBe(0)
    expect(resendWaitSeconds({ sentAt: new Date(now).toISOString() }, now)).toBe(60)
    expect(resendWaitSeconds({ sentAt: new Date(now - 59_500).toISOString() }, now)).toBe(1)
    expect(resendWaitSeconds({ sentAt: new Date(now - 60_000).toISOString() }, now)).toBe(0)
  })
})
