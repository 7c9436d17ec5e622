import { z } from 'zod'

import { countries } from '@/lib/enums'
import { locales } from '@/i18n/locales'
import { colourModes } from '@/lib/theme'

import { emailSchema } from './login'
import { passwordSchema } from './password'
import { phonePattern } from './phone'
import { codeSchema, passwordsMismatch } from './registration'
import { optionalText as boundedText, requiredText } from './text'

const optionalText = (max: number) => boundedText(max).optional().or(z.literal(''))
const countryCodes = countries.map((c) => c.value) as [string, ...string[]]

/** /user/profile (the picture has its own upload). */
export const profileSchema = z.object({
  firstName: requiredText('firstNameRequired', 60),
  lastName: requiredText('lastNameRequired', 60),
  phone: z
    .string()
    .trim()
    .refine((v) => v === '' || phonePattern.test(v), { error: 'phoneInvalid' })
    .optional(),
  country: z.enum(countryCodes).optional().or(z.literal('')),
  city: optionalText(80),
  organisation: optionalText(120),
})

/** /user/introduction: either language, or both. */
export const introductionSchema = z.object({
  introductionEn: optionalText(2000),
  introductionZh: optionalText(2000),
})

/** /user/settings. */
export const settingsSchema = z.object({
  preferredLocale: z.enum(locales),
  colourMode: z.enum(colourModes),
  notifyAccount: z.boolean(),
  notifyNews: z.boolean(),
})

/** /user/security/discoverability-settings. */
export const discoverabilitySchema = z.object({ discoverable: z.boolean() })

/** /user/security/email-change: the new address, then its code. */
export const emailChangeSchema = z.object({ email: emailSchema })
export const emailChangeCodeSchema = z.object({ email: emailSchema, code: codeSchema })

/** /user/security/password-change: the current password and the new one twice, under the sign-up rules. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, { error: 'passwordRequired' }),
    password: passwordSchema,
    confirmPassword: passwordSchema,
  })
  .refine((v) => v.password === v.confirmPassword, passwordsMismatch)

export const memberSections = {
  profile: profileSchema,
  introduction: introductionSchema,
  settings: settingsSchema,
  discoverability: discoverabilitySchema,
}
export type MemberSection = keyof typeof memberSections
export type ProfileInput = z.infer<typeof profileSchema>
export type IntroductionInput = z.infer<typeof introductionSchema>
export type SettingsInput = z.infer<typeof settingsSchema>
export type DiscoverabilityInput = z.infer<typeof discoverabilitySchema>
export type EmailChangeInput = z.infer<typeof emailChangeSchema>
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>
