'use client'

import { LogOut } from 'lucide-react'
import { useTranslations } from 'next-intl'

import { endOtherSessions, endSession } from '@/actions/sessions'
import { FormAlert } from '@/components/forms/FormAlert'
import { useAction } from '@/components/forms/useAction'
import { buttonClass } from '@/components/ui/buttonStyles'
import { toast } from '@/components/ui/toast'
import { useHydrated } from '@/components/ui/useHydrated'
import { InlineConfirm } from '@/components/ui/InlineConfirm'
import { useRouter } from '@/i18n/navigation'

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
  const router = useRouter()
  return (
    <InlineConfirm
      tone="danger"
      opener={
        <>
          <LogOut aria-hidden className="size-5 shrink-0" />
          {t('signOutOthers')}
        </>
      }
      question={t('confirmOthers', { count })}
      confirm={
        <>
          <LogOut aria-hidden className="size-5 shrink-0" />
          {t('confirm')}
        </>
      }
      busy={t('signingOut')}
      keep={t('cancel')}
      act={() => endOtherSessions({})}
      onDone={() => {
        toast.success(t('othersEnded'))
        focusHeading(headingId)
        router.refresh()
      }}
      onFailed={() => toast.error(t('othersFailed'))}
    />
  )
}
