import { z } from 'zod'

/**
 * Password rules: 8–16 characters combining letters and digits.
 * Messages are keys of the `validation` namespace, translated where they are shown.
 */
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 16

export const passwordSchema = z
  .string({ error: 'passwordRequired' })
  .min(1, { error: 'passwordRequired' })
  .refine((value) => value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX, {
    error: 'passwordLength',
    abort: true,
  })
  .refine((value) => /[A-Za-z]/.test(value) && /\d/.test(value), { error: 'passwordCombination' })

export type ValidationKey = 'passwordRequired' | 'passwordLength' | 'passwordCombination'

/** The first broken rule as a message key, or null when the password is acceptable. */
export const passwordProblem = (password: unknown): ValidationKey | null => {
  const result = passwordSchema.safeParse(password)
  return result.success ? null : (result.error.issues[0]?.message as ValidationKey)
}
