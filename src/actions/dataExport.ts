'use server'

import { cookies } from 'next/headers'
import { APIError } from 'payload'

import { defineAction } from '@/actions/defineAction'
import { passwordMatches } from '@/actions/signIn'
import { asMember } from '@/lib/actions/changeAsMember'
import {
  RECENT_PASSWORD_COOKIE,
  RECENT_PASSWORD_SECONDS,
  recentPasswordProof,
} from '@/lib/privacy/recentPassword'
import { requestDataExportSchema, unlockDataExportsSchema } from '@/lib/validation/dataExport'

/**
 * /user/security/data-export, "Prepare my data": queues the archive's build. Asking again while one
 * is being prepared is no error: the member is waiting for that one.
 */
export const requestDataExport = defineAction({
  name: 'requestDataExport',
  schema: requestDataExportSchema,
  member: true,
  quota: () => ({ name: 'dataExports' }),
  run: async (_input, context) => {
    try {
      await asMember(context).create({
        collection: 'data-exports',
        data: { owner: context.user.id, status: 'preparing' },
      })
    } catch (error) {
      if (!(error instanceof APIError && error.status === 409)) throw error
    }
    return { ok: true }
  },
})

/**
 * "Confirm your password to download": checked as a sign-in (the same limits count the tries);
 * a right one lets this browser download the member's archives for ten minutes.
 */
export const unlockDataExports = defineAction({
  name: 'unlockDataExports',
  schema: unlockDataExportsSchema,
  member: true,
  run: async ({ password }, { payload, user }) => {
    if (!(await passwordMatches(payload, user.email, password)))
      return { ok: false, error: 'currentPasswordWrong' }
    ;(await cookies()).set(RECENT_PASSWORD_COOKIE, recentPasswordProof(payload.secret, user.id), {
      httpOnly: true,
      sameSite: 'strict',
      secure: process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== '1',
      path: '/',
      maxAge: RECENT_PASSWORD_SECONDS,
    })
    return { ok: true }
  },
})
