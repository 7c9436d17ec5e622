import { describe, expect, it } from 'vitest'

import { listingKeyOf } from '@/lib/applications/prepare'
import { transitionRefusal } from '@/lib/applications/transitions'
import { applicationStatuses, type ListingStatus } from '@/lib/enums'
import { pastDeadline, publishingRefusal } from '@/lib/listings/publishing'
import { jobRanges, offeringRanges, rangeIssues } from '@/lib/listings/rangeRules'
import {
  profileFromCertification,
  textsFromCertification,
} from '@/lib/organisations/fromCertification'
import { standingOf } from '@/lib/organisations/standing'
import type { Certification } from '@/payload-types'

const statuses: ListingStatus[] = ['draft', 'published', 'closed']
const school = { providerType: 'school' as const, certified: true }
const institution = { providerType: 'education-agency' as const, certified: true }
const employer = { providerType: 'employer' as const, certified: true }

describe('publishingRefusal', () => {
  it('asks a member without an organisation to certify first, unless the listing is being closed', () => {
    expect(publishingRefusal(null, 'offerings', 'draft')).toBe('noOrganisation')
    expect(publishingRefusal(null, 'jobs', 'published')).toBe('noOrganisation')
    expect(publishingRefusal(null, 'offerings', 'closed')).toBeNull()
  })

  it('lets schools and institutions publish offerings and employers jobs, never the other way round', () => {
    for (const status of ['draft', 'published'] as const) {
      expect(publishingRefusal(school, 'offerings', status)).toBeNull()
      expect(publishingRefusal(institution, 'offerings', status)).toBeNull()
      expect(publishingRefusal(employer, 'jobs', status)).toBeNull()
      expect(publishingRefusal(employer, 'offerings', status), status).toBe('wrongKind')
      expect(publishingRefusal(school, 'jobs', status), status).toBe('wrongKind')
      expect(publishingRefusal(institution, 'jobs', status), status).toBe('wrongKind')
    }
    // An organisation whose type is unknown publishes nothing.
    expect(publishingRefusal({ certified: true }, 'offerings', 'draft')).toBe('wrongKind')
    expect(publishingRefusal({ providerType: null, certified: true }, 'jobs', 'draft')).toBe(
      'wrongKind',
    )
  })

  it('asks for certification only to publish: drafts of the right kind are allowed, closing always', () => {
    for (const certified of [false, null, undefined]) {
      const uncertified = { providerType: 'school' as const, certified }
      expect(publishingRefusal(uncertified, 'offerings', 'published')).toBe('certifyFirst')
      expect(publishingRefusal(uncertified, 'offerings', 'draft')).toBeNull()
      expect(publishingRefusal(uncertified, 'offerings', 'closed')).toBeNull()
      const uncertifiedEmployer = { providerType: 'employer' as const, certified }
      expect(publishingRefusal(uncertifiedEmployer, 'jobs', 'published')).toBe('certifyFirst')
      expect(publishingRefusal(uncertifiedEmployer, 'jobs', 'draft')).toBeNull()
    }
    // Closing is allowed whoever asks, even of the wrong kind.
    for (const organisation of [null, employer, school, { certified: false }])
      expect(publishingRefusal(organisation, 'offerings', 'closed')).toBeNull()
    expect(statuses.map((s) => publishingRefusal(school, 'offerings', s))).toEqual([
      null,
      null,
      null,
    ])
  })
})

describe('pastDeadline', () => {
  const now = new Date('2026-03-10T09:00:00.000Z')

  it('is false without a deadline', () => {
    expect(pastDeadline(null, now)).toBe(false)
    expect(pastDeadline(undefined, now)).toBe(false)
    expect(pastDeadline('', now)).toBe(false)
  })

  it('is true once the deadline day is behind, false while it is ahead', () => {
    expect(pastDeadline('2026-03-09T12:00:00.000Z', now)).toBe(true)
    expect(pastDeadline('2026-01-31T00:00:00.000Z', now)).toBe(true)
    expect(pastDeadline(now.toISOString(), now)).toBe(false)
    expect(pastDeadline('2026-03-10T12:00:00.000Z', now)).toBe(false)
    expect(pastDeadline('2026-03-11T12:00:00.000Z', now)).toBe(false)
    expect(pastDeadline('2027-01-01T00:00:00.000Z', now)).toBe(false)
  })

  // The admin's day picker stores 10 March as 2026-03-10T12:00Z: the whole day stays open.
  it('keeps the deadline day open after noon UTC, and closes it when the day is over', () => {
    const deadline = '2026-03-10T12:00:00.000Z'
    expect(pastDeadline(deadline, new Date('2026-03-10T15:00:00.000Z'))).toBe(false)
    expect(pastDeadline(deadline, new Date('2026-03-10T23:59:59.999Z'))).toBe(false)
    expect(pastDeadline(deadline, new Date('2026-03-11T00:00:00.000Z'))).toBe(true)
  })
})

