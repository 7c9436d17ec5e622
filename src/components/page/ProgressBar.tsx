'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

/** SPEC §9: show only after 200 ms, creep over 5000 ms, hide 500 ms after completion. */
export const PROGRESS_THROTTLE_MS = 200
export const PROGRESS_DURATION_MS = 5000
export const PROGRESS_HIDE_MS = 500

type Phase = 'idle' | 'running' | 'done'

const isInternalNavigation = (event: MouseEvent): boolean => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
  if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return false
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin) return false
  return url.pathname !== window.location.pathname || url.search !== window.location.search
}

export function ProgressBar() {
  const t = useTranslations('a11y')
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const [phase, setPhase] = useState<Phase>('idle')
  const timers = useRef<number[]>([])

  const clearTimers = () => {
    timers.current.forEach((id) => window.clearTimeout(id))
    timers.current = []
  }

  useEffect(() => {
    const start = () => {
      clearTimers()
      timers.current.push(window.setTimeout(() => setPhase('running'), PROGRESS_THROTTLE_MS))
    }
    const onClick = (event: MouseEvent) => isInternalNavigation(event) && start()
    document.addEventListener('click', onClick, true)
    window.addEventListener('popstate', start)
    return () => {
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('popstate', start)
      clearTimers()
    }
  }, [])

  // A new URL means the navigation finished: complete, then hide.
  useEffect(() => {
    clearTimers()
    setPhase((current) => (current === 'running' ? 'done' : 'idle'))
    timers.current.push(window.setTimeout(() => setPhase('idle'), PROGRESS_HIDE_MS))
  }, [pathname, searchParams])

  if (phase === 'idle') return null
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
          phase === 'done'
            ? { width: '100%', transition: 'width 150ms ease-out' }
            : { animation: `progress-creep ${PROGRESS_DURATION_MS}ms cubic-bezier(0.1, 0.7, 0.3, 1) forwards` }
        }
      />
    </div>
  )
}
