import { type AppLocale, isLocale } from './locales'

/**
 * The saved-language cookie, in one place for everyone who reads or writes it: next-intl's routing
 * (which sets it when a visitor picks a language), the language switcher, the page cache (a key
 * part: it decides which language `/` shows) and the web server's own pages (503, 404).
 * 365 days, path /, SameSite Lax, not Secure (it holds nothing private).
 */
export const localeCookie = {
  name: 'i18n_redirected',
  maxAge: 60 * 60 * 24 * 365,
  sameSite: 'lax',
  path: '/',
} as const

/** The saved language in a Cookie header, if it is one of the portal's. */
export function savedLocale(cookieHeader: string | undefined): AppLocale | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=')
    if (name === localeCookie.name && isLocale(value)) return value
  }
  return undefined
}

/** Whether a Set-Cookie value is the saved-language cookie. */
export const isLocaleCookie = (setCookie: string) => setCookie.startsWith(`${localeCookie.name}=`)

/** The `document.cookie` assignment that saves a language, as next-intl's own switch writes it. */
export const localeCookieText = (locale: AppLocale) =>
  `${localeCookie.name}=${locale}; path=${localeCookie.path}; max-age=${localeCookie.maxAge}; samesite=${localeCookie.sameSite}`
