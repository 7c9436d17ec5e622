'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { SubmitButton } from '@/components/leads/FormParts'
import { TextField } from '@/components/ui/TextField'
import { Link } from '@/i18n/navigation'
import { requestPasswordReset, resetPassword } from '@/lib/accounts/actions/password'
import { type ForgotPasswordInput, forgotPasswordSchema, type ResetPasswordInput, resetPasswordSchema } from '@/lib/validation/passwordReset'

import { FormAlert } from './AccountFields'
import { useAccountAction, useValidationMessage } from './useAccountAction'

/** "Forgot your password?": the e-mail, then the same answer whether or not it has an account. */
export function ForgotPasswordForm() {
  const t = useTranslations('auth')
  const message = useValidationMessage()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const { register, handleSubmit, setError, formState } = useForm<ForgotPasswordInput>({ resolver: zodResolver(forgotPasswordSchema), mode: 'onTouched' })
  const action = useAccountAction(setError)
  const onSubmit = async (values: ForgotPasswordInput) => {
    if (await action.run(() => requestPasswordReset(values))) setSentTo(values.email)
  }
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-6 space-y-4">
      <TextField label={t('email')} type="email" autoComplete="email" error={message(formState.errors.email?.message)} {...register('email')} />
      <p role="status" className="min-h-5 text-sm text-success">
        {sentTo && t('forgotSent', { email: sentTo })}
      </p>
      <FormAlert message={action.message} />
      <SubmitButton busy={formState.isSubmitting} label={t('forgotSubmit')} busyLabel={t('forgotSubmit')} />
    </form>
  )
}

/** The new password from the mailed link, typed twice under the sign-up rules. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('auth')
  const message = useValidationMessage()
  const [done, setDone] = useState(false)
  const [invalid, setInvalid] = useState(false)
  const { register, handleSubmit, setError, formState } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onTouched',
    defaultValues: { token },
  })
  const action = useAccountAction(setError)
  const onSubmit = async (values: ResetPasswordInput) => {
    setInvalid(false)
    const result = await action.run(async () => {
      const answer = await resetPassword(values)
      if (!answer.ok && answer.error === 'resetInvalid') {
        setInvalid(true)
        return { ok: false as const, error: 'invalid' as const, fields: {} }
      }
      return answer as Exclude<typeof answer, { error: 'resetInvalid' }>
    })
    if (result) setDone(true)
  }
  if (done) {
    return (
      <div className="mt-6 space-y-4">
        <p role="status" className="text-sm text-success">
          {t('resetDone')}
        </p>
        <Link href="/my-account-login" className="font-semibold text-brand hover:underline">
          {t('backToLogin')}
        </Link>
      </div>
    )
  }
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-6 space-y-4">
      <input type="hidden" {...register('token')} />
      <TextField label={t('newPassword')} type="password" autoComplete="new-password" error={message(formState.errors.password?.message)} {...register('password')} />
      <TextField
        label={t('confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        error={message(formState.errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
      <p role="alert" className="min-h-5 text-sm font-medium text-danger">
        {invalid ? t('resetInvalid') : action.message}
      </p>
      <SubmitButton busy={formState.isSubmitting} label={t('resetSubmit')} busyLabel={t('resetSubmit')} />
    </form>
  )
}
