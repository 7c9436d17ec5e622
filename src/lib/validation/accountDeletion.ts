import { z } from 'zod'

import { codeSchema } from './registration'

/** /user/security/delete-account, first half: the password, then a code to the account's address. */
export const deletionCodeSchema = z.object({
  password: z.string().min(1, { error: 'passwordRequired' }),
})

/** Second half: the password again and the code schedule the deletion. */
export const accountDeletionSchema = deletionCodeSchema.extend({ code: codeSchema })
export type AccountDeletionInput = z.infer<typeof accountDeletionSchema>
