import { cookies, headers } from 'next/headers'
import { redirect } from 'next/navigation'
import type { ServerProps } from 'payload'

import { heldSession } from '@/lib/sessions/accountSessions'
import { signedSession } from '@/lib/sessions/tokenSession'

/**
 * On the admin's sign-in page: a browser whose password was just accepted but whose session waits
 * for its second factor goes to the portal's second step (in the admin's language), and comes back
 * to the admin after it. Without a held session this renders nothing.
 */
export async function SecondFactorRedirect({ payload }: ServerProps) {
  const request = await headers()
  const session = await signedSession(payload, request)
  if (!session || !(await heldSession(payload, session.userId, session.sid))) return null
  // The admin's language: the one chosen in it, else the browser's (as the admin itself decides).
  const chosen = (await cookies()).get(`${payload.config.cookiePrefix}-lng`)?.value
  const zh = chosen ? chosen === 'zh' : /^zh\b/i.test(request.get('accept-language') ?? '')
  redirect(
    `${zh ? '/zh' : ''}/my-account-login/second-factor?redirect=${encodeURIComponent('/admin')}`,
  )
}
