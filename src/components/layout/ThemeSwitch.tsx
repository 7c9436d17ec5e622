'use client'

import { Monitor, Moon, Sun } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useTheme } from 'next-themes'
import { useSyncExternalStore } from 'react'

import { type ColourMode as Mode, colourModes as modes } from '@/lib/theme'

const icons = { system: Monitor, light: Sun, dark: Moon }

const useMounted = () =>
  useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  )

/** A button cycling system → light → dark; its name says the current mode. */
export function ThemeSwitch() {
  const t = useTranslations('theme')
  const { theme, setTheme } = useTheme()
  const mounted = useMounted()
  const current: Mode = mounted && modes.includes(theme as Mode) ? (theme as Mode) : 'system'
  const next = modes[(modes.indexOf(current) + 1) % modes.length]
  const Icon = icons[current]
  return (
    <button
      type="button"
      onClick={() => setTheme(next)}
      data-testid="theme-switch"
      data-mode={mounted ? current : undefined}
      aria-label={`${t('label')}: ${t(current)}`}
      title={`${t('label')}: ${t(current)}`}
      className="inline-flex size-10 items-center justify-center rounded-full text-fg-muted transition-colors hover:bg-bg-muted hover:text-fg"
    >
      <Icon aria-hidden className="size-5" />
    </button>
  )
}
