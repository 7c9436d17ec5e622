import { z } from 'zod'

import { countries, educationLevels, providerTypes, schoolTypes } from '@/lib/enums'

import { phonePattern } from './phone'
import { optionalText, requiredText } from './text'

/**
 * Certification forms: "X is required." per field, valid years, the graduation year not
 * before the enrollment year, a well-formed contact phone. Messages are keys of `certify.errors`
 * ("required:realName" = "Real Name is required.").
 */
const required = (field: string, max = 200) => requiredText(`required:${field}`, max)
const optional = (max: number) => optionalText(max).optional().or(z.literal(''))
const values = <V extends string>(list: readonly { value: V }[]) =>
  list.map((o) => o.value) as [V, ...V[]]
const year = (field: string) =>
  z
    .union([z.number(), z.string()], { error: `required:${field}` })
    .transform((v) => (typeof v === 'string' ? v.trim() : v))
    .refine((v) => v !== '', { error: `required:${field}` })
    .transform(Number)
    .refine((v) => Number.isInteger(v) && v >= 1950 && v <= new Date().getUTCFullYear() + 10, {
      error: `year:${field}`,
    })

/** A guardian's field is checked once it and the age answer are well-formed, whatever else is wrong. */
const guardianKnown =
  (field: 'guardianName' | 'guardianContact') =>
  ({ issues }: { issues: readonly { path?: PropertyKey[] }[] }) =>
    !issues.some((i) => i.path?.[0] === 'under14' || i.path?.[0] === field)

export const studentCertificationSchema = z
  .object({
    realName: required('realName', 60),
    idCardNumber: optional(30),
    educationalLevel: z.enum(values(educationLevels), { error: 'required:educationalLevel' }),
    graduationSchool: required('graduationSchool'),
    major: required('major'),
    enrollmentYear: year('enrollmentYear'),
    graduationYear: year('graduationYear'),
    // The ID photo is sensitive personal information: its own explicit consent (PIPL art. 29).
    idPhotoConsent: z.literal(true, { error: 'required:idPhotoConsent' }),
    // Under 14, a parent's or guardian's consent (PIPL art. 31): who they are and how to reach them.
    // (A stored application's empty fields read as '': not ticked.)
    under14: z.union([z.boolean(), z.literal('')]).optional(),
    guardianName: optional(60),
    guardianContact: optional(100),
  })
  .refine((v) => v.graduationYear >= v.enrollmentYear, {
    error: 'graduationBeforeEnrollment',
    path: ['graduationYear'],
    when: ({ issues }) =>
      !issues.some((i) => i.path?.[0] === 'enrollmentYear' || i.path?.[0] === 'graduationYear'),
  })
  // Said in the same round as the other fields' messages, not after them.
  .refine((v) => v.under14 !== true || Boolean(v.guardianName?.trim()), {
    error: 'required:guardianName',
    path: ['guardianName'],
    when: guardianKnown('guardianName'),
  })
  .refine((v) => v.under14 !== true || Boolean(v.guardianContact?.trim()), {
    error: 'required:guardianContact',
    path: ['guardianContact'],
    when: guardianKnown('guardianContact'),
  })
export type StudentCertificationInput = z.input<typeof studentCertificationSchema>

/** Type-specific rules run as soon as the provider type itself is valid, alongside the other fields' messages. */
const providerTypeKnown = ({ issues }: { issues: readonly { path?: PropertyKey[] }[] }) =>
  !issues.some((i) => i.path?.[0] === 'providerType')

/**
 * What an organisation must give: its type, name, licence number (and licence photo, checked apart),
 * legal representative, contact person and phone; a school its school type, an education
 * institution its business scope. The rest is optional, and checked when given.
 */
export const organisationCertificationSchema = z
  .object({
    providerType: z.enum(values(providerTypes), { error: 'required:providerType' }),
    name: required('name'),
    licenceNumber: required('licenceNumber', 60),
    legalRepresentative: required('legalRepresentative', 60),
    address: optional(300),
    website: z.union([z.literal(''), z.url({ error: 'websiteInvalid' })]).optional(),
    schoolType: z.enum(values(schoolTypes)).optional().or(z.literal('')),
    businessScope: optional(2000),
    contactPerson: required('contactPerson', 60),
    contactPosition: optional(60),
    contactPhone: required('contactPhone', 20).pipe(
      z.string().regex(phonePattern, { error: 'contactPhoneInvalid' }),
    ),
    contactEmail: z.union([z.literal(''), z.email({ error: 'contactEmailInvalid' })]).optional(),
    country: z.enum(values(countries)).optional().or(z.literal('')),
    region: optional(80),
    description: optional(4000),
  })
  // Schools say what kind of school; education institutions (agencies) say what they do.
  .refine((v) => v.providerType !== 'school' || Boolean(v.schoolType), {
    error: 'required:schoolType',
    path: ['schoolType'],
    when: providerTypeKnown,
  })
  .refine((v) => v.providerType !== 'education-agency' || Boolean(v.businessScope?.trim()), {
    error: 'required:businessScope',
    path: ['businessScope'],
    when: providerTypeKnown,
  })
export type OrganisationCertificationInput = z.input<typeof organisationCertificationSchema>
