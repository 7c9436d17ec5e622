import { getPathname, redirect } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'
import type { User } from '@/payload-types'

import { loginRedirectPath } from '@/lib/auth/guard'
import { getSessionUser } from '@/data/session'

/**
 * Server-side guard for signed-in pages: the proxy's redirect is a convenience, this is the check.
 * A member who has not entered their sign-up code yet finishes that first.
 */
export async function requireUser(locale: AppLocale, path: string): Promise<User> {
  const user = await getSessionUser()
  if (!user) {
    const wanted = getPathname({ href: path, locale })
    return redirect({ href: loginRedirectPath(wanted), locale })
  }
  if (user.emailVerified === false) return redirect({ href: '/lifecycle/signup/certify', locale })
  return user
}
