'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { requestPasswordReset, resetPassword } from '@/actions/password'
import { useAction } from '@/components/forms/useAction'
import { useValidationMessage } from '@/components/forms/useValidationMessage'
import { SubmitButton } from '@/components/leads/FormParts'
import { TextField } from '@/components/ui/TextField'
import { Link } from '@/i18n/navigation'
import {
  type ForgotPasswordInput,
  forgotPasswordSchema,
  type ResetPasswordInput,
  resetPasswordSchema,
} from '@/lib/validation/passwordReset'

import { FormAlert } from './AccountFields'

/** "Forgot your password?": the e-mail, then the same answer whether or not it has an account. */
export function ForgotPasswordForm() {
  const t = useTranslations('auth')
  const message = useValidationMessage()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const { register, handleSubmit, setError, formState } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onTouched',
  })
  const action = useAction({ setError })
  const onSubmit = async (values: ForgotPasswordInput) => {
    if (await action.run(() => requestPasswordReset(values))) setSentTo(values.email)
  }
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-6 space-y-4">
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        error={message(formState.errors.email?.message)}
        {...register('email')}
      />
      <p role="status" className="min-h-5 text-sm text-success">
        {sentTo && t('forgotSent', { email: sentTo })}
      </p>
      <FormAlert message={action.alert} />
      <SubmitButton busy={action.busy} label={t('forgotSubmit')} busyLabel={t('forgotSubmit')} />
    </form>
  )
}

/** The new password from the mailed link, typed twice under the sign-up rules. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('auth')
  const message = useValidationMessage()
  const [done, setDone] = useState(false)
  const { register, handleSubmit, setError, formState } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onTouched',
    defaultValues: { token },
  })
  const action = useAction({ setError })
  const onSubmit = async (values: ResetPasswordInput) => {
    if (await action.run(() => resetPassword(values))) setDone(true)
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
      <TextField
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        error={message(formState.errors.password?.message)}
        {...register('password')}
      />
      <TextField
        label={t('confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        error={message(formState.errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
      <FormAlert message={action.alert} />
      <SubmitButton busy={action.busy} label={t('resetSubmit')} busyLabel={t('resetSubmit')} />
    </form>
  )
}
