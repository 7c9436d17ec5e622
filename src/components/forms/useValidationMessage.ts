'use client'

import { useTranslations } from 'next-intl'

/** `validation` keys, including "fieldRequired:role" = "{field} is required!" with the field's name. */
export function useValidationMessage() {
  const v = useTranslations('validation')
  return (key?: string) => {
    if (!key) return undefined
    const [name, field] = key.split(':') as [string, string | undefined]
    if (name === 'fieldRequired' && field)
      return v('fieldRequired', { field: v(`fields.${field}` as Parameters<typeof v>[0]) })
    return v(name as Parameters<typeof v>[0])
  }
}
