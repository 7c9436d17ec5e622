'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import type { z } from 'zod'

import { changePassword, confirmEmailChange, requestEmailChange } from '@/actions/member'
import { CodeField, NewPasswordFields } from '@/components/auth/AccountFields'
import { FormAlert } from '@/components/forms/FormAlert'
import { useActionForm } from '@/components/forms/useActionForm'
import { SubmitButton } from '@/components/leads/FormParts'
import { TextField } from '@/components/ui/TextField'
import type { PasswordChangeInput } from '@/lib/validation/member'

import type { emailFormSchema } from './securitySchemas'
import { useMemberSave } from './useMemberSave'

const loadEmailSchema = () => import('./securitySchemas').then((m) => m.emailFormSchema)
const loadPasswordSchema = () =>
  import('@/lib/validation/member').then((m) => m.passwordChangeSchema)
type EmailForm = z.infer<typeof emailFormSchema>

/** /user/security/email-change: "Send code" to the new address, then the code switches the account to it. */
export function EmailChangeForm({ current }: { current: string }) {
  const t = useTranslations('dashboard.security')
  const [email, setEmail] = useState(current)
  const [sent, setSent] = useState<{ seconds: number; at: number } | null>(null)
  const { handleSubmit, trigger, getValues, setError, reset, field, action } =
    useActionForm(loadEmailSchema)
  const save = useMemberSave(action)

  const sendCode = async () => {
    if (!(await trigger('email'))) return
    const result = await save(
      () => requestEmailChange({ email: getValues('email') }),
      t('codeSent', { email: getValues('email') }),
    )
    if (result) setSent({ seconds: result.resendInSeconds, at: Date.now() })
  }
  const onSubmit = async (values: EmailForm) => {
    const code = values.code?.trim() ?? ''
    if (!/^\d{6}$/.test(code))
      return setError('code', { message: code ? 'codeFormat' : 'fieldRequired:code' })
    if (
      await save(
        () => confirmEmailChange({ email: values.email, code }),
        t('emailChanged', { email: values.email }),
      )
    ) {
      setEmail(values.email)
      setSent(null)
      reset()
    }
  }
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <p className="text-sm">
        {t('email')}: <strong data-testid="current-email">{email}</strong>
      </p>
      <TextField label={t('newEmail')} type="email" autoComplete="email" {...field('email')} />
      <CodeField
        label={t('code')}
        field={field('code')}
        countdown={{ at: sent?.at ?? 0, seconds: sent?.seconds ?? 0 }}
        onSend={sendCode}
      />
      <FormAlert message={action.alert} />
      <SubmitButton busy={action.busy} label={t('confirmEmail')} className="sm:w-auto" />
    </form>
  )
}

/** /user/security/password-change: current, new, confirm; other devices are signed out. */
export function PasswordChangeForm() {
  const t = useTranslations('dashboard.security')
  const { handleSubmit, reset, field, action } = useActionForm(loadPasswordSchema)
  const save = useMemberSave(action)
  const onSubmit = async (values: PasswordChangeInput) => {
    if (await save(() => changePassword(values), t('passwordChanged'))) reset()
  }
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <TextField
        label={t('currentPassword')}
        type="password"
        autoComplete="current-password"
        {...field('currentPassword')}
      />
      <NewPasswordFields
        password={field('password')}
        confirm={field('confirmPassword')}
        labels={{ password: t('newPassword'), confirm: t('confirmPassword') }}
      />
      <FormAlert message={action.alert} />
      <SubmitButton busy={action.busy} label={t('changePassword')} className="sm:w-auto" />
    </form>
  )
}
