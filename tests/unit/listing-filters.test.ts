import { describe, expect, it } from 'vitest'

import { offeringTypes } from '@/lib/enums'
import {
  canonicalListHref,
  listHref,
  MAX_PAGE,
  pageOf,
  readJobQuery,
  readOfferingQuery,
  without,
} from '@/lib/listings/filters'
import { jobWhere, offeringWhere, startWindow } from '@/lib/listings/listingWhere'
import { offeringPageNames, offeringPageOf, typesOf } from '@/lib/listings/pages'

describe('offer pages and offering types', () => {
  it('maps each offer page to its types', () => {
    expect(typesOf('study-tour')).toEqual(['study-tour'])
    expect(typesOf('overseas-study')).toEqual([
      'overseas-programme',
      'pre-college',
      'dream-school-immersion',
    ])
    expect(typesOf('online-courses')).toEqual(['credit-course'])
    expect(typesOf('academic-tutoring')).toEqual(['tutoring'])
  })

  it('lists every offering type on exactly one page, and finds that page back', () => {
    for (const { value } of offeringTypes) {
      const pages = offeringPageNames.filter((page) => typesOf(page).includes(value))
      expect([value, pages]).toEqual([value, [offeringPageOf(value)]])
    }
  })
})

describe('page numbers', () => {
  it('reads whole numbers and clamps them to 1…MAX_PAGE', () => {
    expect(pageOf({ page: '3' })).toBe(3)
    expect(pageOf({ page: ['2', '9'] })).toBe(2)
    expect(pageOf({ page: '0' })).toBe(1)
    expect(pageOf({ page: '99999999' })).toBe(MAX_PAGE)
  })

  it('reads anything else as page 1', () => {
    for (const page of [undefined, '', '-2', '1.5', 'two', '3abc', ' 4'])
      expect([page, pageOf({ page })]).toEqual([page, 1])
  })
})

describe('offering filters in the URL', () => {
  it('reads every filter of an offer page', () => {
    expect(
      readOfferingQuery('overseas-study', {
        type: 'pre-college',
        country: 'GB',
        from: '2026-07-01',
        to: '2026-08-31',
        maxPrice: '5000',
        level: 'high-school',
        language: 'en',
        page: '2',
      }),
    ).toEqual({
      filters: {
        type: 'pre-college',
        country: 'GB',
        from: '2026-07-01',
        to: '2026-08-31',
        maxPrice: 5000,
        level: 'high-school',
        language: 'en',
      },
      page: 2,
    })
  })

  it('ignores bad values', () => {
    expect(
      readOfferingQuery('study-tour', {
        country: 'XX',
        month: '2026-13',
        from: '2026-02-30',
        to: 'tomorrow',
        maxPrice: '-5',
        level: 'kindergarten',
        language: 'klingon',
        page: 'last',
      }),
    ).toEqual({ filters: {}, page: 1 })
    for (const maxPrice of ['0', '1e3', '12.5', '9999999999', ''])
      expect(readOfferingQuery('study-tour', { maxPrice }).filters).toEqual({})
  })

  it('takes a type only where the page lists several, and only one of its own', () => {
    expect(readOfferingQuery('study-tour', { type: 'study-tour' }).filters).toEqual({})
    expect(readOfferingQuery('overseas-study', { type: 'tutoring' }).filters).toEqual({})
    expect(readOfferingQuery('overseas-study', { type: 'pre-college' }).filters).toEqual({
      type: 'pre-college',
    })
  })

  it('lets a month stand for its dates, and drops an end before the start', () => {
    expect(
      readOfferingQuery('study-tour', { month: '2026-07', from: '2026-01-01' }).filters,
    ).toEqual({ month: '2026-07' })
    expect(
      readOfferingQuery('study-tour', { from: '2026-07-10', to: '2026-07-01' }).filters,
    ).toEqual({ from: '2026-07-10' })
    expect(readOfferingQuery('study-tour', { to: '2026-07-01' }).filters).toEqual({
      to: '2026-07-01',
    })
  })

  it('writes short URLs that read back the same', () => {
    const state = readOfferingQuery('overseas-study', {
      country: 'US',
      maxPrice: '3000',
      page: '4',
    })
    const href = listHref('/overseas-study', state.filters, state.page)
    expect(href).toBe('/overseas-study?country=US&maxPrice=3000&page=4')
    const query = Object.fromEntries(new URL(href, 'http://x.test').searchParams)
    expect(readOfferingQuery('overseas-study', query)).toEqual(state)
    expect(listHref('/study-tour', {}, 1)).toBe('/study-tour')
    expect(listHref('/study-tour', without(state.filters, 'country'))).toBe(
      '/study-tour?maxPrice=3000',
    )
  })
})

