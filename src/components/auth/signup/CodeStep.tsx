'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { useAction } from '@/components/forms/useAction'
import { useValidationMessage } from '@/components/forms/useValidationMessage'
import { SubmitButton } from '@/components/leads/FormParts'
import { resendSignupCode, verifySignupCode } from '@/actions/signup'
import { type CodeForm, codeFormSchema } from '@/lib/validation/registration'

import { CodeField, FormAlert } from '../AccountFields'

/** Step 4: the 6-digit code mailed to `email`, with the resend countdown. */
export function CodeStep({
  email,
  secondsLeft,
  afterVerify,
}: {
  email: string
  secondsLeft: number
  afterVerify: string
}) {
  const t = useTranslations('register')
  const message = useValidationMessage()
  const [countdown, setCountdown] = useState({ seconds: secondsLeft, at: 0 })
  const { register, handleSubmit, setError, formState } = useForm<CodeForm>({
    resolver: zodResolver(codeFormSchema),
    mode: 'onTouched',
  })
  const action = useAction({ setError })
  const onSubmit = async (values: CodeForm) => {
    if (await action.run(() => verifySignupCode(values))) window.location.assign(afterVerify)
  }
  const resend = async () => {
    const result = await action.run(() => resendSignupCode())
    if (result) setCountdown({ seconds: result.resendInSeconds, at: Date.now() })
  }
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-6 space-y-4">
      <p role="status" className="text-sm text-fg-muted">
        {t('codeSent', { email })}
      </p>
      <CodeField
        label={t('code')}
        error={message(formState.errors.code?.message)}
        field={register('code')}
        countdown={countdown}
        onSend={resend}
      />
      <FormAlert message={action.alert} />
      <SubmitButton busy={action.busy} label={t('verify')} busyLabel={t('verify')} />
    </form>
  )
}
