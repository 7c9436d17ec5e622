'use server'

import { logout } from '@payloadcms/next/auth'
import { cookies } from 'next/headers'
import { z } from 'zod'

import { clearSignupProgress, readSignupProgress, writeSignupProgress } from '@/data/signupProgress'
import { signInWithPassword } from '@/actions/signIn'
import { defineAction } from '@/actions/defineAction'
import { payloadConfig } from '@/data/payload'
import { loginSchema } from '@/lib/validation/login'

/**
 * Signs in through Payload (HTTP-only session cookie), within the network and per-address limits
 * every sign-in door shares. An account that was never verified is sent back to the code step,
 * which then knows the address.
 */
export const signIn = defineAction({
  name: 'signIn',
  schema: loginSchema,
  run: async ({ email, password }) => {
    const result = await signInWithPassword(email, password)
    if (!result.ok && result.error === 'unverified') {
      await writeSignupProgress({
        ...(await readSignupProgress()),
        email: email.trim().toLowerCase(),
        awaitingCode: true,
      })
    }
    return result
  },
})

/** Ends this session on the server and removes its cookies (the token and the account cookies). */
export const signOut = defineAction({
  name: 'signOut',
  schema: z.unknown(),
  run: async () => {
    const result = await logout({ config: payloadConfig })
    const jar = await cookies()
    for (const name of ['payload-token', 'token', 'account']) jar.delete(name)
    await clearSignupProgress()
    return result.success ? { ok: true } : { ok: false, error: 'failure' }
  },
})
