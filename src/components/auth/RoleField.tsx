'use client'

import { useTranslations } from 'next-intl'
import type { ComponentProps } from 'react'

import { SelectField } from '@/components/ui/TextField'
import { portalRoles } from '@/lib/auth/roles'

/** The sign-up role (SPEC §1): Student, School, Employer/Education organisation, Education Institution. */
export function RoleField({ error, ...props }: Omit<ComponentProps<'select'>, 'children'> & { error?: string }) {
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
