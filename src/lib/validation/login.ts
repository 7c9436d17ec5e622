import { z } from 'zod'

import { emailAddress } from './email'
import { passwordSchema } from './password'

/** E-mail rules: required and well-formed; messages are `validation` keys. */
export const emailSchema = emailAddress('emailEmpty', 'emailInvalid')

/** The sign-in form, checked in the browser and again by the server action. */
export const loginSchema = z.object({ email: emailSchema, password: passwordSchema })
export type LoginInput = z.infer<typeof loginSchema>
