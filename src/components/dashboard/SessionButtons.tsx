'use client'

import { LogOut } from 'lucide-react'
import { useTranslations } from 'next-intl'

import { endOtherSessions, endSession } from '@/actions/sessions'
import { FormAlert } from '@/components/auth/AccountFields'
import { useAction } from '@/components/forms/useAction'
import { buttonClass } from '@/components/ui/buttonStyles'
import { toast } from '@/components/ui/toast'
import { useHydrated } from '@/components/ui/useHydrated'
import { useInlineConfirm } from '@/components/ui/useInlineConfirm'
import { useRouter } from '@/i18n/navigation'

/** The danger button of DeleteAccountForm (buttonClass has no danger appearance). */
const dangerButton =
  'inline-flex h-12 w-full items-center justify-center gap-2 rounded-full bg-danger px-6 font-semibold text-bg transition-colors hover:bg-danger/90 disabled:opacity-60 sm:w-auto'

/** The button's row is gone once the page is refreshed: the list's heading takes the focus. */
const focusHeading = (id: string) => document.getElementById(id)?.focus()

/** /user/security/sessions, "Sign out" on one session; `which` names it for screen readers. */
export function EndSessionButton({
  id,
  which,
  headingId,
}: {
  id: number
  which: string
  headingId: string
}) {
  const t = useTranslations('dashboard.sessions')
  const hydrated = useHydrated()
  const router = useRouter()
  const action = useAction()

  const end = async () => {
    if (!(await action.run(() => endSession({ id })))) return toast.error(t('endFailed'))
    toast.success(t('ended'))
    focusHeading(headingId)
    router.refresh()
  }

  return (
    <div className="shrink-0">
      <button
        type="button"
        onClick={end}
        disabled={!hydrated || action.busy}
        className={buttonClass('secondary', 'w-full disabled:opacity-60 sm:w-auto')}
      >
        <LogOut aria-hidden className="size-5 shrink-0" />
        <span>
          {action.busy ? t('signingOut') : t('signOut')}
          <span className="sr-only"> {which}</span>
        </span>
      </button>
      <FormAlert message={action.alert} className="mt-1 empty:mt-0" />
    </div>
  )
}

/**
 * "Sign out of all other sessions": a first click asks inline (the question takes the focus, Escape
 * or Cancel gives it back), the second ends them.
 */
export function EndOtherSessionsButton({ count, headingId }: { count: number; headingId: string }) {
  const t = useTranslations('dashboard.sessions')
  const hydrated = useHydrated()
  const router = useRouter()
  const action = useAction()
  const { confirming, ask, cancel, close, questionId, question, opener, onKeyDown } =
    useInlineConfirm({ busy: action.busy, onCancel: action.reset })
  const confirm = async () => {
    if (!(await action.run(() => endOtherSessions({})))) return toast.error(t('othersFailed'))
    toast.success(t('othersEnded'))
    close()
    focusHeading(headingId)
    router.refresh()
  }

  if (!confirming)
    return (
      <button
        ref={opener}
        type="button"
        onClick={ask}
        disabled={!hydrated}
        className={buttonClass('secondary', 'w-full text-danger disabled:opacity-60 sm:w-auto')}
      >
        <LogOut aria-hidden className="size-5 shrink-0" />
        {t('signOutOthers')}
      </button>
    )

  return (
    <div
      role="group"
      aria-labelledby={questionId}
      onKeyDown={onKeyDown}
      className="space-y-3 rounded-xl border border-danger p-4"
    >
      <p ref={question} id={questionId} tabIndex={-1} className="font-semibold outline-none">
        {t('confirmOthers', { count })}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="button" onClick={confirm} disabled={action.busy} className={dangerButton}>
          <LogOut aria-hidden className="size-5 shrink-0" />
          {action.busy ? t('signingOut') : t('confirm')}
        </button>
        <button
          type="button"
          onClick={cancel}
          disabled={action.busy}
          className={buttonClass('secondary', 'w-full disabled:opacity-60 sm:w-auto')}
        >
          {t('cancel')}
        </button>
      </div>
      <FormAlert message={action.alert} className="empty:hidden" />
    </div>
  )
}
