import { describe, expect, it } from 'vitest'

import { retentionPeriods } from '@/lib/retention/periods'

describe('retention periods', () => {
  it('come from the environment, and a value that is not a positive whole number stops the start with its name', () => {
    expect(
      retentionPeriods({ RETENTION_ID_PHOTO_DAYS: '7', RETENTION_AUDIT_YEARS: '5' }),
    ).toMatchObject({
      RETENTION_ID_PHOTO_DAYS: 7,
      RETENTION_AUDIT_YEARS: 5,
      RETENTION_LEAD_MONTHS: 12,
    })
    expect(() => retentionPeriods({ RETENTION_LEAD_MONTHS: '0' })).toThrow(/RETENTION_LEAD_MONTHS/)
    expect(() => retentionPeriods({ RETENTION_AUDIT_YEARS: 'two' })).toThrow(
      /RETENTION_AUDIT_YEARS/,
    )
  })
})
