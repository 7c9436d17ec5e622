import { z } from 'zod'

import { consultationServices } from '@/fields/enums'
import { usableText, visibleText } from '@/lib/validation/text'

/** A phone number (digits, spaces, dashes, an optional +; 7 digits or more) or a WeChat ID (6–20 characters, starting with a letter). */
export const isPhoneOrWechat = (value: string) =>
  (/^\+?[\d\s-]+$/.test(value) && value.replace(/\D/g, '').length >= 7 && value.replace(/\D/g, '').length <= 15) ||
  /^[a-zA-Z][-_a-zA-Z0-9]{5,19}$/.test(value)

const optionalText = (max: number) => z.string().trim().max(max, { error: 'tooLong' }).refine(usableText, { error: 'badCharacters' }).optional()

/**
 * The consultation modal (SPEC §3). The spec shows no rules: name, service and a way to reach the
 * student are required, and the contact must look like a phone number or a WeChat ID.
 * Messages are `consultation.errors` keys.
 */
export const consultationSchema = z.object({
  studentName: z
    .string({ error: 'nameRequired' })
    .trim()
    .min(1, { error: 'nameRequired' })
    .max(100, { error: 'tooLong' })
    .refine(usableText, { error: 'badCharacters' })
    .refine(visibleText, { error: 'nameRequired' }),
  service: z.enum(consultationServices.map((s) => s.value) as [string, ...string[]], { error: 'serviceRequired' }),
  school: optionalText(200),
  gpa: optionalText(30),
  contact: z
    .string({ error: 'contactRequired' })
    .trim()
    .min(1, { error: 'contactRequired' })
    .refine((value) => value === '' || isPhoneOrWechat(value), { error: 'contactInvalid' }),
  /** A coach slug, or empty for "no preference". */
  coach: optionalText(100),
  /** The package chosen on the Ivy page or a package page, if any. */
  plan: optionalText(100),
})
export type ConsultationInput = z.infer<typeof consultationSchema>
