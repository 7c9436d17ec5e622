import { z } from 'zod'

/** "Download my data": asked for with nothing but the session. */
export const requestDataExportSchema = z.object({})

/** Downloading an archive asks for the password again (a session left open on a shared computer is not enough). */
export const unlockDataExportsSchema = z.object({
  password: z.string().min(1, { error: 'passwordRequired' }),
})
export type UnlockDataExportsInput = z.infer<typeof unlockDataExportsSchema>
