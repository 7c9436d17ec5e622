import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AuthCard } from '@/components/auth/AuthCard'
import { LoginForm } from '@/components/auth/deferredForms'
import { localeParam } from '@/i18n/localeParam'
import { Link, redirect } from '@/i18n/navigation'
import { getSessionUser } from '@/data/session'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<{ redirect?: string | string[] }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeParam(params), namespace: 'auth' })
  return { title: t('loginTitle') }
}

// Reads the session cookie: rendered for each request, never cached.
export const dynamic = 'force-dynamic'

export default async function LoginPage({ params, searchParams }: Props) {
  const locale = await localeParam(params)
  setRequestLocale(locale)
  // A signed-in visitor has nothing to do here: they go to the home page.
  if (await getSessionUser()) redirect({ href: '/', locale })
  const wanted = (await searchParams).redirect
  const t = await getTranslations('auth')
  return (
    <AuthCard
      title={t('loginTitle')}
      lead={t('loginLead')}
      footer={
        <div className="flex flex-wrap justify-between gap-2">
          <span>
            {t('noAccount')}{' '}
            <Link href="/my-account-register" className="font-semibold text-brand hover:underline">
              {t('createAccount')}
            </Link>
          </span>
          <Link
            href="/my-account-forgot-password"
            className="font-semibold text-brand hover:underline"
          >
            {t('forgot')}
          </Link>
        </div>
      }
    >
      <LoginForm redirectTo={typeof wanted === 'string' ? wanted : undefined} />
    </AuthCard>
  )
}
