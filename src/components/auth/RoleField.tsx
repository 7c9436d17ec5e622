'use client'

import { useTranslations } from 'next-intl'
import type { ComponentProps } from 'react'

import { SelectField } from '@/components/ui/TextField'
import { portalRoles } from '@/lib/auth/roles'

/** The role chosen at sign-up: Student, School, Employer/Education organisation or Education Institution. */
export function RoleField({
  error,
  ...props
}: Omit<ComponentProps<'select'>, 'children'> & { error?: string }) {
  const t = useTranslations('register')
  return (
    <SelectField label={t('role')} error={error} defaultValue="" {...props}>
      <option value="" disabled>
        —
      </option>
      {portalRoles.map((role) => (
        <option key={role} value={role}>
          {t(`roles.${role}`)}
        </option>
      ))}
    </SelectField>
  )
}
