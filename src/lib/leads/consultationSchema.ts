import { z } from 'zod'

import { consultationServices } from '@/lib/enums'
import { optionalText, requiredText } from '@/lib/validation/text'

/** A phone number (digits, spaces, dashes, an optional +; 7 digits or more) or a WeChat ID (6–20 characters, starting with a letter). */
export const isPhoneOrWechat = (value: string) =>
  (/^\+?[\d\s-]+$/.test(value) &&
    value.replace(/\D/g, '').length >= 7 &&
    value.replace(/\D/g, '').length <= 15) ||
  /^[a-zA-Z][-_a-zA-Z0-9]{5,19}$/.test(value)

const optional = (max: number) => optionalText(max).optional()

/**
 * The consultation modal. Its rules are the portal's own choice: name, service and a way to reach the
 * student are required, and the contact must look like a phone number or a WeChat ID.
 * Messages are `consultation.errors` keys.
 */
export const consultationSchema = z.object({
  studentName: requiredText('nameRequired', 100),
  service: z.enum(consultationServices.map((s) => s.value) as [string, ...string[]], {
    error: 'serviceRequired',
  }),
  school: optional(200),
  gpa: optional(30),
  contact: z
    .string({ error: 'contactRequired' })
    .trim()
    .min(1, { error: 'contactRequired' })
    .refine((value) => value === '' || isPhoneOrWechat(value), { error: 'contactInvalid' }),
  /** A coach slug, or empty for "no preference". */
  coach: optional(100),
  /** The package chosen on the Ivy page or a package page, if any. */
  plan: optional(100),
})
export type ConsultationInput = z.infer<typeof consultationSchema>
