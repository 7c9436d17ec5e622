import { ExternalLink } from 'lucide-react'
import type { ReactNode } from 'react'

import { Link } from '@/i18n/navigation'
import { policyPaths } from '@/lib/consent/policies'

/**
 * The tags of a notice's message: `<link>` is the privacy policy in the page's language, opened in
 * a new tab so the form keeps what was typed; `<newTab>` says so to screen readers.
 */
export const privacyNoticeTags = {
  link: (chunks: ReactNode) => (
    <Link
      href={policyPaths['privacy-policy']}
      target="_blank"
      rel="noopener"
      className="inline-flex items-center gap-1 font-semibold text-brand underline underline-offset-2 hover:text-brand-strong"
    >
      {chunks}
      <ExternalLink aria-hidden className="size-3.5 shrink-0" />
    </Link>
  ),
  newTab: (chunks: ReactNode) => <span className="sr-only">{chunks}</span>,
}

/**
 * What a form that takes personal data does with it, under its button: the form's own sentence
 * (from its namespace, rendered with `privacyNoticeTags`). No hooks, so server and client
 * components both use it.
 */
export function PrivacyNotice({
  children,
  className = '',
}: {
  children: ReactNode
  className?: string
}) {
  return <p className={`text-sm text-fg-muted ${className}`}>{children}</p>
}
