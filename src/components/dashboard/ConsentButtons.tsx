'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { acceptPolicies, withdrawNewsConsent } from '@/actions/consent'
import { signOut } from '@/actions/session'
import { FormAlert } from '@/components/forms/FormAlert'
import { useAction } from '@/components/forms/useAction'
import { buttonClass } from '@/components/ui/buttonStyles'
import { toast } from '@/components/ui/toast'
import { useHydrated } from '@/components/ui/useHydrated'
import { InlineConfirm } from '@/components/ui/InlineConfirm'
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
  const router = useRouter()
  return (
    <InlineConfirm
      tone="primary"
      opener={
        <span>
          {t('withdraw')}
          <span className="sr-only"> {t('withdrawWhich', { purpose })}</span>
        </span>
      }
      question={t('confirmWithdraw', { purpose })}
      confirm={t('confirm')}
      busy={t('withdrawing')}
      keep={t('cancel')}
      act={() => withdrawNewsConsent({})}
      onDone={() => {
        toast.success(t('withdrawn'))
        document.getElementById(headingId)?.focus()
        router.refresh()
      }}
      onFailed={() => toast.error(t('withdrawFailed'))}
      className="w-full sm:max-w-sm"
    />
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
