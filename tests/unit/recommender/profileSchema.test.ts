import { describe, expect, it } from 'vitest'

import {
  emptyRecommenderForm,
  formFromQuery,
  formOf,
  profileOf,
  queryOfForm,
  type RecommenderForm,
  recommenderFormSchema,
} from '@/lib/recommender/profileSchema'

const fullForm: RecommenderForm = {
  educationLevel: 'high-school',
  school: 'Shanghai High School',
  major: 'Mechanical Engineering',
  interests: '计算机科学, robotics',
  gpa: '92.5',
  englishLevel: 'cet6',
  englishTest: 'ielts',
  englishScore: '6.5',
  countries: ['US', 'GB'],
  budgetMin: '5000',
  budgetMax: '80000',
  currency: 'CNY',
  startMonth: '7',
  kinds: ['study-tour', 'university'],
}
const minimalForm: RecommenderForm = {
  ...emptyRecommenderForm,
  interests: 'marine biology',
  kinds: ['programme'],
}

/** The message keys of a form's refusals, by field path. */
const refusals = (form: Record<string, unknown>) => {
  const result = recommenderFormSchema.safeParse(form)
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('recommender form', () => {
  it('accepts a full form and one with only the required fields', () => {
    expect(recommenderFormSchema.parse(fullForm)).toEqual(fullForm)
    expect(recommenderFormSchema.parse(minimalForm)).toEqual(minimalForm)
  })

  it('trims texts', () => {
    expect(
      recommenderFormSchema.parse({ ...minimalForm, interests: '  AI  ', gpa: ' 3.6 ' }),
    ).toMatchObject({
      interests: 'AI',
      gpa: '3.6',
    })
  })

  it('asks for interests and kinds', () => {
    expect(refusals({ ...minimalForm, interests: '   ' })).toEqual({
      interests: 'interestsRequired',
    })
    expect(refusals({ ...minimalForm, kinds: [] })).toEqual({ kinds: 'kindsRequired' })
  })

  it('refuses a budget whose minimum is over its maximum, at the maximum', () => {
    expect(refusals({ ...minimalForm, budgetMin: '9000', budgetMax: '8000' })).toEqual({
      budgetMax: 'budgetRange',
    })
    expect(refusals({ ...minimalForm, budgetMin: '8000', budgetMax: '8000' })).toEqual({})
    expect(refusals({ ...minimalForm, budgetMin: '9000' })).toEqual({})
  })

  it('refuses IELTS scores that are not half bands from 0 to 9, and TOEFL fractions', () => {
    const ielts = (englishScore: string) =>
      refusals({ ...minimalForm, englishTest: 'ielts', englishScore })
    expect(ielts('9.5')).toEqual({ englishScore: 'scoreInvalid' })
    expect(ielts('6.3')).toEqual({ englishScore: 'scoreInvalid' })
    expect(ielts('6.5')).toEqual({})
    expect(ielts('9')).toEqual({})
    const toefl = (englishScore: string) =>
      refusals({ ...minimalForm, englishTest: 'toefl', englishScore })
    expect(toefl('95.5')).toEqual({ englishScore: 'scoreInvalid' })
    expect(toefl('121')).toEqual({ englishScore: 'scoreInvalid' })
    expect(toefl('120')).toEqual({})
  })

  it('asks which test a score is from', () => {
    expect(refusals({ ...minimalForm, englishScore: '7' })).toEqual({ englishTest: 'testRequired' })
  })

  it('refuses values that are not among the options, and numbers it cannot read', () => {
    expect(refusals({ ...minimalForm, countries: ['US', 'XX'] })).toEqual({
      'countries.1': 'badChoice',
    })
    expect(refusals({ ...minimalForm, kinds: ['cruise'] })).toEqual({ 'kinds.0': 'badChoice' })
    expect(refusals({ ...minimalForm, currency: 'BTC' })).toEqual({ currency: 'badChoice' })
    expect(refusals({ ...minimalForm, startMonth: '13' })).toEqual({ startMonth: 'badChoice' })
    expect(refusals({ ...minimalForm, budgetMax: '8,000' })).toEqual({ budgetMax: 'numberInvalid' })
    expect(refusals({ ...minimalForm, gpa: '101' })).toEqual({ gpa: 'gpaInvalid' })
  })
})

describe('recommender form in the address', () => {
  /** URLSearchParams as a page's searchParams: one value as a string, repeated ones as a list. */
  const searchParams = (params: URLSearchParams) =>
    Object.fromEntries(
      [...new Set(params.keys())].map((key) => {
        const values = params.getAll(key)
        return [key, values.length > 1 ? values : values[0]]
      }),
    )

  it('leaves empty values out of the address', () => {
    expect(queryOfForm(minimalForm).toString()).toBe(
      'interests=marine+biology&currency=USD&kinds=programme',
    )
    expect(queryOfForm(fullForm).getAll('countries')).toEqual(['US', 'GB'])
  })

  it('reads back the same form from its address', () => {
    for (const form of [fullForm, minimalForm])
      expect(recommenderFormSchema.parse(formFromQuery(searchParams(queryOfForm(form))))).toEqual(
        form,
      )
  })

  it('reads one value of a list field as a list, and the first of repeated single fields', () => {
    expect(formFromQuery({ interests: ['art', 'music'], kinds: 'university', other: 'x' })).toEqual(
      {
        ...emptyRecommenderForm,
        interests: 'art',
        currency: '',
        kinds: ['university'],
      },
    )
  })
})

describe('profileOf', () => {
  it('turns the form into numbers, lists without repeats and no empty values', () => {
    expect(
      profileOf(recommenderFormSchema.parse({ ...fullForm, countries: ['US', 'GB', 'US'] })),
    ).toEqual({
      educationLevel: 'high-school',
      school: 'Shanghai High School',
      major: 'Mechanical Engineering',
      interests: '计算机科学, robotics',
      gpa: 92.5,
      englishLevel: 'cet6',
      englishTest: 'ielts',
      englishScore: 6.5,
      countries: ['US', 'GB'],
      budgetMin: 5000,
      budgetMax: 80000,
      currency: 'CNY',
      startMonth: 7,
      kinds: ['study-tour', 'university'],
    })
    expect(profileOf(recommenderFormSchema.parse(minimalForm))).toEqual({
      educationLevel: undefined,
      school: undefined,
      major: undefined,
      interests: 'marine biology',
      gpa: undefined,
      englishLevel: undefined,
      englishTest: undefined,
      englishScore: undefined,
      countries: [],
      budgetMin: undefined,
      budgetMax: undefined,
      currency: 'USD',
      startMonth: undefined,
      kinds: ['programme'],
    })
  })

  it('gives back the form it came from (formOf)', () => {
    expect(formOf(profileOf(recommenderFormSchema.parse(fullForm)))).toEqual(fullForm)
    expect(formOf(profileOf(recommenderFormSchema.parse(minimalForm)))).toEqual(minimalForm)
  })
})
