'use client'

import { useLayoutEffect } from 'react'

import { useSetForcedColourMode } from '@/components/providers/ThemeProvider'
import type { ForcedColourMode } from '@/lib/theme'

const applyMode = (mode: ForcedColourMode) => {
  const root = document.documentElement
  root.classList.remove('light', 'dark')
  root.classList.add(mode)
  root.style.colorScheme = mode
}

/**
 * Shows the page it is rendered in with a fixed colour mode, whatever the visitor prefers; the
 * preference applies again on the next page. The typed mode cannot be "system".
 */
export function ForceColourMode({ mode }: { mode: ForcedColourMode }) {
  const setForced = useSetForcedColourMode()
  useLayoutEffect(() => {
    // At once, before paint: the theme library applies its forced theme only after this render.
    applyMode(mode)
    setForced(mode)
    return () => setForced(undefined)
  }, [mode, setForced])
  // In the server HTML, the script switches the mode as the page streams in, before hydration.
  return (
    <script
      suppressHydrationWarning
      dangerouslySetInnerHTML={{
        __html: `(function(m){var r=document.documentElement;r.classList.remove('light','dark');r.classList.add(m);r.style.colorScheme=m})(${JSON.stringify(mode)})`,
      }}
    />
  )
}
