'use server'

import config from '@payload-config'
import { logout } from '@payloadcms/next/auth'
import { cookies } from 'next/headers'

import { clearSignupProgress } from '../signupCookie'

/** Ends this session on the server and removes its cookies (SPEC §4: the token and account cookies). */
export async function signOut(): Promise<{ ok: boolean }> {
  const result = await logout({ config })
  const jar = await cookies()
  for (const name of ['payload-token', 'token', 'account']) jar.delete(name)
  await clearSignupProgress()
  return { ok: result.success }
}
