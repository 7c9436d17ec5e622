'use client'

import { useLocale } from 'next-intl'
import { useMemo } from 'react'

import { getPathname, useRouter } from '@/i18n/navigation'

import { signalNavigationStart } from './progressSignal'

type Router = ReturnType<typeof useRouter>
type Href = Parameters<Router['push']>[0]

/**
 * The localized router, whose push and replace also show the page-load progress bar: without it,
 * only link clicks and history moves do.
 */
export function useProgressRouter(): Router {
  const router = useRouter()
  const currentLocale = useLocale()
  return useMemo(() => {
    const signal = (href: Href, options?: Parameters<Router['push']>[1]) =>
      signalNavigationStart(getPathname({ href, locale: options?.locale ?? currentLocale }))
    return {
      ...router,
      push: (href, options) => {
        signal(href, options)
        router.push(href, options)
      },
      replace: (href, options) => {
        signal(href, options)
        router.replace(href, options)
      },
    }
  }, [router, currentLocale])
}
