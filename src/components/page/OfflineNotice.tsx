'use client'

import { Wifi, WifiOff } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useEffect, useState, useSyncExternalStore } from 'react'

/** How long "You are back online." stays once the connection returns. */
export const BACK_ONLINE_MS = 4000

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

const noticeClass =
  'pointer-events-auto flex items-center gap-2 rounded-full border border-line bg-bg-elevated px-4 py-2 text-sm text-fg shadow-lg'

/** Tracks whether the browser is online: a quiet notice while the connection is gone, and a short one when it returns. */
export function OfflineNotice() {
  const t = useTranslations('offline')
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
  const [backOnline, setBackOnline] = useState(false)

  useEffect(() => {
    let hide: number | undefined
    // Only a return after a loss is news: the page loading online says nothing.
    const onOnline = () => {
      setBackOnline(true)
      window.clearTimeout(hide)
      hide = window.setTimeout(() => setBackOnline(false), BACK_ONLINE_MS)
    }
    const onOffline = () => {
      window.clearTimeout(hide)
      setBackOnline(false)
    }
    window.addEventListener('online', onOnline)
    window.addEventListener('offline', onOffline)
    return () => {
      window.removeEventListener('online', onOnline)
      window.removeEventListener('offline', onOffline)
      window.clearTimeout(hide)
    }
  }, [])

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4"
    >
      {!online ? (
        <p data-testid="offline-notice" className={noticeClass}>
          <WifiOff aria-hidden className="size-4 text-accent" />
          {t('notice')}
        </p>
      ) : (
        backOnline && (
          <p data-testid="online-notice" className={noticeClass}>
            <Wifi aria-hidden className="size-4 text-accent" />
            {t('back')}
          </p>
        )
      )}
    </div>
  )
}
