import { z } from 'zod'

import { codeSchema } from './registration'

/** A code from the authenticator app: 6 digits, like the e-mail codes. */
export const authenticatorCodeSchema = z.object({ code: codeSchema })
export type AuthenticatorCodeInput = z.infer<typeof authenticatorCodeSchema>

/** One of the ten recovery codes, e.g. `k7m2p-x9qrt` (hyphen, spaces and case do not matter). */
export const recoveryCodeSchema = z.object({
  recoveryCode: z
    .string({ error: 'fieldRequired:recoveryCode' })
    .trim()
    .min(1, { error: 'fieldRequired:recoveryCode' })
    .max(40, { error: 'recoveryCodeFormat' })
    .refine((value) => /^[a-z0-9]{10}$/i.test(value.replace(/[\s-]/g, '')), {
      error: 'recoveryCodeFormat',
    }),
})
export type RecoveryCodeInput = z.infer<typeof recoveryCodeSchema>

/** The second step of a sign-in takes either. */
export const secondFactorSchema = z.union([authenticatorCodeSchema, recoveryCodeSchema])

/** Turning two-step sign-in off asks for the password and a code from the app. */
export const turnOffSecondFactorSchema = z.object({
  password: z.string().min(1, { error: 'passwordRequired' }),
  code: codeSchema,
})
export type TurnOffSecondFactorInput = z.infer<typeof turnOffSecondFactorSchema>

/** New recovery codes are shown only after the password is entered again. */
export const unlockRecoveryCodesSchema = z.object({
  password: z.string().min(1, { error: 'passwordRequired' }),
})
export type UnlockRecoveryCodesInput = z.infer<typeof unlockRecoveryCodesSchema>
