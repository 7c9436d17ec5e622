import { describe, expect, it } from 'vitest'

import {
  educationLevels,
  employeeCountBands,
  englishLevels,
  industries,
  organisationCertificationTypes,
  providerStatuses,
  providerTypes,
  schoolTypes,
} from '@/lib/enums'
import { organisationCodes, organisationKinds, roleOfProviderType } from '@/lib/organisations/roles'

const codes = (list: readonly { value: string; code: number }[]) =>
  Object.fromEntries(list.map((o) => [o.value, o.code]))

describe('numbered enumerations', () => {
  it('keep the stored values and number them as the portal does', () => {
    expect(codes(providerTypes)).toEqual({ employer: 1, school: 2, 'education-agency': 3 })
    expect(codes(providerStatuses)).toEqual({
      'pending-review': 0,
      certified: 1,
      rejected: 2,
      disabled: 3,
    })
    expect(codes(organisationCertificationTypes)).toEqual({
      employer: 1,
      'educational-institution': 2,
      school: 3,
    })
    expect(Object.values(codes(schoolTypes))).toEqual([1, 2, 3, 4, 5, 6])
    expect(codes(educationLevels)).toMatchObject({ 'high-school': 1, doctor: 5, other: 6 })
    expect(Object.keys(codes(industries))).toEqual([
      'education',
      'technology',
      'healthcare',
      'finance',
      'manufacturing',
      'other',
    ])
    expect(codes(employeeCountBands)).toEqual({ '1-50': 1, '51-200': 2, '201-500': 3, '500+': 4 })
    expect(codes(englishLevels)).toMatchObject({ cet4: 1, toefl: 4, basic: 8 })
  })
})

describe('organisation kinds', () => {
  it('tie each organisation role to its certification type, provider type and listings', () => {
    expect(organisationCodes('employer')).toEqual({ certificationType: 1, providerType: 1 })
    expect(organisationCodes('institution')).toEqual({ certificationType: 2, providerType: 3 })
    expect(organisationCodes('school')).toEqual({ certificationType: 3, providerType: 2 })
    expect(organisationKinds.employer.publishes).toBe('jobs')
    expect(organisationKinds.school.publishes).toBe('offerings')
    expect(organisationKinds.institution.publishes).toBe('offerings')
  })

  it('find the role back from a provider type', () => {
    expect(roleOfProviderType('education-agency')).toBe('institution')
    expect(roleOfProviderType('school')).toBe('school')
    expect(roleOfProviderType('employer')).toBe('employer')
  })
})
