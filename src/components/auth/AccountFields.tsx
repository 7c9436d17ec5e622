'use client'

import { useTranslations } from 'next-intl'

import type { BoundField } from '@/components/forms/useActionForm'
import { TextField } from '@/components/ui/TextField'

import { ResendButton } from './ResendButton'

/** The 6-digit code box with its "Send code" / "Resend in {seconds}s" button beside it. */
export function CodeField({
  label,
  field,
  countdown,
  onSend,
  sending = false,
}: {
  label: string
  field: BoundField
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

/**
 * A new password and its confirmation: in sign-up's words with the rule hint below it, unless the
 * form gives its own labels (resetting or changing a password shows no hint).
 */
export function NewPasswordFields({
  password,
  confirm,
  labels,
}: {
  password: BoundField
  confirm: BoundField
  labels?: { password: string; confirm: string }
}) {
  const t = useTranslations('register')
  const newPassword = (
    <TextField
      label={labels?.password ?? t('password')}
      type="password"
      autoComplete="new-password"
      {...password}
    />
  )
  return (
    <>
      {labels ? (
        newPassword
      ) : (
        <div>
          {newPassword}
          <p className="mt-1.5 text-xs text-fg-muted">{t('passwordHint')}</p>
        </div>
      )}
      <TextField
        label={labels?.confirm ?? t('confirmPassword')}
        type="password"
        autoComplete="new-password"
        {...confirm}
      />
    </>
  )
}
