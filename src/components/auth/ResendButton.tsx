'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

/** "Send code", then "Resend in {seconds}s" counting down (60 s; the server keeps the same limit). Give it a new key to restart. */
export function ResendButton({
  secondsLeft,
  onSend,
  disabled = false,
}: {
  secondsLeft: number
  onSend: () => void
  disabled?: boolean
}) {
  const t = useTranslations('register')
  const [seconds, setSeconds] = useState(secondsLeft)
  useEffect(() => {
    if (seconds <= 0) return
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [seconds])
  return (
    <button
      type="button"
      onClick={onSend}
      disabled={disabled || seconds > 0}
      className="h-11 shrink-0 rounded-xl border border-line bg-bg px-4 text-sm font-semibold transition-colors hover:bg-bg-muted disabled:cursor-not-allowed disabled:opacity-60"
    >
      {seconds > 0 ? t('resendIn', { seconds }) : t('sendCode')}
    </button>
  )
}
