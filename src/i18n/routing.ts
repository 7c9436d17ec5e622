import { defineRouting } from 'next-intl/routing'

import { localeCookie } from './cookie'
import { defaultLocale, locales } from './locales'

export const routing = defineRouting({
  locales,
  defaultLocale,
  // English is unprefixed, Chinese lives under /zh; /en/… redirects to the unprefixed path.
  localePrefix: 'as-needed',
  localeCookie,
  // Cookie, then Accept-Language; the proxy hides Accept-Language except on `/`, so the browser's
  // language can choose the locale on the root path only.
  localeDetection: true,
  alternateLinks: false,
})
