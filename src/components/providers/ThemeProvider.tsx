'use client'

import { ThemeProvider as NextThemesProvider } from 'next-themes'
import {
  createContext,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
  useContext,
  useState,
} from 'react'

import type { ForcedColourMode } from '@/lib/theme'

/** The local-storage key of the colour-mode preference (a fixed name); "system" follows the OS setting. */
export const COLOR_MODE_STORAGE_KEY = 'nuxt-color-mode'

const ForcedModeContext = createContext<Dispatch<SetStateAction<ForcedColourMode | undefined>>>(
  () => {},
)

/** Lets the page on screen force its colour mode (see components/page/ForceColourMode). */
export const useSetForcedColourMode = () => useContext(ForcedModeContext)

export function ThemeProvider({ children }: { children: ReactNode }) {
  // Set by the page being shown, cleared when it goes: the visitor's own choice stays stored meanwhile.
  const [forced, setForced] = useState<ForcedColourMode | undefined>(undefined)
  return (
    <NextThemesProvider
      attribute="class"
      defaultTheme="system"
      enableSystem
      storageKey={COLOR_MODE_STORAGE_KEY}
      forcedTheme={forced}
      disableTransitionOnChange
    >
      <ForcedModeContext.Provider value={setForced}>{children}</ForcedModeContext.Provider>
    </NextThemesProvider>
  )
}
