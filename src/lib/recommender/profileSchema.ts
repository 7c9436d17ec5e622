import { z } from 'zod'

import { countries, currencies, educationLevels, englishLevels, valuesOf } from '@/lib/enums'
import { optionalText, requiredText } from '@/lib/validation/text'

import { englishTests, type RecommenderProfile, recommenderKinds } from './profile'

/*
 * The recommender's profile form, checked in the browser, again when the results page reads it
 * from the address, and when a result set is saved. Values stay as the form holds them (texts and
 * lists); `profileOf` turns them into what the ranking reads. Messages are `recommender.errors` keys.
 */

const choice = <V extends string>(values: readonly [V, ...V[]]) =>
  z.enum(['', ...values], { error: 'badChoice' })
const number = (max: number, error: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => value === '' || (/^\d{1,9}(\.\d{1,2})?$/.test(value) && Number(value) <= max),
      {
        error,
      },
    )

export const recommenderFormSchema = z
  .object({
    educationLevel: choice(valuesOf(educationLevels)),
    school: optionalText(120),
    major: optionalText(120),
    interests: requiredText('interestsRequired', 300),
    gpa: number(100, 'gpaInvalid'),
    englishLevel: choice(valuesOf(englishLevels)),
    englishTest: choice(englishTests),
    englishScore: number(120, 'scoreInvalid'),
    countries: z
      .array(z.enum(valuesOf(countries), { error: 'badChoice' }))
      .max(10, { error: 'badChoice' }),
    budgetMin: number(100_000_000, 'numberInvalid'),
    budgetMax: number(100_000_000, 'numberInvalid'),
    currency: z.enum(valuesOf(currencies), { error: 'badChoice' }),
    startMonth: z.enum(['', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'], {
      error: 'badChoice',
    }),
    kinds: z
      .array(z.enum(recommenderKinds, { error: 'badChoice' }))
      .min(1, { error: 'kindsRequired' })
      .max(recommenderKinds.length, { error: 'badChoice' }),
  })
  .superRefine((form, ctx) => {
    if (form.budgetMin && form.budgetMax && Number(form.budgetMin) > Number(form.budgetMax))
      ctx.addIssue({ code: 'custom', path: ['budgetMax'], message: 'budgetRange' })
    if (form.englishScore && !form.englishTest)
      ctx.addIssue({ code: 'custom', path: ['englishTest'], message: 'testRequired' })
    if (form.englishTest && form.englishScore) {
      const score = Number(form.englishScore)
      if (
        form.englishTest === 'ielts'
          ? score > 9 || score * 2 !== Math.round(score * 2)
          : score % 1 !== 0
      )
        ctx.addIssue({ code: 'custom', path: ['englishScore'], message: 'scoreInvalid' })
    }
  })

export type RecommenderForm = z.input<typeof recommenderFormSchema>

export const emptyRecommenderForm: RecommenderForm = {
  educationLevel: '',
  school: '',
  major: '',
  interests: '',
  gpa: '',
  englishLevel: '',
  englishTest: '',
  englishScore: '',
  countries: [],
  budgetMin: '',
  budgetMax: '',
  currency: 'USD',
  startMonth: '',
  kinds: [],
}

const optionalNumber = (value: string) => (value === '' ? undefined : Number(value))
const optionalString = <V extends string>(value: V | '') => (value === '' ? undefined : value)

/** The checked form as the ranking reads it. */
export function profileOf(form: z.output<typeof recommenderFormSchema>): RecommenderProfile {
  return {
    educationLevel: optionalString(form.educationLevel),
    school: form.school || undefined,
    major: form.major || undefined,
    interests: form.interests,
    gpa: optionalNumber(form.gpa),
    englishLevel: optionalString(form.englishLevel),
    englishTest: optionalString(form.englishTest),
    englishScore: optionalNumber(form.englishScore),
    countries: [...new Set(form.countries)],
    budgetMin: optionalNumber(form.budgetMin),
    budgetMax: optionalNumber(form.budgetMax),
    currency: form.currency,
    startMonth: optionalNumber(form.startMonth),
    kinds: [...new Set(form.kinds)],
  }
}

/** A profile back as form values (a saved set's profile, shown for changing). */
export function formOf(profile: RecommenderProfile): RecommenderForm {
  const text = (value: number | string | undefined) => (value === undefined ? '' : String(value))
  return {
    educationLevel: profile.educationLevel ?? '',
    school: profile.school ?? '',
    major: profile.major ?? '',
    interests: profile.interests,
    gpa: text(profile.gpa),
    englishLevel: profile.englishLevel ?? '',
    englishTest: profile.englishTest ?? '',
    englishScore: text(profile.englishScore),
    countries: profile.countries,
    budgetMin: text(profile.budgetMin),
    budgetMax: text(profile.budgetMax),
    currency: profile.currency,
    startMonth: text(profile.startMonth) as RecommenderForm['startMonth'],
    kinds: profile.kinds,
  }
}

type Query = Record<string, string | string[] | undefined>
const listFields = new Set(['countries', 'kinds'])

/** Form values from a results page address (`?interests=…&kinds=study-tour&kinds=university`). */
export function formFromQuery(query: Query): Record<string, unknown> {
  const form: Record<string, unknown> = {}
  for (const key of Object.keys(emptyRecommenderForm)) {
    const value = query[key]
    if (listFields.has(key)) form[key] = value === undefined ? [] : [value].flat()
    else form[key] = Array.isArray(value) ? value[0] : (value ?? '')
  }
  return form
}

/** The address query of a checked form, empty values left out. */
export function queryOfForm(form: RecommenderForm): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(form))
    for (const item of [value].flat()) if (item !== '') params.append(key, String(item))
  return params
}
