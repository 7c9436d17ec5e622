import { describe, expect, it } from 'vitest'

import { applySchema } from '@/lib/applications/applySchema'
import { canWithdraw } from '@/lib/applications/transitions'
import { applicationStatuses } from '@/lib/enums'
import { formInput } from '@/lib/validation/issues'

describe('withdrawing', () => {
  it('is offered while the application is submitted, shortlisted or at interview, never after an offer', () => {
    const allowed = applicationStatuses.map((s) => s.value).filter(canWithdraw)
    expect(allowed).toEqual(['submitted', 'shortlisted', 'interview'])
  })
})

describe('the apply form', () => {
  const valid = { kind: 'offerings', id: 12 }

  it('takes a listing and an optional message of up to 2,000 characters', () => {
    expect(applySchema.safeParse(valid).success).toBe(true)
    expect(applySchema.safeParse({ ...valid, message: '' }).success).toBe(true)
    expect(applySchema.safeParse({ ...valid, message: '中'.repeat(2000) }).success).toBe(true)
    const tooLong = applySchema.safeParse({ ...valid, message: 'x'.repeat(2001) })
    expect(tooLong.error?.issues[0]?.message).toBe('tooLong')
  })

  it('refuses what no form sends: another kind of listing, no id, control characters', () => {
    const refused = (input: unknown) =>
      applySchema.safeParse(input, formInput).error?.issues[0]?.message
    expect(refused({ kind: 'users', id: 1 })).toBe('badCharacters')
    expect(refused({ kind: 'jobs', id: -1 })).toBeDefined()
    expect(refused({ ...valid, message: 'a\u0000b' })).toBe('badCharacters')
  })
})