describe('rangeIssues', () => {
  it('names the second field of each upside-down offering range with its issue', () => {
    expect(
      rangeIssues(
        {
          startDate: '2026-07-10T12:00:00.000Z',
          endDate: '2026-07-01T12:00:00.000Z',
          minAge: 16,
          maxAge: 14,
          capacity: 20,
          placesLeft: 21,
        },
        offeringRanges,
      ),
    ).toEqual([
      { path: 'endDate', issue: 'endBeforeStart' },
      { path: 'maxAge', issue: 'maxAgeBelowMin' },
      { path: 'capacity', issue: 'placesOverCapacity' },
    ])
  })

  it('accepts equal ends, ranges the right way round and ranges with an end missing', () => {
    expect(
      rangeIssues(
        {
          startDate: '2026-07-01T12:00:00.000Z',
          endDate: '2026-07-01T12:00:00.000Z',
          minAge: 14,
          maxAge: 14,
          capacity: 20,
          placesLeft: 20,
        },
        offeringRanges,
      ),
    ).toEqual([])
    expect(
      rangeIssues(
        { startDate: '2026-07-10', endDate: null, minAge: 16, capacity: 0 },
        offeringRanges,
      ),
    ).toEqual([])
    expect(rangeIssues({ placesLeft: 0, capacity: 30, maxAge: 0 }, offeringRanges)).toEqual([])
  })

  it('compares zero as a number (no places in a course of none is fine, one is not)', () => {
    expect(rangeIssues({ placesLeft: 0, capacity: 0 }, offeringRanges)).toEqual([])
    expect(rangeIssues({ placesLeft: 1, capacity: 0 }, offeringRanges)).toEqual([
      { path: 'capacity', issue: 'placesOverCapacity' },
    ])
  })

  it('checks salaries with the job ranges, and only the ranges it is given', () => {
    expect(rangeIssues({ salaryMin: 5000, salaryMax: 3000 }, jobRanges)).toEqual([
      { path: 'salaryMax', issue: 'salaryMaxBelowMin' },
    ])
    expect(rangeIssues({ salaryMin: 3000, salaryMax: 5000 }, jobRanges)).toEqual([])
    expect(rangeIssues({ salaryMin: 0, salaryMax: 0 }, jobRanges)).toEqual([])
    // An offering's dates mean nothing to the job ranges, and the reverse.
    expect(rangeIssues({ startDate: '2026-07-10', endDate: '2026-07-01' }, jobRanges)).toEqual([])
    expect(rangeIssues({ salaryMin: 5000, salaryMax: 3000 }, offeringRanges)).toEqual([])
  })
})

describe('transitionRefusal', () => {
  const all = applicationStatuses.map((status) => status.value)

  it('lets the student withdraw until an offer is made, and not after', () => {
    for (const from of ['submitted', 'shortlisted', 'interview'] as const)
      expect(transitionRefusal('student', from, 'withdrawn'), from).toBeNull()
    for (const from of ['offer', 'accepted', 'declined'] as const)
      expect(transitionRefusal('student', from, 'withdrawn'), from).toBe('withdrawAfterOffer')
  })

  it('lets the student set no other status', () => {
    for (const from of all)
      for (const to of all) {
        if (to === 'withdrawn' || to === from) continue
        expect(transitionRefusal('student', from, to), `${from} → ${to}`).toBe('notAllowed')
      }
  })

  it('lets the organisation set submitted to declined from any other status, but never withdrawn', () => {
    const sets = all.filter((s) => s !== 'withdrawn')
    for (const from of sets)
      for (const to of sets)
        expect(transitionRefusal('organisation', from, to), `${from} → ${to}`).toBeNull()
    for (const from of sets)
      expect(transitionRefusal('organisation', from, 'withdrawn'), from).toBe('notAllowed')
  })

  it('lets nobody move a withdrawn application, and treats staying put as no change', () => {
    for (const party of ['student', 'organisation'] as const) {
      for (const to of all) {
        if (to === 'withdrawn') continue
        expect(transitionRefusal(party, 'withdrawn', to), `${party} → ${to}`).toBe('notAllowed')
      }
      for (const status of all) expect(transitionRefusal(party, status, status)).toBeNull()
    }
  })
})

