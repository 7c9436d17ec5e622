'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/** The browser's scroll restoration is off (manual); a route change goes to the top, or to its #hash target. */
export function ScrollManager() {
  const pathname = usePathname()

  useEffect(() => {
    window.history.scrollRestoration = 'manual'
  }, [])

  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1))
    const target = id ? document.getElementById(id) : null
    if (target) target.scrollIntoView()
    else window.scrollTo(0, 0)
  }, [pathname])

  return null
}
