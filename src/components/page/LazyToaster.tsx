'use client'

import dynamic from 'next/dynamic'
import { useTheme } from 'next-themes'
import { useSyncExternalStore } from 'react'

import { toastRequested } from '@/components/ui/toast'

const Toaster = dynamic(() => import('sonner').then((module) => module.Toaster), { ssr: false })

/** sonner's toaster, mounted with the page's first toast (see components/ui/toast). */
export function LazyToaster() {
  const wanted = useSyncExternalStore(toastRequested.subscribe, toastRequested.current, () => false)
  // The page's colour mode, not sonner's default (light toasts in a dark page).
  const { resolvedTheme } = useTheme()
  return wanted ? (
    <Toaster
      position="top-center"
      richColors
      closeButton
      theme={resolvedTheme === 'dark' ? 'dark' : 'light'}
    />
  ) : null
}
