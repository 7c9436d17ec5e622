import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

import { blankListing, listingData, listingValues } from '@/lib/listings/listingData'
import {
  applicationStatusSchema,
  jobSchema,
  type JobInput,
  offeringSchema,
  type OfferingInput,
} from '@/lib/listings/listingSchema'
import { plainText } from '@/lib/richtext/plainText'
import { fieldIssues } from '@/lib/validation/issues'

const issues = (result: { success: boolean; error?: z.ZodError }) =>
  result.error ? fieldIssues(result.error) : {}

const offering: OfferingInput = {
  ...blankListing('offerings', 'study-tour'),
  titleEn: 'Summer in Oxford',
  titleZh: '牛津夏季游学',
  summaryEn: 'Two weeks of lectures and college life.',
  descriptionEn: 'Lectures every morning.\n\nPunting in the afternoon.',
  descriptionZh: '每天上午听课。\n下午撑篙游河。',
  cityEn: 'Oxford',
  cityZh: '牛津',
  country: 'GB',
  startDate: '2027-07-05',
  endDate: '2027-07-18',
  durationDays: '14',
  minAge: '15',
  maxAge: '18',
  languages: ['en', 'zh'],
  price: '4800',
  currency: 'GBP',
  capacity: '30',
  placesLeft: '30',
  deadline: '2027-05-31',
  contactManager: '7',
  cover: '12',
}

describe('the offering form (/user/studyAbroad/info)', () => {
  it('takes a complete programme in both languages', () => {
    expect(offeringSchema.safeParse(offering).success).toBe(true)
  })

  it('starts empty but for the collection’s defaults, and asks for the type and both titles', () => {
    const blank = blankListing('offerings')
    expect(blank).toMatchObject({ status: 'draft', languages: [], currency: 'USD', type: '' })
    expect(issues(offeringSchema.safeParse(blank))).toEqual({
      titleEn: 'titleRequired',
      titleZh: 'titleRequired',
      type: 'typeRequired',
    })
  })

  it('names malformed numbers and days with their message keys', () => {
    expect(
      issues(
        offeringSchema.safeParse({
          ...offering,
          maxAge: '120',
          capacity: 'thirty',
          price: '-5',
          startDate: '2027-02-30',
          deadline: '31/05/2027',
          languages: ['en', 'klingon'],
          titleZh: ' \u200b ',
          summaryEn: 'x'.repeat(501),
        }),
      ),
    ).toEqual({
      maxAge: 'numberInvalid',
      capacity: 'numberInvalid',
      price: 'numberInvalid',
      startDate: 'dateInvalid',
      deadline: 'dateInvalid',
      languages: 'badCharacters',
      titleZh: 'titleRequired',
      summaryEn: 'tooLong',
    })
  })
})

describe('the job form (/user/services/job)', () => {
  const job: JobInput = {
    ...blankListing('jobs'),
    type: 'internship',
    titleEn: 'Marketing intern',
    titleZh: '市场实习生',
    remote: true,
    pay: 'stipend',
    salaryMin: '3000',
    salaryMax: '4000',
    industry: 'technology',
  }

  it('takes a job with the collection’s defaults for pay and period', () => {
    expect(blankListing('jobs')).toMatchObject({
      remote: false,
      pay: 'salary',
      salaryPeriod: 'month',
      currency: 'USD',
    })
    expect(jobSchema.safeParse(job).success).toBe(true)
  })

  it('refuses values no control offers', () => {
    expect(
      issues(jobSchema.safeParse({ ...job, type: 'gig', pay: 'shares', status: 'archived' })),
    ).toEqual({ type: 'typeRequired', pay: 'badCharacters', status: 'badCharacters' })
  })
})

describe('a form’s values as the collection stores them', () => {
  const data = listingData(offeringSchema.parse(offering))

  it('writes each language’s texts apart from the shared fields, numbers as numbers and empty as null', () => {
    expect(data.en).toMatchObject({ title: 'Summer in Oxford', city: 'Oxford' })
    expect(data.zh).toMatchObject({ title: '牛津夏季游学', city: '牛津', summary: null })
    expect(data.common).toMatchObject({
      type: 'study-tour',
      country: 'GB',
      durationDays: 14,
      maxAge: 18,
      price: 4800,
      contactManager: 7,
      cover: 12,
      languages: ['en', 'zh'],
      englishLevel: null,
      status: 'draft',
    })
    expect(data.common).not.toHaveProperty('titleEn')
  })

  it('stores days at noon UTC, as the admin does', () => {
    expect(data.common.startDate).toBe('2027-07-05T12:00:00.000Z')
    expect(data.common.deadline).toBe('2027-05-31T12:00:00.000Z')
  })

  it('makes each line of a description a paragraph', () => {
    expect(plainText(data.en.description)).toBe(
      'Lectures every morning.\nPunting in the afternoon.',
    )
    expect(plainText(data.zh.description)).toBe('每天上午听课。\n下午撑篙游河。')
    expect(listingData({ descriptionEn: ' \n ' }).en.description).toBeNull()
  })

  it('reads back into the same form (blank lines aside)', () => {
    const saved = {
      en: { ...data.common, ...data.en, cover: { id: 12, url: '/cover.webp' } },
      zh: { ...data.common, ...data.zh },
    }
    expect(listingValues('offerings', saved)).toEqual({
      ...offering,
      descriptionEn: 'Lectures every morning.\nPunting in the afternoon.',
    })
  })
})

describe('an application’s status as the organisation sets it', () => {
  it('is one of the organisation’s steps, never the student’s withdrawal', () => {
    expect(applicationStatusSchema.safeParse({ id: 3, status: 'shortlisted' }).success).toBe(true)
    expect(applicationStatusSchema.safeParse({ id: 3, status: 'withdrawn' }).success).toBe(false)
    expect(applicationStatusSchema.safeParse({ id: 0, status: 'offer' }).success).toBe(false)
  })
})
