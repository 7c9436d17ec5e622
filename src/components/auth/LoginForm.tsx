'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { SubmitButton } from '@/components/leads/FormParts'
import { defaultLocale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { signIn } from '@/app/(frontend)/[locale]/(bare)/my-account-login/actions'
import { safeRedirectTarget } from '@/lib/auth/guard'
import { type LoginInput, loginSchema } from '@/lib/validation/login'

import { TextField } from '../ui/TextField'

/** E-mail and password; after sign-in goes to `redirectTo` when it is a same-site path, else home. */
export function LoginForm({ redirectTo }: { redirectTo?: string }) {
  const t = useTranslations('auth')
  const locale = useLocale()
  const v = useTranslations('validation')
  const [formError, setFormError] = useState<string | null>(null)
  const [unverified, setUnverified] = useState(false)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), mode: 'onTouched' })

  const onSubmit = async (values: LoginInput) => {
    setFormError(null)
    setUnverified(false)
    const result = await signIn(values)
    if (!result.ok) {
      setUnverified(result.error === 'unverified')
      setFormError(
        result.error === 'rateLimited'
          ? t('rateLimited', { minutes: Math.max(1, Math.ceil(result.retryAfterSeconds / 60)) })
          : result.error === 'unverified'
            ? t('unverified')
            : t('invalidCredentials'),
      )
      return
    }
    // A full navigation so every server component sees the new session cookie.
    window.location.assign(safeRedirectTarget(redirectTo, locale === defaultLocale ? '/' : `/${locale}`))
  }

  const message = (key?: string) => (key ? v(key as Parameters<typeof v>[0]) : undefined)

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-6 space-y-4">
      <TextField label={t('email')} type="email" autoComplete="email" error={message(errors.email?.message)} {...register('email')} />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="current-password"
        error={message(errors.password?.message)}
        {...register('password')}
      />
      <p role="alert" className="min-h-5 text-sm font-medium text-danger">
        {formError}
        {unverified && (
          <>
            {' '}
            <Link href="/lifecycle/signup/certify" className="underline underline-offset-2">
              {t('unverifiedLink')}
            </Link>
          </>
        )}
      </p>
      <SubmitButton busy={isSubmitting} label={t('submit')} busyLabel={t('submit')} />
    </form>
  )
}
