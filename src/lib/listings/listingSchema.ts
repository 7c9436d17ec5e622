import { z } from 'zod'

import { applicationStatuses, type Option } from '@/lib/enums'
import type { ListingKind } from '@/lib/organisations/roles'
import { optionalText, requiredText } from '@/lib/validation/text'
import { documentId } from '@/lib/validation/documentId'
import { isCalendarDay } from '@/lib/validation/calendarDay'

import { type FieldSpec, formKeys, type ListingFormValues } from './listingFields'

/*
 * The offering and job forms of the dashboard, checked in the browser and again by their actions,
 * made from the fields each form holds (listingFields.ts). Every value stays as the form holds it
 * (text, a list, a checkbox); `listingData` turns it into a document. Messages are
 * `publishing.errors` keys. The rules on the whole listing (who may publish, ranges) are the
 * collections' own and answer in the member's language.
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

/** What the form checks of one field's value (in one language, for a text). */
function valueSchema(field: FieldSpec): z.ZodType {
  switch (field.type) {
    case 'select': {
      const values = valuesOf(field.options)
      if (field.hasMany) return z.array(z.enum(values, { error: 'badCharacters' }))
      if (!field.required) return choice(field.options)
      return z.enum(values, { error: field.required === true ? 'badCharacters' : field.required })
    }
    case 'text':
    case 'textarea':
    case 'richText':
      return field.required
        ? requiredText(field.required === true ? 'badCharacters' : field.required, field.maxLength)
        : optionalText(field.maxLength)
    case 'number':
      return wholeNumber(field.max)
    case 'date':
      return day
    case 'checkbox':
      return z.boolean()
    case 'upload':
    case 'relationship':
      return reference
  }
}

/** A kind's form: each text once per language (`titleEn`, `titleZh`), then the other controls. */
function formSchema<K extends ListingKind>(kind: K) {
  const shape = Object.fromEntries(
    formKeys(kind).map(({ key, field }) => [key, valueSchema(field)]),
  )
  // The shape follows the spec, and so does its type.
  return z.object(shape) as unknown as z.ZodType<ListingFormValues<K>>
}

/** A programme or study tour (/user/studyAbroad/info). */
export const offeringSchema = formSchema('offerings')

/** A job or internship (/user/services/job). */
export const jobSchema = formSchema('jobs')

export const listingSchemas = { offerings: offeringSchema, jobs: jobSchema } as const
export type OfferingInput = ListingFormValues<'offerings'>
export type JobInput = ListingFormValues<'jobs'>
export type ListingInput<K extends ListingKind> = ListingFormValues<K>

/** An application's status as the organisation sets it in one click. */
export const applicationStatusSchema = z.object({
  id: documentId,
  // The student's own step is theirs; the collection's rules decide the rest.
  status: z.enum(valuesOf(applicationStatuses)).exclude(['withdrawn']),
})
