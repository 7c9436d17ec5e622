'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { deleteServiceManager } from '@/actions/organisation'
import { useAction } from '@/components/forms/useAction'
import { toast } from '@/components/ui/toast'
import { useRouter } from '@/i18n/navigation'

import { alertOf } from './useProfileForm'

const linkButton = 'text-sm font-semibold underline-offset-4 hover:underline disabled:opacity-60'

/** Deletes a service manager after a second, confirming click. */
export function DeleteManagerButton({ id, name }: { id: number; name: string }) {
  const t = useTranslations('organisation.managers')
  const router = useRouter()
  const action = useAction()
  const [confirming, setConfirming] = useState(false)

  const remove = async () => {
    const result = await action.run(() => deleteServiceManager(id))
    if (!result) return
    toast.success(t('deleted'))
    router.refresh()
  }
  const alert = alertOf(action, (reason) => t('deleteFailed', { reason }))

  return (
    <>
      {confirming ? (
        <>
          <button
            type="button"
            onClick={remove}
            disabled={action.busy}
            className={`${linkButton} text-danger`}
          >
            {t('confirmDelete')}
          </button>
          <button type="button" onClick={() => setConfirming(false)} className={linkButton}>
            {t('cancel')}
          </button>
        </>
      ) : (
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className={`${linkButton} text-danger`}
        >
          {t('delete', { name })}
        </button>
      )}
      {alert && (
        <p role="alert" className="w-full text-sm text-danger">
          {alert}
        </p>
      )}
    </>
  )
}
