import { z } from 'zod'

import {
  applicationStatuses,
  countries,
  currencies,
  educationLevels,
  englishLevels,
  industries,
  jobTypes,
  languages,
  listingStatuses,
  offeringTypes,
  type Option,
  payKinds,
  salaryPeriods,
} from '@/lib/enums'
import type { ListingKind } from '@/lib/organisations/roles'
import { optionalText, requiredText } from '@/lib/validation/text'
import { documentId } from '@/lib/validation/documentId'
import { isCalendarDay } from '@/lib/validation/calendarDay'

/*
 * The offering and job forms of the dashboard, checked in the browser and again by their actions.
 * Every value stays as the form holds it (text, a list, a checkbox); `listingData` turns it into a
 * document. Messages are `publishing.errors` keys. The rules on the whole listing (who may publish,
 * ranges) are the collections' own and answer in the member's language.
 */

const valuesOf = <V extends string>(options: readonly Option<V>[]) =>
  options.map((option) => option.value) as [V, ...V[]]

/** One of the options, or none chosen. */
const choice = <V extends string>(options: readonly Option<V>[]) =>
  z.enum(['', ...valuesOf(options)], { error: 'badCharacters' })

/** A whole number from 0 to `max`, or nothing. */
const wholeNumber = (max: number) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || (/^\d{1,10}$/.test(value) && Number(value) <= max), {
      error: 'numberInvalid',
    })

/** A day as a date field gives it (2026-09-14), or nothing. */
const day = z
  .string()
  .trim()
  .refine((value) => value === '' || isCalendarDay(value), { error: 'dateInvalid' })

/** The id of a document the member chose (a service manager, an uploaded cover), or none. */
const reference = z.string().regex(/^\d{0,12}$/, { error: 'badCharacters' })

/** The same field in English and in Chinese: `titleEn`, `titleZh`. */
const bilingual = <N extends string, S extends z.ZodType>(name: N, schema: S) =>
  ({ [`${name}En`]: schema, [`${name}Zh`]: schema }) as Record<`${N}En` | `${N}Zh`, S>

/** What offerings and jobs share. */
const listingFields = {
  ...bilingual('title', requiredText('titleRequired', 200)),
  ...bilingual('description', optionalText(20_000)),
  ...bilingual('city', optionalText(80)),
  country: choice(countries),
  languages: z.array(z.enum(valuesOf(languages), { error: 'badCharacters' })),
  englishLevel: choice(englishLevels),
  startDate: day,
  deadline: day,
  contactManager: reference,
  status: z.enum(valuesOf(listingStatuses), { error: 'badCharacters' }),
}

/** A programme or study tour (/user/studyAbroad/info). */
export const offeringSchema = z.object({
  ...listingFields,
  type: z.enum(valuesOf(offeringTypes), { error: 'typeRequired' }),
  ...bilingual('summary', optionalText(500)),
  endDate: day,
  durationDays: wholeNumber(3650),
  minAge: wholeNumber(99),
  maxAge: wholeNumber(99),
  minEducationLevel: choice(educationLevels),
  maxEducationLevel: choice(educationLevels),
  price: wholeNumber(10_000_000),
  currency: choice(currencies),
  capacity: wholeNumber(100_000),
  placesLeft: wholeNumber(100_000),
  cover: reference,
})

/** A job or internship (/user/services/job). */
export const jobSchema = z.object({
  ...listingFields,
  type: z.enum(valuesOf(jobTypes), { error: 'typeRequired' }),
  remote: z.boolean(),
  industry: choice(industries),
  pay: choice(payKinds),
  salaryMin: wholeNumber(100_000_000),
  salaryMax: wholeNumber(100_000_000),
  currency: choice(currencies),
  salaryPeriod: choice(salaryPeriods),
  educationLevel: choice(educationLevels),
})

export const listingSchemas = { offerings: offeringSchema, jobs: jobSchema } as const
export type OfferingInput = z.infer<typeof offeringSchema>
export type JobInput = z.infer<typeof jobSchema>
export type ListingInput<K extends ListingKind> = z.infer<(typeof listingSchemas)[K]>

/** An application's status as the organisation sets it in one click. */
export const applicationStatusSchema = z.object({
  id: documentId,
  // The student's own step is theirs; the collection's rules decide the rest.
  status: z.enum(valuesOf(applicationStatuses)).exclude(['withdrawn']),
})
