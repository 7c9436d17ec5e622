import { z } from 'zod'

import type { AppLocale } from '@/i18n/locales'
import { businessAreas, countries, employeeCountBands, industries } from '@/lib/enums'
import { phonePattern } from '@/lib/validation/phone'
import { usableText, visibleText } from '@/lib/validation/text'
import type { Organisation } from '@/payload-types'

/**
 * The organisation profile's sections and the service manager, checked the same in the forms, the
 * server actions and the Organisations hook. A message is a key of `organisation.errors` with the
 * field it is about ("required:zh.name" = "Chinese name is required."), worded by `issueMessage`.
 */

/** The oldest establishment year a profile accepts. */
export const EARLIEST_YEAR = 1800

const optionsOf = <V extends string>(list: readonly { value: V }[]) =>
  list.map((o) => o.value) as [V, ...V[]]

/** A text that may stay empty: at most `max` characters, none unusable. */
const text = (field: string, max: number) =>
  z
    .string({ error: `required:${field}` })
    .trim()
    .max(max, { error: `tooLong:${field}` })
    .refine(usableText, { error: `unusable:${field}` })

/** A text that must be filled in (invisible characters alone do not count). */
const filledText = (field: string, max: number) =>
  text(field, max).refine((v) => v !== '' && visibleText(v), { error: `required:${field}` })

/** A web page's address: http or https, with a host name. */
export const isWebAddress = (value: string): boolean => {
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
  } catch {
    return false
  }
}

const webAddress = (field: string, required: boolean) =>
  (required ? filledText(field, 300) : text(field, 300)).refine(
    (v) => v === '' || isWebAddress(v),
    { error: `url:${field}` },
  )

const isEmail = (value: string) => z.email().safeParse(value).success

const email = (field: string, required: boolean) =>
  (required ? filledText(field, 254) : text(field, 254)).refine((v) => v === '' || isEmail(v), {
    error: `email:${field}`,
  })

const phone = (field: string) =>
  filledText(field, 20).refine((v) => v === '' || phonePattern.test(v), { error: `phone:${field}` })

/** A year typed in the form (or stored as a number): four digits, from 1800 to this year. */
const pastYear = (field: string) =>
  z
    .union([z.string(), z.number()], { error: `required:${field}` })
    .transform((value) => String(value).trim())
    .refine((value) => value !== '', { error: `required:${field}` })
    .refine(
      (value) =>
        /^\d{4}$/.test(value) &&
        Number(value) >= EARLIEST_YEAR &&
        Number(value) <= new Date().getUTCFullYear(),
      { error: `year:${field}`, when: ({ value }) => value !== '' },
    )
    .transform(Number)

/** One of an enumeration's values, or none (''): what a drop-down sends. */
const optionalChoice = <V extends string>(list: readonly { value: V }[]) =>
  z.enum(optionsOf(list)).or(z.literal(''))

const requiredChoice = <V extends string>(list: readonly { value: V }[], field: string) =>
  optionalChoice(list).refine((value) => value !== '', { error: `required:${field}` })

/** Core information: the profile's facts in no particular language (the logo is uploaded with it). */
export const coreSchema = z.object({
  establishmentYear: pastYear('establishmentYear'),
  industry: requiredChoice(industries, 'industry'),
  employeeCount: optionalChoice(employeeCountBands),
  country: optionalChoice(countries),
  website: webAddress('website', false),
  contactEmail: email('contactEmail', true),
  contactPhone: phone('contactPhone'),
})
export type CoreInput = z.input<typeof coreSchema>
export const coreFields = Object.keys(coreSchema.shape) as (keyof CoreInput)[]

/** The texts written in each language, in the order the form shows them. */
export const languageFields = [
  'name',
  'shortName',
  'slogan',
  'description',
  'address',
  'region',
  'businessScope',
  'certificationNames',
] as const
export type LanguageField = (typeof languageFields)[number]

/** Chinese or English information: everything but the short name and the region is required. */
const languageSchemaOf = (language: AppLocale) => {
  const field = (name: LanguageField) => `${language}.${name}`
  return z.object({
    name: filledText(field('name'), 200),
    shortName: text(field('shortName'), 60),
    slogan: filledText(field('slogan'), 200),
    description: filledText(field('description'), 4000),
    address: filledText(field('address'), 300),
    region: text(field('region'), 80),
    businessScope: filledText(field('businessScope'), 2000),
    certificationNames: filledText(field('certificationNames'), 2000),
  })
}
export const languageSchemas = { en: languageSchemaOf('en'), zh: languageSchemaOf('zh') }
export type LanguageInput = z.input<typeof languageSchemas.en>

/** Social media links: each with its platform and its homepage (a stored row keeps its id). */
export const socialLinksSchema = z.object({
  socialLinks: z
    .array(
      z.object({
        id: z.string().max(64, { error: 'badCharacters' }).optional(),
        platform: filledText('platform', 40),
        url: webAddress('url', true),
      }),
    )
    .max(12, { error: 'tooMany:socialLinks' }),
})
export type SocialLinksInput = z.input<typeof socialLinksSchema>

/** Stored values as the forms send them: nothing stored is an empty text. */
export const formValuesOf = (stored: object, fields: readonly string[]) =>
  Object.fromEntries(
    fields.map((field) => [field, (stored as Record<string, unknown>)[field] ?? '']),
  )

/** The stored links as the form holds them. */
export const storedSocialLinks = (organisation: Pick<Organisation, 'socialLinks'>) =>
  (organisation.socialLinks ?? []).map(({ id, platform, url }) => ({
    id: id ?? undefined,
    platform,
    url,
  }))

/** Public display. */
export const displaySchema = z.object({ showable: z.boolean() })
export type DisplayInput = z.input<typeof displaySchema>

/** A service manager: names in both languages, business areas and a phone are required (the photo is uploaded with it). */
export const managerSchema = z.object({
  nameZh: filledText('manager.nameZh', 60),
  nameEn: filledText('manager.nameEn', 60),
  introductionZh: text('manager.introductionZh', 2000),
  introductionEn: text('manager.introductionEn', 2000),
  businessAreaNamesZh: text('manager.businessAreaNamesZh', 200),
  businessAreaNamesEn: text('manager.businessAreaNamesEn', 200),
  businessAreaCodes: z
    .array(z.enum(optionsOf(businessAreas)), { error: 'required:manager.businessAreaCodes' })
    .min(1, { error: 'required:manager.businessAreaCodes' }),
  phone: phone('manager.phone'),
  email: email('manager.email', false),
})
export type ManagerInput = z.input<typeof managerSchema>
