'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { useAction } from '@/components/forms/useAction'
import { useValidationMessage } from '@/components/forms/useValidationMessage'
import { SubmitButton } from '@/components/leads/FormParts'
import { TextField } from '@/components/ui/TextField'
import { defaultLocale } from '@/i18n/locales'
import { completeRegistration, sendRegistrationCode } from '@/actions/registration'
import { registerFormSchema } from '@/lib/validation/registration'

import { CodeField, FormAlert, NewPasswordFields } from './AccountFields'
import { RoleField } from './RoleField'

type Form = z.infer<typeof registerFormSchema>

/** /my-account-register: every field on one page; "Send code" checks them and mails the code, "Register" checks the code. */
export function RegisterForm() {
  const t = useTranslations('register')
  const locale = useLocale()
  const message = useValidationMessage()
  const [sent, setSent] = useState<{ to: string; seconds: number; at: number } | null>(null)
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    setError,
    formState: { errors },
  } = useForm<Form>({ resolver: zodResolver(registerFormSchema), mode: 'onTouched' })
  const action = useAction({ setError })
  const [sending, setSending] = useState(false)

  const sendCode = async () => {
    if (!(await trigger(['email', 'password', 'confirmPassword', 'firstName', 'lastName', 'role'])))
      return
    setSending(true)
    const values = getValues()
    const result = await action.run(() => sendRegistrationCode(values))
    setSending(false)
    if (result) setSent({ to: values.email, seconds: result.resendInSeconds, at: Date.now() })
  }

  const onSubmit = async (values: Form) => {
    if (!sent) return action.refuse('sendFirst')
    const code = values.code?.trim() ?? ''
    if (!/^\d{6}$/.test(code))
      return setError('code', { message: code ? 'codeFormat' : 'fieldRequired:code' })
    const result = await action.run(() =>
      completeRegistration({ email: values.email, password: values.password, code }),
    )
    if (!result) return
    const prefix = locale === defaultLocale ? '' : `/${locale}`
    // A full navigation so every server component sees the new session.
    window.location.assign(
      result.signedIn ? `${prefix}/lifecycle/signup/certify` : `${prefix}/my-account-login`,
    )
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-6 space-y-4">
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        error={message(errors.email?.message)}
        {...register('email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('lastName')}
          autoComplete="family-name"
          error={message(errors.lastName?.message)}
          {...register('lastName')}
        />
        <TextField
          label={t('firstName')}
          autoComplete="given-name"
          error={message(errors.firstName?.message)}
          {...register('firstName')}
        />
      </div>
      <NewPasswordFields
        password={register('password')}
        confirm={register('confirmPassword')}
        errors={{
          password: message(errors.password?.message),
          confirm: message(errors.confirmPassword?.message),
        }}
      />
      <RoleField error={message(errors.role?.message)} {...register('role')} />
      <CodeField
        label={t('code')}
        error={message(errors.code?.message)}
        field={register('code')}
        countdown={{ at: sent?.at ?? 0, seconds: sent?.seconds ?? 0 }}
        onSend={sendCode}
        sending={sending}
      />
      <p role="status" className="min-h-5 text-sm text-fg-muted">
        {sent && t('codeSent', { email: sent.to })}
      </p>
      <FormAlert message={action.alert} />
      <SubmitButton busy={action.busy} label={t('submit')} busyLabel={t('submit')} />
    </form>
  )
}