describe('job filters in the URL', () => {
  it('reads every filter, trimming the city and accepting a checkbox', () => {
    expect(
      readJobQuery({
        type: 'internship',
        country: 'CN',
        city: '  上海 ',
        remote: 'on',
        industry: 'technology',
        minSalary: '8000',
        english: 'cet6',
      }),
    ).toEqual({
      filters: {
        type: 'internship',
        country: 'CN',
        city: '上海',
        remote: true,
        industry: 'technology',
        minSalary: 8000,
        english: 'cet6',
      },
      page: 1,
    })
  })

  it('ignores bad values and cuts long text', () => {
    expect(
      readJobQuery({
        type: 'volunteer',
        remote: 'no',
        industry: 'mining',
        minSalary: 'lots',
        english: 'c2',
        city: '   ',
      }).filters,
    ).toEqual({})
    expect(readJobQuery({ city: 'x'.repeat(200) }).filters.city).toHaveLength(80)
  })

  it('writes a checkbox as 1', () => {
    expect(listHref('/employment/job', { type: 'internship', remote: true }, 2)).toBe(
      '/employment/job?type=internship&remote=1&page=2',
    )
  })
})

describe('what the filters ask the database for', () => {
  it('turns a month or a range of days into start instants', () => {
    expect(startWindow({ month: '2026-12' })).toEqual({
      from: '2026-12-01T00:00:00.000Z',
      before: '2027-01-01T00:00:00.000Z',
    })
    expect(startWindow({ from: '2026-07-01', to: '2026-07-31' })).toEqual({
      from: '2026-07-01T00:00:00.000Z',
      before: '2026-08-01T00:00:00.000Z',
    })
    expect(startWindow({})).toEqual({ from: undefined, before: undefined })
  })

  it('lists published offerings of the page’s types, or of the chosen one', () => {
    const where = offeringWhere(typesOf('overseas-study'), {})
    expect(where.and).toEqual([
      { status: { equals: 'published' } },
      { type: { in: ['overseas-programme', 'pre-college', 'dream-school-immersion'] } },
    ])
    const chosen = offeringWhere(typesOf('overseas-study'), { type: 'pre-college' })
    expect(chosen.and?.[1]).toEqual({ type: { in: ['pre-college'] } })
  })

  it('matches an education level inside an offering’s range or an open end', () => {
    const where = offeringWhere(['study-tour'], { level: 'bachelor' })
    expect(where.and?.[2]).toEqual({
      and: [
        {
          or: [
            { minEducationLevel: { exists: false } },
            { minEducationLevel: { in: ['high-school', 'vocational-college', 'bachelor'] } },
          ],
        },
        {
          or: [
            { maxEducationLevel: { exists: false } },
            { maxEducationLevel: { in: ['bachelor', 'master', 'doctor', 'other'] } },
          ],
        },
      ],
    })
  })

  it('lists published jobs and meets a minimum salary with the top of the range', () => {
    const where = jobWhere({ minSalary: 5000, remote: true })
    expect(where.and).toEqual([
      { status: { equals: 'published' } },
      { remote: { equals: true } },
      {
        or: [
          { salaryMax: { greater_than_equal: 5000 } },
          {
            and: [{ salaryMax: { exists: false } }, { salaryMin: { greater_than_equal: 5000 } }],
          },
        ],
      },
    ])
  })
})

describe('a job list’s city', () => {
  it('is any of the city names that contain what was typed, each in its own language', () => {
    expect(jobWhere({ city: 'shang' }, { en: ['Shanghai', 'Shangrao'] }).and).toEqual([
      { status: { equals: 'published' } },
      { 'city.en': { in: ['Shanghai', 'Shangrao'] } },
    ])
    expect(jobWhere({ city: 'an' }, { en: ['Xi’an'], zh: ['Xi’an'] }).and?.[1]).toEqual({
      or: [{ 'city.en': { in: ['Xi’an'] } }, { 'city.zh': { in: ['Xi’an'] } }],
    })
    // No city contains it: only a city of exactly that name would match, and none has it.
    expect(jobWhere({ city: 'Atlantis' }).and?.[1]).toEqual({ 'city.en': { in: ['Atlantis'] } })
  })
})

describe('canonicalListHref', () => {
  it('leaves a list’s own address alone', () => {
    const query = { country: 'GB', page: '2' }
    expect(canonicalListHref('/study-tour', query, readOfferingQuery('study-tour', query))).toBe(
      null,
    )
    expect(canonicalListHref('/study-tour', {}, readOfferingQuery('study-tour', {}))).toBe(null)
  })

  it('sends a GET form’s empty fields, ignored values and another order to the list’s own address', () => {
    const form = { country: 'US', month: '', from: '', maxPrice: 'cheap', page: '1' }
    expect(canonicalListHref('/study-tour', form, readOfferingQuery('study-tour', form))).toBe(
      '/study-tour?country=US',
    )
    const jobs = { english: 'ielts', type: 'internship', remote: 'on' }
    expect(canonicalListHref('/employment/job', jobs, readJobQuery(jobs))).toBe(
      '/employment/job?type=internship&remote=1&english=ielts',
    )
  })
})
