'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { apply } from '@/actions/applications'
import { FormAlert } from '@/components/forms/FormAlert'
import { useActionForm } from '@/components/forms/useActionForm'
import { SubmitButton } from '@/components/leads/FormParts'
import { FileChooser } from '@/components/ui/FileChooser'
import { TextAreaField } from '@/components/ui/TextField'
import type { ListingKind } from '@/lib/organisations/roles'

import type { MyListingApplication } from './useMyApplication'

const loadSchema = () => import('@/lib/applications/applySchema').then((m) => m.applyMessageSchema)

type Props = {
  kind: ListingKind
  id: number
  onApplied: (application: MyListingApplication) => void
}

/** A certified student's application: a short message and a PDF CV, both optional; checked as typed and again on the server. */
export function ApplyForm({ kind, id, onApplied }: Props) {
  const t = useTranslations('applications.apply')
  const { handleSubmit, field, action } = useActionForm(loadSchema, {
    fieldErrors: 'applications',
  })
  const [cv, setCv] = useState<File | null>(null)

  // A refusal of the CV is said at the CV, any other in the form's alert.
  const failure = action.failure?.error === 'failure' ? action.failure : null
  const reason = failure && (failure.reason || action.generic)
  const cvRefusal = failure?.field === 'cv' ? reason : null
  const alert = failure ? (cvRefusal ? null : reason) : action.alert

  const send = async ({ message }: { message?: string }) => {
    const files = new FormData()
    if (cv) files.set('cv', cv)
    const result = await action.run(() => apply({ kind, id, message }, files))
    if (result) onApplied(result.application)
  }
  const chooseCv = (file: File | null) => {
    setCv(file)
    // The refusal was of the file before.
    if (cvRefusal) action.reset()
  }

  return (
    <form
      onSubmit={handleSubmit(send, () => action.refuse('invalid'))}
      noValidate
      className="space-y-4"
    >
      <div>
        <TextAreaField label={t('message')} rows={5} {...field('message')} />
        <p className="mt-1.5 text-xs text-fg-muted">{t('messageHint')}</p>
      </div>
      <FileChooser
        id="apply-cv"
        label={t('cv')}
        buttonLabel={t('chooseCv')}
        emptyLabel={t('noCv')}
        hint={t('cvHint')}
        accept="application/pdf,.pdf"
        file={cv}
        onChoose={chooseCv}
        error={cvRefusal}
      />
      <FormAlert message={alert} />
      <SubmitButton busy={action.busy} label={t('submit')} busyLabel={t('sending')} />
    </form>
  )
}
