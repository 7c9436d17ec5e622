'use client'

import { useTranslations } from 'next-intl'
import type { FieldValues, UseFormSetError } from 'react-hook-form'
import { toast } from 'sonner'

import { useAction } from '@/components/forms/useAction'
import type { ActionResult } from '@/lib/actions/result'

/** Runs a dashboard form's action and says how it went in a toast (and beside the button, for the record). */
export function useMemberSave<F extends FieldValues>(setError: UseFormSetError<F>) {
  const t = useTranslations('dashboard')
  const action = useAction({ setError })
  const save = async <R extends ActionResult>(send: () => Promise<R>, success = t('saved')) => {
    const result = await action.run(send)
    if (result) toast.success(success)
    else toast.error(t('notSaved'))
    return result
  }
  return { save, busy: action.busy, message: action.alert }
}
