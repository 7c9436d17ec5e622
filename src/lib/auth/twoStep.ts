import { type AppLocale, defaultLocale, locales } from '@/i18n/locales'

import { LOGIN_PATH, safeRedirectTarget } from './guard'

/** The sign-in's second step: the authenticator's code (or a recovery code), or its enrolment. */
export const SECOND_FACTOR_PATH = `${LOGIN_PATH}/second-factor`

const localePrefixed = new RegExp(`^/(?:${locales.join('|')})(?:[/?#]|$)`)
const adminPath = /^\/admin(?:[/?#]|$)/

/**
 * A same-site path in the reader's language: one that names no locale gets the reader's prefix
 * (English has none); the admin, and a path that already names its locale, stay as they are.
 */
export const localizedTarget = (path: string, locale: AppLocale): string =>
  locale === defaultLocale || adminPath.test(path) || localePrefixed.test(path)
    ? path
    : `/${locale}${path === '/' ? '' : path}`

/**
 * Where the sign-in form goes when the password is right and a second step is due: that step's
 * page in the reader's language, carrying the page the visitor was going to (when it is one).
 */
export const secondFactorStepPath = (locale: AppLocale, redirectTo?: string): string => {
  const page = localizedTarget(SECOND_FACTOR_PATH, locale)
  const wanted = safeRedirectTarget(redirectTo, '')
  return wanted ? `${page}?redirect=${encodeURIComponent(wanted)}` : page
}

/** The recovery codes as text to keep: a line that says what they are, then one code a line. */
export const recoveryCodesText = (header: string, codes: readonly string[], eol = '\n'): string =>
  [header, '', ...codes, ''].join(eol)
