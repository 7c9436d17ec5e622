import { locales } from '@/i18n/locales'

const localePart = `(?:/(?:${locales.join('|')}))?`
const userArea = new RegExp(`^${localePart}/user(?:/|$)`)
const loginPage = new RegExp(`^${localePart}/my-account-login/?$`)

export const LOGIN_PATH = '/my-account-login'

/** The dashboard lives under /user in every locale, and only a signed-in visitor may open it. */
export const isUserArea = (pathname: string): boolean => userArea.test(pathname)
export const isLoginPage = (pathname: string): boolean => loginPage.test(pathname)

/** True when a visitor without a session opens a signed-in page. */
export const needsSignIn = (pathname: string, signedIn: boolean): boolean =>
  !signedIn && isUserArea(pathname) && !isLoginPage(pathname)

/** `/my-account-login?redirect=…` with the full wanted path (path and query), encoded. */
export const loginRedirectPath = (wanted: string): string =>
  `${LOGIN_PATH}?redirect=${encodeURIComponent(wanted)}`

const base = 'http://portal.invalid'
// Control characters (tab and newline included: URL parsing drops them silently) and backslashes.
const suspicious = /[\u0000-\u001f\u007f\\]/

/**
 * The one normaliser for every `redirect` target: only a path on this site is followed, anything
 * else goes to `fallback`. The path is resolved as the browser would (`/./`, `..`, encodings) and
 * must still start with exactly one slash: `/.//evil.test` resolves to `//evil.test`, which a
 * browser reads as another host.
 */
export const safeRedirectTarget = (value: string | null | undefined, fallback = '/'): string => {
  if (!value || !value.startsWith('/') || suspicious.test(value)) return fallback
  let url: URL
  try {
    url = new URL(value, base)
  } catch {
    return fallback
  }
  const target = url.pathname + url.search + url.hash
  if (url.origin !== base || !target.startsWith('/') || target.startsWith('//')) return fallback
  return target
}
