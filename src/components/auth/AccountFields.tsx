'use client'

import { useTranslations } from 'next-intl'
import type { UseFormRegisterReturn } from 'react-hook-form'

import { TextField } from '@/components/ui/TextField'

import { ResendButton } from './ResendButton'

/** The 6-digit code box with its "Send code" / "Resend in {seconds}s" button beside it. */
export function CodeField({
  label,
  error,
  field,
  countdown,
  onSend,
  sending = false,
}: {
  label: string
  error?: string
  field: UseFormRegisterReturn
  /** When the last code went out (restarts the countdown) and how long until the next. */
  countdown: { at: number; seconds: number }
  onSend: () => void
  sending?: boolean
}) {
  return (
    <div className="flex items-end gap-2">
      <TextField
        label={label}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        className="flex-1"
        error={error}
        {...field}
      />
      <ResendButton
        key={countdown.at}
        secondsLeft={countdown.seconds}
        onSend={onSend}
        disabled={sending}
      />
    </div>
  )
}

/** A new password with the rule hint, and its confirmation. */
export function NewPasswordFields({
  password,
  confirm,
  errors,
}: {
  password: UseFormRegisterReturn
  confirm: UseFormRegisterReturn
  errors: { password?: string; confirm?: string }
}) {
  const t = useTranslations('register')
  return (
    <>
      <div>
        <TextField
          label={t('password')}
          type="password"
          autoComplete="new-password"
          error={errors.password}
          {...password}
        />
        <p className="mt-1.5 text-xs text-fg-muted">{t('passwordHint')}</p>
      </div>
      <TextField
        label={t('confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.confirm}
        {...confirm}
      />
    </>
  )
}

/** The form's own message (a refused code, a limit, a failure), announced. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <p role="alert" className="min-h-5 text-sm font-medium text-danger">
      {message}
    </p>
  )
}
