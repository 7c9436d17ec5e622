'use client'

import { useLocale } from 'next-intl'
import { useSyncExternalStore } from 'react'

import { type AppLocale, localeIso } from '@/i18n/locales'
import { dateTimeFormat } from '@/lib/intlFormatters'

/**
 * The zone the server's HTML says times in: the language's usual one, as for bookings
 * (fallbackTimeZone in lib/booking/zonedTime, not imported: it would bring zod into the page).
 */
const serverZone: Record<AppLocale, string> = { en: 'UTC', zh: 'Asia/Shanghai' }
const noSubscription = () => () => {}
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/**
 * When a message was sent, in the member's language and their device's time zone. The server does
 * not know the zone: its HTML (and the hydration) says the language's usual one, the browser then
 * its own, so the two renders agree.
 */
export function MessageTime({ at, className }: { at: string; className?: string }) {
  const locale = useLocale()
  const zone = useSyncExternalStore(noSubscription, browserZone, () => serverZone[locale])
  const text = dateTimeFormat(localeIso[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: zone,
  }).format(new Date(at))
  return (
    <time dateTime={at} className={className}>
      {text}
    </time>
  )
}
