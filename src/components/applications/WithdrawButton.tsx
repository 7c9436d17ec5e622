'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { withdrawApplication } from '@/actions/applications'
import { FormAlert } from '@/components/forms/FormAlert'
import { useAction } from '@/components/forms/useAction'
import { buttonClass } from '@/components/ui/buttonStyles'
import { toast } from '@/components/ui/toast'
import { useHydrated } from '@/components/ui/useHydrated'
import { useRouter } from '@/i18n/navigation'

/** Withdraws the student's application, after they confirm it (it cannot be undone). */
export function WithdrawButton({ id }: { id: number }) {
  const t = useTranslations('applications.mine')
  const hydrated = useHydrated()
  const router = useRouter()
  const action = useAction()
  const [confirming, setConfirming] = useState(false)
  const failure = action.failure?.error === 'failure' ? action.failure : null
  const alert = failure ? failure.reason || action.generic : action.alert

  const withdraw = async () => {
    if (!(await action.run(() => withdrawApplication({ id })))) return
    setConfirming(false)
    toast.success(t('withdrawn'))
    router.refresh()
  }

  return (
    <div className="mt-4 space-y-2">
      {confirming ? (
        <div className="flex flex-wrap items-center gap-3" role="group" aria-label={t('confirm')}>
          <p className="w-full text-sm">{t('confirm')}</p>
          <button
            type="button"
            onClick={withdraw}
            disabled={action.busy}
            className={buttonClass('primary', 'disabled:opacity-60')}
          >
            {t('confirmWithdraw')}
          </button>
          <button
            type="button"
            onClick={() => setConfirming(false)}
            className={buttonClass('secondary')}
          >
            {t('cancel')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setConfirming(true)}
          disabled={!hydrated}
          className={buttonClass('secondary')}
        >
          {t('withdraw')}
        </button>
      )}
      {alert && <FormAlert message={alert} />}
    </div>
  )
}
