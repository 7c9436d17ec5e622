import { z } from 'zod'

import { passwordSchema } from './password'

/** E-mail rules: required and well-formed; messages are `validation` keys. */
export const emailSchema = z
  .string({ error: 'emailEmpty' })
  .trim()
  .min(1, { error: 'emailEmpty' })
  .pipe(z.email({ error: 'emailInvalid' }))

/** The sign-in form, checked in the browser and again by the server action. */
export const loginSchema = z.object({ email: emailSchema, password: passwordSchema })
export type LoginInput = z.infer<typeof loginSchema>
