'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import type { z } from 'zod'

import { FormAlert } from '@/components/forms/FormAlert'
import { NameFields } from '@/components/forms/NameFields'
import { useActionForm } from '@/components/forms/useActionForm'
import { SubmitButton } from '@/components/leads/FormParts'
import { TextField } from '@/components/ui/TextField'
import { defaultLocale } from '@/i18n/locales'
import { completeRegistration, sendRegistrationCode } from '@/actions/registration'
import type { registerFormSchema } from '@/lib/validation/registration'

import { CodeField, NewPasswordFields } from './AccountFields'
import { AcceptPoliciesField } from './AcceptPoliciesField'
import { RoleField } from './RoleField'

type Form = z.infer<typeof registerFormSchema>
const loadSchema = () => import('@/lib/validation/registration').then((m) => m.registerFormSchema)

/**
 * /my-account-register: every field on one page; "Send code" checks them and mails the code,
 * "Register" checks the code, then goes on to certify, or back to `returnTo` (a same-site path
 * the page checked) when the member came from one.
 */
export function RegisterForm({ returnTo }: { returnTo?: string }) {
  const t = useTranslations('register')
  const locale = useLocale()
  const [sent, setSent] = useState<{ to: string; seconds: number; at: number } | null>(null)
  const { handleSubmit, trigger, getValues, setError, field, action } = useActionForm(loadSchema)
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
      result.signedIn
        ? (returnTo ?? `${prefix}/lifecycle/signup/certify`)
        : `${prefix}/my-account-login${returnTo ? `?redirect=${encodeURIComponent(returnTo)}` : ''}`,
    )
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-6 space-y-4">
      <TextField label={t('email')} type="email" autoComplete="email" {...field('email')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields
          firstName={field('firstName')}
          lastName={field('lastName')}
          labels={{ firstName: t('firstName'), lastName: t('lastName') }}
        />
      </div>
      <NewPasswordFields password={field('password')} confirm={field('confirmPassword')} />
      <RoleField {...field('role')} />
      <AcceptPoliciesField field={field('acceptPolicies')} />
      <CodeField
        label={t('code')}
        field={field('code')}
        countdown={{ at: sent?.at ?? 0, seconds: sent?.seconds ?? 0 }}
        onSend={sendCode}
        sending={sending}
      />
      {/* The live regions stay in the page (so what comes into them is announced) but take no room
          until they have something to say: the button sits right under the last field. */}
      <div>
        <p role="status" className="text-sm text-fg-muted not-empty:mb-4">
          {sent && t('codeSent', { email: sent.to })}
        </p>
        <FormAlert message={action.alert} className="not-empty:mb-4" />
        <SubmitButton busy={action.busy} label={t('submit')} />
      </div>
    </form>
  )
}
