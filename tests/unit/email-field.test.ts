import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

import { contactSchema } from '@/lib/leads/contactSchema'
import { MAX_EMAIL_LENGTH } from '@/lib/validation/email'
import { loginSchema } from '@/lib/validation/login'
import { emailChangeSchema } from '@/lib/validation/member'
import { forgotPasswordSchema } from '@/lib/validation/passwordReset'
import { registerSchema, signupEmailStepSchema } from '@/lib/validation/registration'

/** The message key each form gives its e-mail field for `address`, or null when it is accepted. */
const emailIssue = (schema: z.ZodType, address: string) => {
  const result = schema.safeParse({ email: address })
  const issue = result.error?.issues.find((found) => found.path[0] === 'email')
  return issue ? issue.message : null
}

const forms: [string, z.ZodType][] = [
  ['sign-in', loginSchema],
  ['registration', registerSchema],
  ['sign-up e-mail step', signupEmailStepSchema],
  ['contact', contactSchema],
  ['forgotten password', forgotPasswordSchema],
  ['e-mail change', emailChangeSchema],
]
/** The longest well-formed address, and one character more. */
const atLimit = `${'a'.repeat(64)}@${'b'.repeat(MAX_EMAIL_LENGTH - 64 - 1 - 4)}.com`
const overLimit = `a${atLimit}`

describe('an e-mail field', () => {
  it.each(forms)(
    'of the %s form words an over-long address as invalid, 1 MB included',
    (_, schema) => {
      expect(atLimit).toHaveLength(MAX_EMAIL_LENGTH)
      expect(emailIssue(schema, atLimit)).toBeNull()
      expect(emailIssue(schema, overLimit)).toBe('emailInvalid')
      const started = performance.now()
      expect(emailIssue(schema, `${'x'.repeat(1024 * 1024)}@example.com`)).toBe('emailInvalid')
      // Refused by its length, before the pattern runs over a megabyte.
      expect(performance.now() - started).toBeLessThan(200)
    },
  )
})
