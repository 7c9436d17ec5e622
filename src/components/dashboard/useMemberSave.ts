'use client'

import { useTranslations } from 'next-intl'
import type { FieldValues, UseFormSetError } from 'react-hook-form'
import { toast } from 'sonner'

import { useAccountAction } from '@/components/auth/useAccountAction'
import type { ActionResult } from '@/lib/accounts/actions/results'

/** Runs a dashboard form's action and says how it went in a toast (and beside the button, for the record). */
export function useMemberSave<F extends FieldValues>(setError: UseFormSetError<F>) {
  const t = useTranslations('dashboard')
  const action = useAccountAction(setError)
  const save = async <T extends object>(send: () => Promise<ActionResult<T>>, success = t('saved')) => {
    const result = await action.run(send)
    if (result) toast.success(success)
    else toast.error(t('notSaved'))
    return result
  }
  return { save, message: action.message }
}
