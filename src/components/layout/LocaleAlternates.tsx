'use client'

import { useEffect, useSyncExternalStore } from 'react'

import type { AppLocale } from '@/i18n/locales'
import { usePathname } from '@/i18n/navigation'

/** A page's locale-neutral path in each language, for the page at `pathname`. */
type Alternates = { pathname: string; paths: Record<AppLocale, string> }

// One page is shown at a time, so one entry is enough; the page that set it clears it on leaving.
let current: Alternates | null = null
const listeners = new Set<() => void>()

const publish = (next: Alternates | null) => {
  current = next
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/**
 * Tells the language switcher where this page lives in each language, for pages whose slug
 * differs by language (articles): it then links straight there instead of to this slug under the
 * other language, which only redirects. The switcher sits in the layout, above the page, so the
 * page hands the paths over once it is in the browser.
 */
export function LocaleAlternates({ paths }: { paths: Record<AppLocale, string> }) {
  const pathname = usePathname()
  // By value: a new object with the same paths on each render changes nothing.
  const key = JSON.stringify(paths)
  useEffect(() => {
    const entry: Alternates = { pathname, paths: JSON.parse(key) as Alternates['paths'] }
    publish(entry)
    return () => {
      if (current === entry) publish(null)
    }
  }, [pathname, key])
  return null
}

/** The current page's path in `locale` when the page said where it lives there, else null. */
export function useAlternatePath(locale: AppLocale): string | null {
  const pathname = usePathname()
  const alternates = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  )
  return alternates?.pathname === pathname ? alternates.paths[locale] : null
}
