import type { Metadata } from 'next'
import { redirect as nextRedirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AuthCard, HaveAccountFooter } from '@/components/auth/AuthCard'
import { RegisterForm } from '@/components/auth/deferredForms'
import { localeParam } from '@/i18n/localeParam'
import { redirect } from '@/i18n/navigation'
import { getSessionUser } from '@/data/session'
import { safeRedirectTarget } from '@/lib/auth/guard'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<{ redirect?: string | string[] }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeParam(params), namespace: 'register' })
  return { title: t('title') }
}

// Reads the session cookie: rendered for each request, never cached.
export const dynamic = 'force-dynamic'

/**
 * Registration on one page: e-mail, password and its confirmation, first and last name, role and
 * the 6-digit code. A new member then certifies, unless they came from a page to return to
 * (`?redirect=`, e.g. the booking page: the time they were picking).
 */
export default async function RegisterPage({ params, searchParams }: Props) {
  const locale = await localeParam(params)
  setRequestLocale(locale)
  const wanted = (await searchParams).redirect
  const returnTo = safeRedirectTarget(typeof wanted === 'string' ? wanted : undefined, '')
  if (await getSessionUser()) {
    // The path to return to is the browser's own (its language prefix included).
    if (returnTo) nextRedirect(returnTo)
    redirect({ href: '/lifecycle/signup/certify', locale })
  }
  const t = await getTranslations('register')
  return (
    <AuthCard title={t('title')} lead={t('lead')} footer={<HaveAccountFooter />}>
      <RegisterForm returnTo={returnTo || undefined} />
    </AuthCard>
  )
}
