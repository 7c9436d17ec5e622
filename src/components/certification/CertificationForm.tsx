'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { type FieldValues, useForm } from 'react-hook-form'
import type { z } from 'zod'

import { saveCertification } from '@/actions/certification'
import { FormAlert } from '@/components/forms/FormAlert'
import { PrivacyNotice, privacyNoticeTags } from '@/components/legal/PrivacyNotice'
import { lazyResolver } from '@/components/forms/lazyResolver'
import { useAction } from '@/components/forms/useAction'
import { buttonClass } from '@/components/ui/buttonStyles'
import { SelectField, TextAreaField, TextField } from '@/components/ui/TextField'
import { toast } from '@/components/ui/toast'
import { useHydrated } from '@/components/ui/useHydrated'
import { useRouter } from '@/i18n/navigation'
import type { OutcomeWording } from '@/lib/actions/result'
import { issueMessage } from '@/lib/certification/issueMessage'
import { photoFieldOf } from '@/lib/certification/stored'
import { MAX_IMAGE_BYTES } from '@/lib/uploads/limits'
import type { SaveIntent } from '@/lib/certification/workflow'

import { type FieldSpec, fieldsOf } from './fields'
import { StudentConsent } from './StudentConsent'

/** Certification words a save that got no answer its own way ("Network error…"). */
const certificationOutcomes = { network: 'certify.saving.network' } satisfies OutcomeWording

type Props = {
  type: 'student' | 'organisation'
  defaults: Record<string, unknown>
  hasPhoto: boolean
  /** Drafts can be saved until the application is first submitted. */
  canSaveDraft: boolean
  updating: boolean
  onSaved: () => Promise<void> | void
  /** Back to view mode, when there is something to view. */
  onCancel?: () => void
}

