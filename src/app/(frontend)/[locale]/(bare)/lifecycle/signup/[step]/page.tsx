import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AuthCard, HaveAccountFooter } from '@/components/auth/AuthCard'
import { CertifyChoice } from '@/components/auth/signup/CertifyChoice'
import { CodeStep, EmailStep, NameStep, PasswordStep } from '@/components/auth/deferredForms'
import { SignupStepList } from '@/components/auth/signup/SignupSteps'
import { localeParam } from '@/i18n/localeParam'
import { redirect } from '@/i18n/navigation'
import { defaultLocale } from '@/i18n/locales'
import { readSignupProgress } from '@/data/signupProgress'
import { allowedStep, isSignupStep } from '@/lib/accounts/signupSteps'
import { codeResendWait } from '@/lib/accounts/verificationCodes'
import { getSessionUser } from '@/data/session'
import { getPayloadClient } from '@/data/payload'

type Props = { params: Promise<{ locale: string; step: string }> }

const titles = {
  reg: 'title',
  name: 'nameTitle',
  passwd: 'passwordTitle',
  certify: 'verifyTitle',
} as const

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { step } = await params
  const locale = await localeParam(params)
  const t = await getTranslations({ locale, namespace: 'register' })
  return { title: t(isSignupStep(step) ? titles[step] : 'title'), robots: { index: false } }
}

// Reads the sign-up cookie and the session: rendered for each request, never cached.
export const dynamic = 'force-dynamic'

/** /lifecycle/signup/{reg,name,passwd,certify}: registration as steps; progress survives a reload, no step can be skipped. */
export default async function SignupStepPage({ params }: Props) {
  const { step } = await params
  const locale = await localeParam(params)
  setRequestLocale(locale)
  if (!isSignupStep(step)) notFound()
  const [progress, user, t] = await Promise.all([
    readSignupProgress(),
    getSessionUser(),
    getTranslations('register'),
  ])
  const shown = allowedStep(step, progress, Boolean(user))
  if (shown !== step) redirect({ href: `/lifecycle/signup/${shown}`, locale })

  const prefix = locale === defaultLocale ? '' : `/${locale}`
  if (step !== 'certify') {
    return (
      <AuthCard title={t(titles[step])} footer={<HaveAccountFooter />}>
        <SignupStepList current={step} />
        {step === 'reg' && <EmailStep progress={progress} />}
        {step === 'name' && <NameStep progress={progress} />}
        {step === 'passwd' && <PasswordStep />}
      </AuthCard>
    )
  }

  if (user && user.emailVerified !== false) {
    return (
      <AuthCard title={t('readyTitle')}>
        <CertifyChoice user={user} />
      </AuthCard>
    )
  }
  const email = user?.email ?? progress.email!
  const payload = await getPayloadClient()
  const secondsLeft = await codeResendWait(payload, { purpose: 'register', email })
  // The right code signs this browser in (src/actions/signup.ts): then the account is ready.
  const afterVerify = `${prefix}/lifecycle/signup/certify`
  return (
    <AuthCard title={t('verifyTitle')}>
      <SignupStepList current="certify" />
      <CodeStep email={email} secondsLeft={secondsLeft} afterVerify={afterVerify} />
    </AuthCard>
  )
}
