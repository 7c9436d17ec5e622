import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { Link } from '@/i18n/navigation'

/** The card of the sign-in and sign-up pages: title, lead, form, and links below. */
export function AuthCard({
  title,
  lead,
  children,
  footer,
}: {
  title: string
  lead?: string
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <div className="w-full max-w-md rounded-2xl border border-line bg-bg-elevated p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold">{title}</h1>
      {lead && <p className="mt-2 text-sm text-fg-muted">{lead}</p>}
      {children}
      {footer && (
        <div className="mt-6 border-t border-line pt-4 text-sm text-fg-muted">{footer}</div>
      )}
    </div>
  )
}

/** "Already have an account? Sign in", under the sign-up forms. */
export async function HaveAccountFooter() {
  const t = await getTranslations('register')
  return (
    <>
      {t('haveAccount')}{' '}
      <Link href="/my-account-login" className="font-semibold text-brand hover:underline">
        {t('signIn')}
      </Link>
    </>
  )
}
