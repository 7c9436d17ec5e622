import { z } from 'zod'

import { emailSchema } from './login'
import { passwordSchema } from './password'
import { passwordsMismatch } from './registration'

export const forgotPasswordSchema = z.object({ email: emailSchema })
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>

/**
 * A new password follows the same rules as at sign-up, and is typed twice. The token is the link's
 * (the page shows no form without one): an empty or wrong one is the reset's own "link invalid".
 */
export const resetPasswordSchema = z
  .object({ token: z.string(), password: passwordSchema, confirmPassword: passwordSchema })
  .refine((v) => v.password === v.confirmPassword, passwordsMismatch)
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>
