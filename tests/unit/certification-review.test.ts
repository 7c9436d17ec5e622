import { describe, expect, it } from 'vitest'

import { isIncomplete, submissionIssues } from '@/lib/certification/details'
import {
  activeFilter,
  filterQuery,
  filterWhere,
  reviewFilters,
} from '@/lib/certification/reviewQueue'
import type { Certification } from '@/payload-types'

import { bachelorStudent } from '../helpers/memberDetails'

const complete = { realName: 'Lin Mei', ...bachelorStudent, studentIdPhoto: 7 }
const application = (status: Certification['status'], student: Record<string, unknown>) =>
  ({ id: 1, type: 'student', status, student }) as unknown as Certification

describe('what goes to review', () => {
  it('needs every required field and the photo, in the form’s own words', () => {
    expect(submissionIssues('student', complete)).toEqual({})
    expect(submissionIssues('student', { ...complete, major: null, studentIdPhoto: null })).toEqual(
      { major: 'required:major', studentIdPhoto: 'required:studentIdPhoto' },
    )
    expect(submissionIssues('organisation', { providerType: 'school' })).toMatchObject({
      name: 'required:name',
      schoolType: 'required:schoolType',
      licencePhoto: 'required:licencePhoto',
    })
  })

  it('calls a submitted or decided application without its photo incomplete, never a draft', () => {
    expect(isIncomplete(application('pending-review', complete))).toBe(false)
    expect(isIncomplete(application('approved', { ...complete, studentIdPhoto: null }))).toBe(true)
    expect(isIncomplete(application('pending-submission', { realName: 'Lin Mei' }))).toBe(false)
  })
})

describe('the review queue’s filters', () => {
  it('filter by status and type, through the list’s own query string', () => {
    const studentsWaiting = reviewFilters.find((f) => f.key === 'waitingStudents')!
    expect(filterWhere(studentsWaiting)).toEqual({
      status: { equals: 'pending-review' },
      type: { equals: 'student' },
    })
    expect(decodeURIComponent(filterQuery(studentsWaiting))).toBe(
      'where[status][equals]=pending-review&where[type][equals]=student',
    )
  })

  it('know which one is showing, whether the query arrives parsed or flat', () => {
    expect(
      activeFilter({
        where: { status: { equals: 'pending-review' }, type: { equals: 'organisation' } },
      }),
    ).toBe('waitingOrganisations')
    expect(activeFilter({ 'where[status][equals]': 'rejected' })).toBe('rejected')
    expect(activeFilter({})).toBe('all')
    expect(activeFilter({ where: { title: { like: 'Lin' } } })).toBeNull()
  })
})
