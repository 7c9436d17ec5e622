import { defineRouting } from 'next-intl/routing'

import { defaultLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, locales } from './locales'

export const routing = defineRouting({
  locales,
  defaultLocale,
  // English is unprefixed, Chinese lives under /zh; /en/… redirects to the unprefixed path.
  localePrefix: 'as-needed',
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax', path: '/' },
  // Cookie, then Accept-Language; the proxy hides Accept-Language except on `/`, so the browser's
  // language can choose the locale on the root path only.
  localeDetection: true,
  alternateLinks: false,
})
