'use client'

import { usePathname } from 'next/navigation'
import { ViewTransition } from 'react'

/**
 * Makes every client navigation a view transition, so the main content (named `page` in
 * globals.css) fades out and the new page in after it. React starts the browser's transition only
 * when a <ViewTransition> has something to animate, and only once the new page is ready to commit:
 * this marker enters anew on each path, and the old page stays live (progress bar included) until then.
 */
export function PageTransition() {
  const pathname = usePathname()
  return (
    <ViewTransition key={pathname} enter="page-marker" exit="none" update="none" default="none">
      <span aria-hidden className="page-transition-marker" />
    </ViewTransition>
  )
}
