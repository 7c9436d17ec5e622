'use client'

import { ThemeProvider as NextThemesProvider } from 'next-themes'
import type { ReactNode } from 'react'

/** The local-storage key of the colour-mode preference (a fixed name); "system" follows the OS setting. */
export const COLOR_MODE_STORAGE_KEY = 'nuxt-color-mode'

export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <NextThemesProvider
      attribute="class"
      defaultTheme="system"
      enableSystem
      storageKey={COLOR_MODE_STORAGE_KEY}
      disableTransitionOnChange
    >
      {children}
    </NextThemesProvider>
  )
}
