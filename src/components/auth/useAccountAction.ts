'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

import type { ActionResult } from '@/lib/accounts/actions/results'

/** `validation` keys, including "fieldRequired:role" = "{field} is required!" with the field's name. */
export function useValidationMessage() {
  const v = useTranslations('validation')
  return (key?: string) => {
    if (!key) return undefined
    const [name, field] = key.split(':') as [string, string | undefined]
    if (name === 'fieldRequired' && field) return v('fieldRequired', { field: v(`fields.${field}` as Parameters<typeof v>[0]) })
    return v(name as Parameters<typeof v>[0])
  }
}

/**
 * Runs an account form's server action: field errors go on the fields, other errors become the
 * form's message; a call that got no answer says so instead of failing silently.
 */
export function useAccountAction<F extends FieldValues>(setError: UseFormSetError<F>) {
  const t = useTranslations('register')
  const [message, setMessage] = useState<string | null>(null)
  const run = async <T extends object>(action: () => Promise<ActionResult<T>>): Promise<(T & { ok: true }) | null> => {
    setMessage(null)
    let result: ActionResult<T>
    try {
      result = await action()
    } catch {
      setMessage(t('failure'))
      return null
    }
    if (result.ok) return result
    if (result.error === 'invalid') for (const [field, key] of Object.entries(result.fields)) setError(field as Path<F>, { message: key })
    else if (result.error === 'rateLimited') setMessage(t('rateLimited', { minutes: Math.max(1, Math.ceil(result.retryAfterSeconds / 60)) }))
    else if (result.error === 'tooSoon') setMessage(t('tooSoon', { seconds: result.retryAfterSeconds }))
    else setMessage(t(result.error))
    return null
  }
  return { message, setMessage, run }
}
