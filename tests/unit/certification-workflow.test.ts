import { describe, expect, it } from 'vitest'

import {
  decisionProblem,
  providerStatusFor,
  statusAfterMemberSave,
  statusLabel,
} from '@/lib/certification/workflow'

describe('certification workflow', () => {
  it('keeps a member’s draft pending submission until it is submitted', () => {
    expect(statusAfterMemberSave(undefined, 'draft')).toBe('pending-submission')
    expect(statusAfterMemberSave('pending-submission', 'draft')).toBe('pending-submission')
    expect(statusAfterMemberSave('pending-submission', 'submit')).toBe('pending-review')
  })

  it('sends a changed approved, rejected or expired application back to review', () => {
    for (const previous of ['approved', 'rejected', 'expired', 'pending-review'] as const) {
      expect(statusAfterMemberSave(previous, 'draft')).toBe('pending-review')
      expect(statusAfterMemberSave(previous, 'submit')).toBe('pending-review')
    }
  })

  it('needs a reason to reject', () => {
    expect(decisionProblem('pending-review', 'rejected', ' ')).toBe('reasonRequired')
    expect(decisionProblem('pending-review', 'rejected', 'The photo is unreadable.')).toBeNull()
    expect(decisionProblem('pending-review', 'approved', null)).toBeNull()
    expect(decisionProblem('approved', 'rejected', 'The licence has lapsed.')).toBeNull()
  })

  it('decides only what the member has submitted', () => {
    for (const next of ['approved', 'rejected', 'pending-review', 'expired'] as const)
      expect(decisionProblem('pending-submission', next, 'A reason')).toBe('notSubmitted')
    expect(decisionProblem(undefined, 'approved', null)).toBeNull()
  })

  it('moves the provider status of an organisation with the decision', () => {
    expect(providerStatusFor('approved')).toBe('certified')
    expect(providerStatusFor('rejected')).toBe('rejected')
    expect(providerStatusFor('pending-review')).toBe('pending-review')
    expect(providerStatusFor('pending-submission')).toBeNull()
  })

  it('labels the spec’s numbers 1–5 and anything else as Unknown Status (SPEC §4)', () => {
    expect([1, 2, 3, 4, 5].map((n) => statusLabel(n, 'en'))).toEqual([
      'Pending Submission',
      'Pending Review',
      'Approved',
      'Rejected',
      'Expired',
    ])
    expect(statusLabel('approved', 'zh')).toBe('已通过')
    expect(statusLabel(9, 'en')).toBe('Unknown Status')
    expect(statusLabel(0, 'zh')).toBe('未知状态')
  })
})

describe('certification forms (SPEC §5)', () => {
  const issues = (r: {
    success: boolean
    error?: { issues: { message: string; path: PropertyKey[] }[] }
  }) => Object.fromEntries(r.error?.issues.map((i) => [String(i.path[0]), i.message]) ?? [])

  it('say which student fields are missing, and that graduation cannot come before enrollment', async () => {
    const { studentCertificationSchema } = await import('@/lib/validation/certification')
    expect(issues(studentCertificationSchema.safeParse({}))).toMatchObject({
      realName: 'required:realName',
      enrollmentYear: 'required:enrollmentYear',
      educationalLevel: 'required:educationalLevel',
    })
    expect(
      issues(
        studentCertificationSchema.safeParse({
          realName: '',
          enrollmentYear: '2024',
          graduationYear: '2020',
        }),
      ),
    ).toMatchObject({ graduationYear: 'graduationBeforeEnrollment' })
    expect(
      issues(
        studentCertificationSchema.safeParse({ enrollmentYear: '20x4', graduationYear: '1800' }),
      ),
    ).toMatchObject({
      enrollmentYear: 'year:enrollmentYear',
      graduationYear: 'year:graduationYear',
    })
  })

  it('ask schools for their school type and agencies for their business scope, with a well-formed phone', async () => {
    const { organisationCertificationSchema } = await import('@/lib/validation/certification')
    expect(
      issues(
        organisationCertificationSchema.safeParse({ providerType: 'school', contactPhone: 'abc' }),
      ),
    ).toMatchObject({ schoolType: 'required:schoolType', contactPhone: 'contactPhoneInvalid' })
    expect(
      issues(organisationCertificationSchema.safeParse({ providerType: 'education-agency' })),
    ).toMatchObject({ businessScope: 'required:businessScope' })
    expect(
      issues(organisationCertificationSchema.safeParse({ providerType: 'employer' })),
    ).not.toHaveProperty('schoolType')
  })

  it('require of an organisation only its type, name, licence number, legal representative, contact person and phone; check the rest when given', async () => {
    const { organisationCertificationSchema } = await import('@/lib/validation/certification')
    expect(Object.keys(issues(organisationCertificationSchema.safeParse({})))).toEqual([
      'providerType',
      'name',
      'licenceNumber',
      'legalRepresentative',
      'contactPerson',
      'contactPhone',
    ])
    const minimal = {
      providerType: 'employer',
      name: 'Horizon Careers',
      licenceNumber: '91310000MA1FL0001X',
      legalRepresentative: 'Zhang Wei',
      contactPerson: 'Li Na',
      contactPhone: '+86 21 5555 0100',
    }
    expect(organisationCertificationSchema.safeParse(minimal).success).toBe(true)
    expect(
      issues(organisationCertificationSchema.safeParse({ ...minimal, contactEmail: 'hr@' })),
    ).toEqual({ contactEmail: 'contactEmailInvalid' })
  })
})
