'use client'

import { useLocale, useTranslations } from 'next-intl'

import { signIn } from '@/actions/session'
import { useActionForm } from '@/components/forms/useActionForm'
import { SubmitButton } from '@/components/leads/FormParts'
import { defaultLocale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import type { OutcomeWording } from '@/lib/actions/result'
import { safeRedirectTarget } from '@/lib/auth/guard'
import { secondFactorStepPath } from '@/lib/auth/twoStep'
import type { LoginInput } from '@/lib/validation/login'

import { TextField } from '../ui/TextField'

const loadSchema = () => import('@/lib/validation/login').then((m) => m.loginSchema)

/** Sign-in words its own limit ("Too many sign-in attempts…") and why it refused. */
const loginOutcomes = {
  rateLimited: 'auth.rateLimited',
  invalidCredentials: 'auth.invalidCredentials',
  unverified: 'auth.unverified',
  resetInvalid: 'auth.resetInvalid',
} satisfies OutcomeWording

/**
 * E-mail and password; after sign-in goes to `redirectTo` when it is a same-site path, else home
 * (by way of the second step's page when the account has one).
 */
export function LoginForm({ redirectTo }: { redirectTo?: string }) {
  const t = useTranslations('auth')
  const locale = useLocale()
  const { handleSubmit, field, action } = useActionForm(loadSchema, { wording: loginOutcomes })

  const onSubmit = async (values: LoginInput) => {
    const result = await action.run(() => signIn(values))
    if (!result) return
    // A full navigation so every server component sees the new session cookie. A sign-in that
    // waits for its second step goes there first, still carrying where it was going.
    window.location.assign(
      result.secondFactor
        ? secondFactorStepPath(locale, redirectTo)
        : safeRedirectTarget(redirectTo, locale === defaultLocale ? '/' : `/${locale}`),
    )
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-6 space-y-4">
      <TextField label={t('email')} type="email" autoComplete="email" {...field('email')} />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="current-password"
        {...field('password')}
      />
      <p role="alert" className="min-h-5 text-sm font-medium text-danger">
        {action.alert}
        {action.failure?.error === 'unverified' && (
          <>
            {' '}
            <Link href="/lifecycle/signup/certify" className="underline underline-offset-2">
              {t('unverifiedLink')}
            </Link>
          </>
        )}
      </p>
      <SubmitButton busy={action.busy} label={t('submit')} />
    </form>
  )
}
