'use client'

import { useTranslations } from 'next-intl'
import { type ComponentProps, type ReactNode, useState } from 'react'

import { buttonClass } from '@/components/ui/buttonStyles'

import { CertificationForm } from './CertificationForm'

type FormProps = Omit<ComponentProps<typeof CertificationForm>, 'onDone'>

/** View mode with "Edit Certification", or the form (add and edit modes). */
export function CertificationPanel({ view, form }: { view: ReactNode | null; form: FormProps }) {
  const t = useTranslations('certify')
  const [editing, setEditing] = useState(view === null)
  if (editing || view === null) return <CertificationForm {...form} onDone={view === null ? undefined : () => setEditing(false)} />
  return (
    <div>
      {view}
      <button type="button" onClick={() => setEditing(true)} className={buttonClass('primary', 'mt-6')}>
        {t('edit')}
      </button>
    </div>
  )
}
