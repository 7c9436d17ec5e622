import { z } from 'zod'

import { portalRoles } from '@/lib/auth/roles'

import { emailAddress } from './email'
import { emailSchema } from './login'
import { requiredText } from './text'
import { passwordSchema } from './password'

/**
 * Sign-up rules (e-mail, password, names, role, 6-digit code); messages are `validation` keys
 * ("fieldRequired:role" is "{field} is required!" with the role label).
 */
export const portalRoleSchema = z.enum(portalRoles, { error: 'fieldRequired:role' })

export const codeSchema = z
  .string({ error: 'fieldRequired:code' })
  .trim()
  .min(1, { error: 'fieldRequired:code' })
  .regex(/^\d{6}$/, { error: 'codeFormat' })

/** The step forms say "Email is required." where the one-page form says "Email cannot be empty.". */
const stepEmailSchema = emailAddress('emailRequired', 'emailInvalid')

const names = {
  firstName: requiredText('firstNameRequired', 60),
  lastName: requiredText('lastNameRequired', 60),
}

const passwords = { password: passwordSchema, confirmPassword: passwordSchema }
const passwordsMatch = (value: { password: string; confirmPassword: string }) =>
  value.password === value.confirmPassword
/** Checked as soon as both passwords are themselves valid, even while other fields are still wrong. */
export const passwordsMismatch = {
  error: 'passwordsMismatch',
  path: ['confirmPassword'],
  when: ({ issues }: { issues: readonly { path?: PropertyKey[] }[] }) =>
    !issues.some(
      (issue) => issue.path?.[0] === 'password' || issue.path?.[0] === 'confirmPassword',
    ),
}

/** /my-account-register: everything but the code, checked before the code is sent. */
/** The terms of use and privacy policy, accepted where the account is created (recorded with their versions). */
const acceptPolicies = z.literal(true, { error: 'acceptPolicies' })

const registerFields = z.object({
  email: emailSchema,
  ...passwords,
  ...names,
  role: portalRoleSchema,
  acceptPolicies,
})
export const registerSchema = registerFields.refine(passwordsMatch, passwordsMismatch)
export type RegisterInput = z.infer<typeof registerSchema>
/** The form itself: the code is checked on "Register", after it was sent. */
export const registerFormSchema = registerFields
  .extend({ code: z.string().optional() })
  .refine(passwordsMatch, passwordsMismatch)

export const signupEmailStepSchema = z.object({ email: stepEmailSchema, role: portalRoleSchema })
export const signupNameStepSchema = z.object(names)
export const signupPasswordStepSchema = z
  .object({ ...passwords, acceptPolicies })
  .refine(passwordsMatch, passwordsMismatch)
export const codeFormSchema = z.object({ code: codeSchema })

export type SignupEmailStep = z.infer<typeof signupEmailStepSchema>
export type SignupNameStep = z.infer<typeof signupNameStepSchema>
export type SignupPasswordStep = z.infer<typeof signupPasswordStepSchema>
export type CodeForm = z.infer<typeof codeFormSchema>
