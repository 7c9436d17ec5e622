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

/**
 * A button cycling system → light → dark; its name says the current mode. On a page that forces
 * its mode it shows that mode, cannot be switched, and says why (still focusable, so the reason can be read).
 */
export function ThemeSwitch() {
  const t = useTranslations('theme')
  const { theme, setTheme, forcedTheme } = useTheme()
  const mounted = useMounted()
  const forced = mounted && (forcedTheme === 'light' || forcedTheme === 'dark') ? forcedTheme : null
  const current: Mode =
    forced ?? (mounted && modes.includes(theme as Mode) ? (theme as Mode) : 'system')
  const next = modes[(modes.indexOf(current) + 1) % modes.length]
  const Icon = icons[current]
  const name = `${t('label')}: ${t(current)}`
  const reason = forced === 'light' ? t('forcedLight') : forced === 'dark' ? t('forcedDark') : null
  return (
    <button
      type="button"
      onClick={() => !forced && setTheme(next)}
      data-testid="theme-switch"
      data-mode={mounted ? current : undefined}
      data-forced={forced ?? undefined}
      aria-disabled={forced ? true : undefined}
      aria-label={reason ? `${name}. ${reason}` : name}
      title={reason ?? name}
      className={`inline-flex size-10 items-center justify-center rounded-full text-fg-muted transition-colors ${
        forced ? 'cursor-not-allowed opacity-70' : 'hover:bg-bg-muted hover:text-fg'
      }`}
    >
      <Icon aria-hidden className="size-5" />
    </button>
  )
}
