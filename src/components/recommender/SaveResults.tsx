'use client'

import { useTranslations } from 'next-intl'

import { saveRecommendations } from '@/actions/recommender'
import { FormAlert } from '@/components/forms/FormAlert'
import { useAction } from '@/components/forms/useAction'
import { buttonClass } from '@/components/ui/buttonStyles'
import { toast } from '@/components/ui/toast'
import { useProgressRouter } from '@/components/page/useProgressRouter'
import type { RecommenderForm } from '@/lib/recommender/profileSchema'

/** Saves the results of this profile (ranked again by the server) and opens the saved set. */
export function SaveResults({ profile }: { profile: RecommenderForm }) {
  const t = useTranslations('recommender.save')
  const router = useProgressRouter()
  const action = useAction()
  const save = async () => {
    const result = await action.run(() => saveRecommendations(profile))
    if (!result) return
    toast.success(t('saved'))
    router.push(`/tools/recommender/${result.id}`)
  }
  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={save}
        disabled={action.busy}
        className={buttonClass('secondary', 'disabled:opacity-60')}
      >
        {t('button')}
      </button>
      <FormAlert message={action.refusal} />
    </div>
  )
}
