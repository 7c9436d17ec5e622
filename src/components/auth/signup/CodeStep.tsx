'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { FormAlert } from '@/components/forms/FormAlert'
import { useActionForm } from '@/components/forms/useActionForm'
import { SubmitButton } from '@/components/leads/FormParts'
import { resendSignupCode, verifySignupCode } from '@/actions/signup'
import type { CodeForm } from '@/lib/validation/registration'

import { CodeField } from '../AccountFields'

const loadSchema = () => import('@/lib/validation/registration').then((m) => m.codeFormSchema)

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
  const [countdown, setCountdown] = useState({ seconds: secondsLeft, at: 0 })
  const { handleSubmit, field, action } = useActionForm(loadSchema)
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
      <CodeField label={t('code')} field={field('code')} countdown={countdown} onSend={resend} />
      <FormAlert message={action.alert} />
      <SubmitButton busy={action.busy} label={t('verify')} />
    </form>
  )
}
