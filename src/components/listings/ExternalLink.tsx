import { ExternalLink as ExternalIcon } from '@/components/ui/icons'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

/** A link to another site, opened in a new tab (said to screen readers) without access to this page. */
export async function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const t = await getTranslations('listings')
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="inline-flex items-center gap-1.5 break-all font-semibold text-brand underline-offset-4 hover:underline"
    >
      {children}
      <ExternalIcon aria-hidden className="size-4 shrink-0" />
      <span className="sr-only">{t('newTab')}</span>
    </a>
  )
}
