'use client'

import { useLocale } from 'next-intl'

import { TextField } from '@/components/ui/TextField'
import { nameFieldOrder } from '@/lib/i18n/nameOrder'

import type { BoundField } from './useActionForm'

type Props = {
  firstName: BoundField
  lastName: BoundField
  labels: { firstName: string; lastName: string }
}

/** The given and family name boxes, in the order the page's language writes a name. */
export function NameFields({ firstName, lastName, labels }: Props) {
  const locale = useLocale()
  const fields = {
    firstName: (
      <TextField
        key="firstName"
        label={labels.firstName}
        autoComplete="given-name"
        {...firstName}
      />
    ),
    lastName: (
      <TextField key="lastName" label={labels.lastName} autoComplete="family-name" {...lastName} />
    ),
  }
  return <>{nameFieldOrder(locale).map((name) => fields[name])}</>
}
