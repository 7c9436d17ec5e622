'use client'

import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import { FormAlert } from '@/components/forms/FormAlert'
import { SubmitButton } from '@/components/leads/FormParts'

import type { SectionForm } from './useProfileSection'

/** A profile section: its heading, its fields, its own outcome and its own save button. */
export function ProfileSectionCard({ form, children }: { form: SectionForm; children: ReactNode }) {
  const t = useTranslations('organisation')
  const titleId = `profile-${form.section}-title`
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl border border-line p-4 sm:p-6"
      data-testid={`profile-${form.section}`}
    >
      <h2 id={titleId} className="text-lg font-bold">
        {t(`sections.${form.section}.title`)}
      </h2>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void form.submit()
        }}
        noValidate
        className="mt-4 space-y-4"
      >
        {children}
        <p role="status" className="min-h-5 text-sm font-medium text-success">
          {form.saved}
        </p>
        <FormAlert message={form.alert} />
        <SubmitButton
          busy={form.action.busy}
          label={t('save')}
          busyLabel={t('saving')}
          className="sm:w-auto"
        />
      </form>
    </section>
  )
}
