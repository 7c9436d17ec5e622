import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AuthCard } from '@/components/auth/AuthCard'
import { ForgotPasswordForm } from '@/components/auth/deferredForms'
import { localeParam } from '@/i18n/localeParam'
import { Link } from '@/i18n/navigation'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeParam(params), namespace: 'auth' })
  return { title: t('forgotTitle'), robots: { index: false } }
}

/** Request a link to choose a new password. */
export default async function ForgotPasswordPage({ params }: Props) {
  setRequestLocale(await localeParam(params))
  const t = await getTranslations('auth')
  return (
    <AuthCard
      title={t('forgotTitle')}
      lead={t('forgotLead')}
      footer={
        <Link href="/my-account-login" className="font-semibold text-brand hover:underline">
          {t('backToLogin')}
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  )
}
