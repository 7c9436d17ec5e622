import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AuthCard } from '@/components/auth/AuthCard'
import { ClientMessages } from '@/components/providers/ClientMessages'
import { twoStepNamespaces } from '@/i18n/clientNamespaces'
import { SecondFactorForm } from '@/components/auth/DeferredSecondFactorForm'
import { mySecondFactorStep } from '@/data/accountSessions'
import { localeParam } from '@/i18n/localeParam'
import { Link, redirect } from '@/i18n/navigation'
import { LOGIN_PATH, loginRedirectPath } from '@/lib/auth/guard'
import { localizedTarget } from '@/lib/auth/twoStep'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<{ redirect?: string | string[] }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeParam(params), namespace: 'twoStep' })
  return { title: t('title'), robots: { index: false } }
}

// Reads the session cookie: rendered for each request, never cached.
export const dynamic = 'force-dynamic'

/**
 * /my-account-login/second-factor: after the password, the code from the app (or a recovery code);
 * staff without an authenticator set one up here first. A browser with no sign-in waiting for it
 * goes back to the sign-in page, still carrying where it was going.
 */
export default async function SecondFactorPage({ params, searchParams }: Props) {
  const locale = await localeParam(params)
  setRequestLocale(locale)
  const param = (await searchParams).redirect
  const wanted = typeof param === 'string' && param ? param : undefined
  const signInAgain = wanted ? loginRedirectPath(wanted) : LOGIN_PATH
  const step = await mySecondFactorStep(locale, wanted)
  if (step.state === 'none') return redirect({ href: signInAgain, locale })
  const [t, tFactor] = await Promise.all([
    getTranslations('twoStep'),
    getTranslations('secondFactor'),
  ])
  const enrol = step.state === 'enrol'
  return (
    <ClientMessages also={twoStepNamespaces}>
      <AuthCard
        title={enrol ? t('enrolTitle') : t('title')}
        lead={enrol ? t('enrolLead') : tFactor('needed')}
        footer={
          <Link href={signInAgain} className="font-semibold text-brand hover:underline">
            {t('cancel')}
          </Link>
        }
      >
        <SecondFactorForm
          redirectTo={localizedTarget(step.redirectTo, locale)}
          enrolment={enrol ? step.enrolment : null}
        />
      </AuthCard>
    </ClientMessages>
  )
}
