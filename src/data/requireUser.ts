import { getPathname, redirect } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'
import type { User } from '@/payload-types'

import { loginRedirectPath } from '@/lib/auth/guard'
import { mustAcceptPoliciesNow } from '@/data/policies'
import { getSessionUser } from '@/data/session'

/** Where a member accepts policies whose version changed (the one signed-in page it does not guard). */
export const ACCEPT_POLICIES_PATH = '/user/privacy/accept'

/**
 * Server-side guard for signed-in pages: the proxy's redirect is a convenience, this is the check.
 * A member who has not entered their sign-up code yet finishes that first; one who has not
 * accepted the policies in force accepts them first, then comes back to `path` (pages ask; the
 * dashboard's layout, which does not know the page's path, passes `policies: false`).
 */
export async function requireUser(
  locale: AppLocale,
  path: string,
  { policies = true } = {},
): Promise<User> {
  const user = await getSessionUser()
  if (!user) {
    const wanted = getPathname({ href: path, locale })
    return redirect({ href: loginRedirectPath(wanted), locale })
  }
  if (user.emailVerified === false) return redirect({ href: '/lifecycle/signup/certify', locale })
  if (policies && path !== ACCEPT_POLICIES_PATH && (await mustAcceptPoliciesNow(user)))
    return redirect({
      href: `${ACCEPT_POLICIES_PATH}?redirect=${encodeURIComponent(getPathname({ href: path, locale }))}`,
      locale,
    })
  return user
}
