import type { CountryCode, Currency, EducationLevel, EnglishLevel } from '@/lib/enums'

/** What a student may ask the recommender for; each kind feeds one or two result lists. */
export const recommenderKinds = [
  'study-tour',
  'programme',
  'tutoring',
  'university',
  'internship',
] as const
export type RecommenderKind = (typeof recommenderKinds)[number]

/** The result lists: programmes and tours, jobs and internships, coaches (with a package), universities. */
export const resultLists = ['offerings', 'jobs', 'coaches', 'universities'] as const
export type ResultList = (typeof resultLists)[number]

export const englishTests = ['ielts', 'toefl'] as const
export type EnglishTest = (typeof englishTests)[number]

/** A student's profile as the ranking reads it. */
export type RecommenderProfile = {
  educationLevel?: EducationLevel
  school?: string
  major?: string
  /** Free text in either language; commas, 、 and ； separate interests. */
  interests: string
  /** A GPA on a 4-point scale (up to 5), or an average out of 100. */
  gpa?: number
  englishLevel?: EnglishLevel
  englishTest?: EnglishTest
  englishScore?: number
  countries: CountryCode[]
  budgetMin?: number
  budgetMax?: number
  currency: Currency
  /** 1 (January) to 12. */
  startMonth?: number
  kinds: RecommenderKind[]
}

/** The lists that answer each kind: tutoring is offered both by schools (offerings) and by coaches. */
const listsOfKind: Record<RecommenderKind, ResultList[]> = {
  'study-tour': ['offerings'],
  programme: ['offerings'],
  tutoring: ['offerings', 'coaches'],
  university: ['universities'],
  internship: ['jobs'],
}

/** The result lists a profile's kinds ask for. */
export const listsFor = (kinds: readonly RecommenderKind[]): ResultList[] =>
  resultLists.filter((list) => kinds.some((kind) => listsOfKind[kind].includes(list)))