/** The student or organisation application (add and edit modes): checked as typed and again on the server. */
export function CertificationForm({
  type,
  defaults,
  hasPhoto,
  canSaveDraft,
  updating,
  onSaved,
  onCancel,
}: Props) {
  const t = useTranslations('certify')
  const hydrated = useHydrated()
  const u = useTranslations('uploads')
  const locale = useLocale()
  const router = useRouter()
  const fields = fieldsOf[type]
  const photo = photoFieldOf(type)
  const [photoError, setPhotoError] = useState<string | null>(null)
  const [file, setFile] = useState<File | null>(null)
  // The schema (and zod) loads apart from the page, by the time the member submits.
  const [{ resolver, preload }] = useState(() =>
    lazyResolver(() =>
      import('@/lib/certification/details').then(
        (m) => m.schemaOf(type) as z.ZodType<FieldValues, FieldValues>,
      ),
    ),
  )
  useEffect(preload, [preload])
  const form = useForm<FieldValues>({
    resolver,
    // Checked on submit, then as the member corrects: a message appearing on blur would move the buttons under the pointer.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: defaults,
  })
  const { register, handleSubmit, setError, formState, getValues } = form

  const message = (key?: string) =>
    key ? issueMessage(t as (k: string, v?: Record<string, string>) => string, key) : undefined
  // The photo is no form field: its problems are shown beside the file chooser.
  const action = useAction({
    wording: certificationOutcomes,
    setError: (name, error) =>
      name === photo ? setPhotoError(message(error.message) ?? null) : setError(name, error),
  })
  const failure = action.failure
  const alert =
    failure?.error === 'invalid'
      ? t('errors.checkForm')
      : failure?.error === 'failure'
        ? failureMessage(t, type, updating, failure.reason || action.generic)
        : action.alert
  const shownPhotoError =
    photoError ?? (failure?.error === 'failure' && failure.field === photo ? failure.reason : null)

  // A missing photo is said in the same round as the fields' messages, not after them.
  const photoMissing = () => {
    if (file || hasPhoto) return false
    setPhotoError(message(`required:${photo}`) ?? null)
    return true
  }
  const submit = (values: FieldValues) =>
    photoMissing() ? action.refuse('invalid') : send('submit', values)

  const send = async (intent: SaveIntent, values: FieldValues) => {
    setPhotoError(null)
    const form = new FormData()
    form.set('type', type)
    form.set('intent', intent)
    form.set('data', JSON.stringify(values))
    if (file) form.set('photo', file)
    const result = await action.run(() => saveCertification(form))
    if (!result) return
    toast.success(t(`outcomes.${outcomeKey(type, result.outcome)}`))
    await onSaved()
    router.refresh()
  }

  // Too large a photo would be cut off before the server could say why: said here, at once.
  const choosePhoto = (event: React.ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null
    setPhotoError(null)
    if (chosen && chosen.size > MAX_IMAGE_BYTES) {
      event.target.value = ''
      setFile(null)
      return setPhotoError(u('tooLarge'))
    }
    setFile(chosen)
  }

  const control = (spec: FieldSpec) => {
    const label = t(`fields.${spec.name}` as 'fields.realName')
    const error = message(formState.errors[spec.name]?.message as string | undefined)
    const className = spec.wide ? 'sm:col-span-2' : undefined
    if (spec.kind === 'select') {
      return (
        <SelectField
          key={spec.name}
          label={label}
          error={error}
          className={className}
          {...register(spec.name)}
        >
          <option value="">{t('choose')}</option>
          {spec.options!.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label[locale]}
            </option>
          ))}
        </SelectField>
      )
    }
    if (spec.kind === 'textarea')
      return (
        <TextAreaField
          key={spec.name}
          label={label}
          error={error}
          className={className}
          rows={4}
          {...register(spec.name)}
        />
      )
    const type = spec.kind === 'year' ? 'text' : spec.kind
    return (
      <TextField
        key={spec.name}
        label={label}
        type={type}
        inputMode={spec.kind === 'year' ? 'numeric' : undefined}
        maxLength={spec.kind === 'year' ? 4 : undefined}
        error={error}
        className={className}
        {...register(spec.name)}
      />
    )
  }

  return (
    <form
      onSubmit={handleSubmit(submit, () => {
        photoMissing()
        action.refuse('invalid')
      })}
      noValidate
      className="space-y-5"
    >
      <div className="grid gap-4 sm:grid-cols-2">{fields.map(control)}</div>
      <div>
        <p id="certification-photo-label" className="mb-1.5 text-sm font-medium">
          {t(`fields.${photo}` as 'fields.studentIdPhoto')}
        </p>
        {/* The browser's own file button speaks the browser's language: this one speaks the page's. */}
        <div className="flex flex-wrap items-center gap-3">
          <label
            htmlFor="certification-photo"
            className="inline-flex h-10 cursor-pointer items-center rounded-full border border-line bg-bg px-4 text-sm font-semibold hover:bg-bg-muted has-[:focus-visible]:outline-2"
          >
            {t('choosePhoto')}
            <input
              id="certification-photo"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              aria-labelledby="certification-photo-label"
              aria-invalid={shownPhotoError ? true : undefined}
              aria-describedby="certification-photo-hint"
              onChange={choosePhoto}
              className="sr-only"
            />
          </label>
          <span className="text-sm text-fg-muted">{file?.name ?? t('noPhoto')}</span>
        </div>
        <p id="certification-photo-hint" className="mt-1.5 text-xs text-fg-muted">
          {hasPhoto ? `${t('photoStored')} ` : ''}
          {t('photoHint')}
        </p>
        {shownPhotoError && (
          <p role="alert" className="mt-1.5 text-sm text-danger">
            {shownPhotoError}
          </p>
        )}
      </div>
      {type === 'student' && (
        <StudentConsent
          register={register}
          errorOf={(name) => message(formState.errors[name]?.message as string | undefined)}
          control={form.control}
        />
      )}
      <PrivacyNotice>{t.rich('privacyNotice', privacyNoticeTags)}</PrivacyNotice>
      <FormAlert message={alert} />
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={action.busy || !hydrated}
          className={buttonClass('primary')}
        >
          {updating ? t('update') : t('submit')}
        </button>
        {canSaveDraft && (
          <button
            type="button"
            disabled={action.busy}
            onClick={() => send('draft', getValues())}
            className={buttonClass('secondary')}
          >
            {t('saveDraft')}
          </button>
        )}
        {onCancel && (
          <button type="button" onClick={onCancel} className={buttonClass('secondary')}>
            {t('cancel')}
          </button>
        )}
      </div>
    </form>
  )
}

type Translate = ReturnType<typeof useTranslations<'certify'>>

/** An organisation's first submission is its "service provider information", with its own messages; later changes are updates. */
const outcomeKey = (type: Props['type'], outcome: 'submitted' | 'updated' | 'draftSaved') =>
  type === 'organisation' && outcome === 'submitted' ? 'providerSubmitted' : outcome

function failureMessage(t: Translate, type: Props['type'], updating: boolean, reason: string) {
  if (updating) return t('outcomes.updateFailed', { reason })
  return type === 'organisation'
    ? t('outcomes.providerFailed')
    : t('outcomes.submitFailed', { reason })
}
