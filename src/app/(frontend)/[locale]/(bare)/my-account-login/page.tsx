import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { LoginForm } from '@/components/auth/LoginForm'
import { redirect } from '@/i18n/navigation'
import type { AppLocale } from '@/i18n/locales'
import { getSessionUser } from '@/lib/auth/session'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ redirect?: string | string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as AppLocale, namespace: 'auth' })
  return { title: t('loginTitle') }
}

// Reads the session cookie: rendered for each request, never cached.
export const dynamic = 'force-dynamic'

export default async function LoginPage({ params, searchParams }: Props) {
  const locale = (await params).locale as AppLocale
  setRequestLocale(locale)
  // A signed-in visitor has nothing to do here (SPEC §4).
  if (await getSessionUser()) redirect({ href: '/', locale })
  const wanted = (await searchParams).redirect
  const t = await getTranslations('auth')
  return (
    <div className="w-full max-w-md rounded-2xl border border-line bg-bg-elevated p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold">{t('loginTitle')}</h1>
      <p className="mt-2 text-sm text-fg-muted">{t('loginLead')}</p>
      <LoginForm redirectTo={typeof wanted === 'string' ? wanted : undefined} />
    </div>
  )
}
