import { locales } from '@/i18n/locales'

const localePart = `(?:/(?:${locales.join('|')}))?`
const userArea = new RegExp(`^${localePart}/user(?:/|$)`)
const loginPage = new RegExp(`^${localePart}/my-account-login/?$`)

export const LOGIN_PATH = '/my-account-login'

/** The dashboard lives under /user in every locale (SPEC §4 Login state). */
export const isUserArea = (pathname: string): boolean => userArea.test(pathname)
export const isLoginPage = (pathname: string): boolean => loginPage.test(pathname)

/** True when a visitor without a session opens a signed-in page. */
export const needsSignIn = (pathname: string, signedIn: boolean): boolean =>
  !signedIn && isUserArea(pathname) && !isLoginPage(pathname)

/** `/my-account-login?redirect=…` with the full wanted path (path and query), encoded. */
export const loginRedirectPath = (wanted: string): string =>
  `${LOGIN_PATH}?redirect=${encodeURIComponent(wanted)}`

/** Only same-site relative paths are followed after sign-in; anything else goes to `fallback`. */
export const safeRedirectTarget = (value: string | null | undefined, fallback = '/'): string => {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
  try {
    const url = new URL(value, 'http://portal.invalid')
    return url.origin === 'http://portal.invalid' ? url.pathname + url.search + url.hash : fallback
  } catch {
    return fallback
  }
}
