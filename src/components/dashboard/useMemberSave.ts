'use client'

import { useTranslations } from 'next-intl'

import type { FormAction } from '@/components/forms/useAction'
import { toast } from '@/components/ui/toast'
import type { ActionResult } from '@/lib/actions/result'

/** Saves through a dashboard form's action and says how it went in a toast (the action's alert says it beside the button, for the record). */
export function useMemberSave(action: FormAction) {
  const t = useTranslations('dashboard')
  return async <R extends ActionResult>(send: () => Promise<R>, success = t('saved')) => {
    const result = await action.run(send)
    if (result) toast.success(success)
    else toast.error(t('notSaved'))
    return result
  }
}
