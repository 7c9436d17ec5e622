'use client'

import { WifiOff } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useSyncExternalStore } from 'react'

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/** Tracks whether the browser is online and shows a quiet notice while the connection is gone. */
export function OfflineNotice() {
  const t = useTranslations('offline')
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4"
    >
      {!online && (
        <p
          data-testid="offline-notice"
          className="pointer-events-auto flex items-center gap-2 rounded-full border border-line bg-bg-elevated px-4 py-2 text-sm text-fg shadow-lg"
        >
          <WifiOff aria-hidden className="size-4 text-accent" />
          {t('notice')}
        </p>
      )}
    </div>
  )
}
