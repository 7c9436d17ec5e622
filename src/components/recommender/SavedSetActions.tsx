'use client'

import { useTranslations } from 'next-intl'

import { deleteRecommendations, refreshRecommendations } from '@/actions/recommender'
import { FormAlert } from '@/components/forms/FormAlert'
import { useAction } from '@/components/forms/useAction'
import { buttonClass } from '@/components/ui/buttonStyles'
import { toast } from '@/components/ui/toast'
import { useProgressRouter } from '@/components/page/useProgressRouter'

/** Refreshes a saved set against what is published now, or deletes it. */
export function SavedSetActions({ id }: { id: number }) {
  const t = useTranslations('recommender.saved')
  const router = useProgressRouter()
  const action = useAction()
  const refresh = async () => {
    if (!(await action.run(() => refreshRecommendations({ id })))) return
    toast.success(t('refreshed'))
    router.refresh()
  }
  const remove = async () => {
    if (!window.confirm(t('deleteConfirm'))) return
    if (!(await action.run(() => deleteRecommendations({ id })))) return
    router.push('/tools/recommender')
  }
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={refresh}
          disabled={action.busy}
          className={buttonClass('primary', 'disabled:opacity-60')}
        >
          {t('refresh')}
        </button>
        <button
          type="button"
          onClick={remove}
          disabled={action.busy}
          className={buttonClass('secondary', 'text-danger disabled:opacity-60')}
        >
          {t('delete')}
        </button>
      </div>
      <FormAlert message={action.refusal} />
    </div>
  )
}
