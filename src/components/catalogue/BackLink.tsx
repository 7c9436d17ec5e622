import { ArrowLeft } from '@/components/ui/icons'
import type { ReactNode } from 'react'

import { Link } from '@/i18n/navigation'

/** The link at the top of a catalogue page back to its list. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="inline-flex items-center gap-2 text-sm font-medium text-brand underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {children}
    </Link>
  )
}
