import { z } from 'zod'

import { emailAddress } from '@/lib/validation/email'
import { requiredText } from '@/lib/validation/text'

/**
 * The contact form (name, e-mail and message required, phone optional), checked in the browser and
 * again by the server action. Messages are `contact.errors` keys, shown in the visitor's language.
 */
export const contactSchema = z.object({
  name: requiredText('nameRequired', 100),
  email: emailAddress('emailRequired', 'emailInvalid'),
  // Optional; when given, something a person can dial.
  phone: z
    .string()
    .trim()
    .max(30, { error: 'phoneInvalid' })
    .refine((value) => value === '' || /^\+?[\d\s()-]{6,}$/.test(value), { error: 'phoneInvalid' })
    .optional(),
  message: requiredText('messageRequired', 5000),
})
export type ContactInput = z.infer<typeof contactSchema>
