'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { PROGRESS_CANCEL_EVENT, PROGRESS_START_EVENT } from './progressSignal'

/** The page-load progress bar: shown only after 200 ms, creeps over 5000 ms, hidden 500 ms after completion. */
export const PROGRESS_THROTTLE_MS = 200
export const PROGRESS_DURATION_MS = 5000
export const PROGRESS_HIDE_MS = 500

const isInternalNavigation = (event: MouseEvent): boolean => {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return false
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
  if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return false
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin) return false
  return url.pathname !== window.location.pathname || url.search !== window.location.search
}

/** A navigation in progress: the URL it started from, and whether the bar is showing yet. */
type Navigation = { from: string; shown: boolean }

export function ProgressBar() {
  const t = useTranslations('a11y')
  const url = `${usePathname()}?${useSearchParams()}`
  const currentUrl = useRef(url)
  const [navigation, setNavigation] = useState<Navigation | null>(null)
  // The URL changing away from where the navigation started means it has finished.
  const finished = navigation !== null && navigation.from !== url

  useEffect(() => {
    currentUrl.current = url
  }, [url])

  useEffect(() => {
    let throttle: number | undefined
    const start = () => {
      const from = currentUrl.current
      window.clearTimeout(throttle)
      setNavigation({ from, shown: false })
      throttle = window.setTimeout(() => {
        // Still on the old URL after the throttle: the wait is long enough to show.
        if (currentUrl.current === from)
          setNavigation((nav) => (nav && nav.from === from ? { ...nav, shown: true } : nav))
      }, PROGRESS_THROTTLE_MS)
    }
    const cancel = () => {
      window.clearTimeout(throttle)
      setNavigation(null)
    }
    const onClick = (event: MouseEvent) => isInternalNavigation(event) && start()
    document.addEventListener('click', onClick, true)
    window.addEventListener('popstate', start)
    window.addEventListener(PROGRESS_START_EVENT, start)
    window.addEventListener(PROGRESS_CANCEL_EVENT, cancel)
    return () => {
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('popstate', start)
      window.removeEventListener(PROGRESS_START_EVENT, start)
      window.removeEventListener(PROGRESS_CANCEL_EVENT, cancel)
      window.clearTimeout(throttle)
    }
  }, [])

  useEffect(() => {
    if (!finished) return
    const hide = window.setTimeout(
      () => setNavigation(null),
      navigation.shown ? PROGRESS_HIDE_MS : 0,
    )
    return () => window.clearTimeout(hide)
  }, [finished, navigation])

  if (!navigation?.shown) return null
  return (
    <div
      role="progressbar"
      aria-label={t('loading')}
      data-testid="page-progress"
      className="fixed inset-x-0 top-0 z-[100] h-[3px]"
    >
      <div
        className="h-full bg-accent"
        style={
          finished
            ? { width: '100%', transition: 'width 150ms ease-out' }
            : {
                animation: `progress-creep ${PROGRESS_DURATION_MS}ms cubic-bezier(0.1, 0.7, 0.3, 1) forwards`,
              }
        }
      />
    </div>
  )
}