describe('standingOf', () => {
  const standing = (
    status: Certification['status'],
    providerStatus?: NonNullable<Certification['organisation']>['providerStatus'],
  ) =>
    standingOf({
      status,
      organisation: providerStatus === undefined ? undefined : { providerStatus },
    })

  it('is certified only while the certification is approved and the provider certified', () => {
    expect(standing('approved', 'certified')).toEqual({
      certificationStatus: 'approved',
      providerStatus: 'certified',
      certified: true,
    })
    expect(standing('approved', 'disabled')).toEqual({
      certificationStatus: 'approved',
      providerStatus: 'disabled',
      certified: false,
    })
    expect(standing('rejected', 'rejected').certified).toBe(false)
    expect(standing('expired', 'certified').certified).toBe(false)
    expect(standing('pending-review', 'pending-review').certified).toBe(false)
  })

  it('keeps a certified organisation certified while its changed details wait for review, not a new one', () => {
    const underReview = {
      status: 'pending-review' as const,
      organisation: { providerStatus: 'pending-review' as const },
    }
    expect(standingOf(underReview, true).certified).toBe(true)
    expect(standingOf(underReview, false).certified).toBe(false)
    expect(
      standingOf({ status: 'rejected', organisation: { providerStatus: 'rejected' } }, true)
        .certified,
    ).toBe(false)
    expect(
      standingOf({ status: 'expired', organisation: { providerStatus: 'certified' } }, true)
        .certified,
    ).toBe(false)
    expect(
      standingOf({ status: 'pending-review', organisation: { providerStatus: 'disabled' } }, true)
        .certified,
    ).toBe(false)
  })

  it('has no provider status when the certification gives none', () => {
    expect(standing('approved')).toEqual({
      certificationStatus: 'approved',
      providerStatus: null,
      certified: false,
    })
    expect(standing('approved', null).providerStatus).toBeNull()
  })
})

describe('an organisation made from its certification', () => {
  const details = {
    providerType: 'education-agency',
    name: 'Harbour Study Centre',
    licenceNumber: '91310000MA1FL0002Y',
    licencePhoto: 41,
    website: 'https://harbour.example.com',
    contactEmail: 'office@harbour.example.com',
    contactPhone: '+86 21 5555 0101',
    country: 'CN',
    region: 'Shanghai',
    address: '2 Bund Road, Shanghai',
    businessScope: 'Study-abroad advice.',
    description: 'An education agency.',
    contactPerson: 'Wang Fang',
  } as const
  const certification = (organisation: Record<string, unknown> | null | undefined) =>
    ({ organisation }) as Pick<Certification, 'organisation'>

  it('carries over the profile, licence number and photo (an id, whether the photo is loaded or not)', () => {
    const expected = {
      providerType: 'education-agency',
      licenceNumber: '91310000MA1FL0002Y',
      licencePhoto: 41,
      website: 'https://harbour.example.com',
      contactEmail: 'office@harbour.example.com',
      contactPhone: '+86 21 5555 0101',
      country: 'CN',
    }
    expect(profileFromCertification(certification(details))).toEqual(expected)
    expect(
      profileFromCertification(
        certification({ ...details, licencePhoto: { id: 41, filename: 'licence.webp' } }),
      ),
    ).toEqual(expected)
  })

  it('leaves out what the certification does not give (empty website and e-mail included)', () => {
    const profile = profileFromCertification(
      certification({ providerType: 'school', website: '', contactEmail: '', licencePhoto: null }),
    )
    expect(profile).toMatchObject({ providerType: 'school' })
    for (const field of [
      'licenceNumber',
      'licencePhoto',
      'website',
      'contactEmail',
      'contactPhone',
      'country',
    ])
      expect(profile[field as keyof typeof profile], field).toBeUndefined()
    expect(Object.values(profileFromCertification(certification(null))).filter(Boolean)).toEqual([])
  })

  it('starts the texts from the certification, the name never missing', () => {
    expect(textsFromCertification(certification(details))).toEqual({
      name: 'Harbour Study Centre',
      address: '2 Bund Road, Shanghai',
      region: 'Shanghai',
      businessScope: 'Study-abroad advice.',
      description: 'An education agency.',
    })
    expect(textsFromCertification(certification(undefined))).toEqual({
      name: '',
      address: undefined,
      region: undefined,
      businessScope: undefined,
      description: undefined,
    })
  })
})

describe('listingKeyOf', () => {
  it('names the one listing applied to, by id or loaded document', () => {
    expect(listingKeyOf({ offering: 12 })).toBe('offerings:12')
    expect(listingKeyOf({ job: 7 })).toBe('jobs:7')
    expect(listingKeyOf({ offering: { id: 12 } as never, job: null })).toBe('offerings:12')
    expect(listingKeyOf({ offering: null, job: { id: 7 } as never })).toBe('jobs:7')
  })

  it('is null for neither listing or both', () => {
    expect(listingKeyOf({})).toBeNull()
    expect(listingKeyOf({ offering: null, job: null })).toBeNull()
    expect(listingKeyOf({ offering: 12, job: 7 })).toBeNull()
  })
})
