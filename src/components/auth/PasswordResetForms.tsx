'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { requestPasswordReset, resetPassword } from '@/actions/password'
import { FormAlert } from '@/components/forms/FormAlert'
import { useActionForm } from '@/components/forms/useActionForm'
import { SubmitButton } from '@/components/leads/FormParts'
import { TextField } from '@/components/ui/TextField'
import { Link } from '@/i18n/navigation'
import type { ForgotPasswordInput, ResetPasswordInput } from '@/lib/validation/passwordReset'

import { NewPasswordFields } from './AccountFields'

const schemas = () => import('@/lib/validation/passwordReset')
const loadForgot = () => schemas().then((m) => m.forgotPasswordSchema)
const loadReset = () => schemas().then((m) => m.resetPasswordSchema)

/** "Forgot your password?": the e-mail, then the same answer whether or not it has an account. */
export function ForgotPasswordForm() {
  const t = useTranslations('auth')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const { handleSubmit, field, action } = useActionForm(loadForgot)
  const onSubmit = async (values: ForgotPasswordInput) => {
    if (await action.run(() => requestPasswordReset(values))) setSentTo(values.email)
  }
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-6 space-y-4">
      <TextField label={t('email')} type="email" autoComplete="email" {...field('email')} />
      <p role="status" className="min-h-5 text-sm text-success">
        {sentTo && t('forgotSent', { email: sentTo })}
      </p>
      <FormAlert message={action.alert} />
      <SubmitButton busy={action.busy} label={t('forgotSubmit')} />
    </form>
  )
}

/** The new password from the mailed link, typed twice under the sign-up rules. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('auth')
  const [done, setDone] = useState(false)
  const { register, handleSubmit, field, action } = useActionForm(loadReset, {
    defaultValues: { token },
  })
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
      <NewPasswordFields
        password={field('password')}
        confirm={field('confirmPassword')}
        labels={{ password: t('newPassword'), confirm: t('confirmNewPassword') }}
      />
      <FormAlert message={action.alert} />
      <SubmitButton busy={action.busy} label={t('resetSubmit')} />
    </form>
  )
}
