import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'

import { routing } from './routing'

/*
 * The server's own time zone, which next-intl would otherwise look up on every request by making
 * an `Intl.DateTimeFormat` (about half a millisecond each time, a twentieth of an empty page's
 * render in the site layout): looked up once per process instead.
 */
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  // zh is loaded only when asked for; en is the fallback bundle.
  const messages = (await import(`../../messages/${locale}.json`)).default
  return { locale, messages, timeZone }
})
