'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { acceptPolicies, withdrawNewsConsent } from '@/actions/consent'
import { signOut } from '@/actions/session'
import { FormAlert } from '@/components/auth/AccountFields'
import { useAction } from '@/components/forms/useAction'
import { buttonClass } from '@/components/ui/buttonStyles'
import { toast } from '@/components/ui/toast'
import { useHydrated } from '@/components/ui/useHydrated'
import { useInlineConfirm } from '@/components/ui/useInlineConfirm'
import { useRouter } from '@/i18n/navigation'

/**
 * /user/privacy, "Withdraw" on an optional consent: a first click asks inline (the question takes
 * the focus, Escape or Cancel gives it back), the second withdraws it; the list's heading then
 * takes the focus, as the button is gone.
 */
export function WithdrawConsentButton({
  purpose,
  headingId,
}: {
  purpose: string
  headingId: string
}) {
  const t = useTranslations('dashboard.privacy')
  const hydrated = useHydrated()
  const router = useRouter()
  const action = useAction()
  const { confirming, ask, cancel, close, questionId, question, opener, onKeyDown } =
    useInlineConfirm({ busy: action.busy, onCancel: action.reset })
  const confirm = async () => {
    if (!(await action.run(() => withdrawNewsConsent({})))) return toast.error(t('withdrawFailed'))
    toast.success(t('withdrawn'))
    close()
    document.getElementById(headingId)?.focus()
    router.refresh()
  }

  if (!confirming)
    return (
      <button
        ref={opener}
        type="button"
        onClick={ask}
        disabled={!hydrated}
        className={buttonClass('secondary', 'w-full shrink-0 disabled:opacity-60 sm:w-auto')}
      >
        <span>
          {t('withdraw')}
          <span className="sr-only"> {t('withdrawWhich', { purpose })}</span>
        </span>
      </button>
    )

  return (
    <div
      role="group"
      aria-labelledby={questionId}
      onKeyDown={onKeyDown}
      className="w-full space-y-3 rounded-xl border border-line p-4 sm:max-w-sm"
    >
      <p ref={question} id={questionId} tabIndex={-1} className="font-semibold outline-none">
        {t('confirmWithdraw', { purpose })}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          onClick={confirm}
          disabled={action.busy}
          className={buttonClass('primary', 'w-full disabled:opacity-60 sm:w-auto')}
        >
          {action.busy ? t('withdrawing') : t('confirm')}
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

/**
 * /user/privacy/accept: "I accept" records the member's acceptance of the policies in force, then
 * goes on to `redirect` (a same-site path, checked by the page); "Not now — sign out" ends the
 * session and goes to `home`. Both are full navigations, so every server component sees the change.
 */
export function AcceptPoliciesButtons({ redirect, home }: { redirect: string; home: string }) {
  const t = useTranslations('dashboard.acceptPolicies')
  const hydrated = useHydrated()
  const accepting = useAction()
  const leaving = useAction()
  const [leavingPage, setLeavingPage] = useState(false)
  const busy = accepting.busy || leaving.busy || leavingPage

  const accept = async () => {
    if (!(await accepting.run(() => acceptPolicies({})))) return toast.error(t('acceptFailed'))
    setLeavingPage(true)
    window.location.assign(redirect)
  }
  const signOutNow = async () => {
    if (!(await leaving.run(() => signOut({})))) return toast.error(t('signOutFailed'))
    setLeavingPage(true)
    window.location.assign(home)
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          onClick={accept}
          disabled={!hydrated || busy}
          className={buttonClass('primary', 'w-full disabled:opacity-60 sm:w-auto')}
        >
          {accepting.busy || (leavingPage && accepting.succeeded) ? t('accepting') : t('accept')}
        </button>
        <button
          type="button"
          onClick={signOutNow}
          disabled={!hydrated || busy}
          className={buttonClass('secondary', 'w-full disabled:opacity-60 sm:w-auto')}
        >
          {leaving.busy || (leavingPage && leaving.succeeded) ? t('signingOut') : t('signOut')}
        </button>
      </div>
      <FormAlert message={accepting.alert ?? leaving.alert} className="empty:hidden" />
    </div>
  )
}
