import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AuthCard, HaveAccountFooter } from '@/components/auth/AuthCard'
import { RegisterForm } from '@/components/auth/deferredForms'
import { localeParam } from '@/i18n/localeParam'
import { redirect } from '@/i18n/navigation'
import { getSessionUser } from '@/data/session'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeParam(params), namespace: 'register' })
  return { title: t('title') }
}

// Reads the session cookie: rendered for each request, never cached.
export const dynamic = 'force-dynamic'

/** Registration on one page: e-mail, password and its confirmation, first and last name, role and the 6-digit code. */
export default async function RegisterPage({ params }: Props) {
  const locale = await localeParam(params)
  setRequestLocale(locale)
  if (await getSessionUser()) redirect({ href: '/lifecycle/signup/certify', locale })
  const t = await getTranslations('register')
  return (
    <AuthCard title={t('title')} lead={t('lead')} footer={<HaveAccountFooter />}>
      <RegisterForm />
    </AuthCard>
  )
}
