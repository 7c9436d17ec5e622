import type { ReactNode } from 'react'

import { Link } from '@/i18n/navigation'

/** A site path goes through the locale-aware Link; a full URL is an ordinary external link. */
export function SmartLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  if (href.startsWith('/')) {
    return (
      <Link href={href} className={className}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} className={className} rel="noopener noreferrer">
      {children}
    </a>
  )
}
