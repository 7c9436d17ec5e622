import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AuthCard } from '@/components/auth/AuthCard'
import { ResetPasswordForm } from '@/components/auth/deferredForms'
import { localeParam } from '@/i18n/localeParam'
import { Link } from '@/i18n/navigation'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<{ token?: string | string[] }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeParam(params), namespace: 'auth' })
  return { title: t('resetTitle'), robots: { index: false } }
}

// The token is in the query string.
export const dynamic = 'force-dynamic'

/** The mailed link lands here: choose a new password. */
export default async function ResetPasswordPage({ params, searchParams }: Props) {
  setRequestLocale(await localeParam(params))
  const token = (await searchParams).token
  const t = await getTranslations('auth')
  return (
    <AuthCard title={t('resetTitle')}>
      {typeof token === 'string' && token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <p role="alert" className="mt-6 text-sm text-danger">
          {t('resetInvalid')}{' '}
          <Link
            href="/my-account-forgot-password"
            className="font-semibold text-brand hover:underline"
          >
            {t('forgotTitle')}
          </Link>
        </p>
      )}
    </AuthCard>
  )
}
