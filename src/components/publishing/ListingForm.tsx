'use client'

import { useTranslations } from 'next-intl'
import type { z } from 'zod'

import { saveJob, saveOffering } from '@/actions/listings'
import { FormAlert } from '@/components/forms/FormAlert'
import { useActionForm } from '@/components/forms/useActionForm'
import { CheckboxGroup } from '@/components/organisation/CheckboxGroup'
import { ChoiceOptions } from '@/components/organisation/ChoiceOptions'
import { buttonClass } from '@/components/ui/buttonStyles'
import { SelectField, TextAreaField, TextField } from '@/components/ui/TextField'
import { toast } from '@/components/ui/toast'
import { useHydrated } from '@/components/ui/useHydrated'
import { useProgressRouter } from '@/components/page/useProgressRouter'
import { Link } from '@/i18n/navigation'
import { localeIso, locales } from '@/i18n/locales'
import type { ListingStatus } from '@/lib/enums'
import { languageSuffixes } from '@/lib/listings/listingFields'
import type { ListingKind } from '@/lib/organisations/roles'

import { CoverField } from './CoverField'
import { type FieldControl, formLayouts } from './listingFields'
import { editorPath } from './paths'

type Values = Record<string, string | string[] | boolean>

type Props = {
  kind: ListingKind
  /** The listing being changed; a new one when absent. */
  id?: number
  defaults: Values
  /** As last saved ("draft" for a new one). */
  status: ListingStatus
  /** The organisation's service managers, to name the contact. */
  managers: { id: number; name: string }[]
  cover: { id: number; url: string } | null
  /** Whether the organisation may publish now; if not, a refusal to publish links to certification. */
  certified: boolean
}

const checkbox = 'size-5 shrink-0 accent-[var(--color-brand)]'

/**
 * A programme, study tour, job or internship: its texts in English and Chinese side by side, its
 * facts, contact and cover, saved as a draft, published or closed. Checked as typed and again on
 * the server; the collection's refusals (publishing, ranges) are shown at their field or above the
 * buttons, in the member's language.
 */
export function ListingForm({ kind, id, defaults, status, managers, cover, certified }: Props) {
  const t = useTranslations('publishing.form')
  const router = useProgressRouter()
  const hydrated = useHydrated()
  const { texts, groups, cover: hasCover } = formLayouts[kind]
  const { handleSubmit, field, register, setValue, action } = useActionForm(
    () =>
      import('@/lib/listings/listingSchema').then(
        (m) => m.listingSchemas[kind] as unknown as z.ZodType<Values, Values>,
      ),
    {
      mode: 'onSubmit',
      reValidateMode: 'onChange',
      defaultValues: defaults,
      fieldErrors: 'publishing',
    },
  )

  const failure = action.failure
  const refusal = failure?.error === 'failure' && failure.reason ? failure : null
  // A refusal of the status (publishing) has no field of its own: it is the alert.
  const onField =
    refusal?.field && refusal.field !== 'status' && refusal.field in defaults ? refusal.field : null
  // Said at its field, else above the buttons (with the way to certify when publishing was refused).
  const alertOf = () => {
    if (!failure) return null
    if (refusal) return onField ? t('notSaved') : refusal.reason!
    return action.alert ?? t('notSaved')
  }
  const bound = (name: string) => {
    const { error, ...registration } = field(name)
    return { ...registration, error: error ?? (onField === name ? refusal!.reason : undefined) }
  }

  const submit = (next: ListingStatus) =>
    handleSubmit(
      async (values) => {
        const save = kind === 'jobs' ? saveJob : saveOffering
        const result = await action.run(() => save({ ...values, status: next }, id))
        if (!result) return void toast.error(t('notSaved'))
        toast.success(t(`saved.${next}`))
        if (id === undefined) router.replace(editorPath(kind, result.id))
        else router.refresh()
      },
      () => action.refuse('invalid'),
    )

  const label = (name: string) => t(`fields.${name}` as 'fields.title')

  const control = (spec: FieldControl) => {
    if (spec.kind === 'select')
      return (
        <SelectField key={spec.name} label={label(spec.name)} {...bound(spec.name)}>
          <ChoiceOptions options={spec.options} />
        </SelectField>
      )
    if (spec.kind === 'checkbox')
      return (
        <label key={spec.name} className="flex items-center gap-3 sm:mt-7">
          <input type="checkbox" className={checkbox} {...register(spec.name)} />
          {label(spec.name)}
        </label>
      )
    if (spec.kind === 'checkboxes')
      return (
        <CheckboxGroup
          key={spec.name}
          legend={label(spec.name)}
          options={spec.options}
          className="sm:col-span-2 lg:col-span-3"
          {...bound(spec.name)}
        />
      )
    return (
      <TextField
        key={spec.name}
        label={label(spec.name)}
        type={spec.kind === 'date' ? 'date' : 'text'}
        inputMode={spec.kind === 'number' ? 'numeric' : undefined}
        {...bound(spec.name)}
      />
    )
  }

  return (
    <form onSubmit={submit('draft')} noValidate className="space-y-6">
      <p className="text-sm text-fg-muted">{t('descriptionHint')}</p>
      <div className="grid gap-4 lg:grid-cols-2">
        {locales.map((language) => (
          <fieldset key={language} className="space-y-4 rounded-xl border border-line p-4">
            <legend className="px-1 text-sm font-semibold">{t(`locales.${language}`)}</legend>
            {texts.map(({ name, rows }) => {
              const props = {
                label: t(`inLanguage.${language}`, { field: label(name) }),
                lang: localeIso[language],
                ...bound(`${name}${languageSuffixes[language]}`),
              }
              return rows ? (
                <TextAreaField key={name} rows={rows} {...props} />
              ) : (
                <TextField key={name} {...props} />
              )
            })}
          </fieldset>
        ))}
      </div>
      {groups.map((group) => (
        <div key={group[0].name} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {group.map(control)}
        </div>
      ))}
      <div>
        <SelectField label={label('contactManager')} {...bound('contactManager')}>
          <option value="">{t('noContact')}</option>
          {managers.map((manager) => (
            <option key={manager.id} value={String(manager.id)}>
              {manager.name}
            </option>
          ))}
        </SelectField>
        {managers.length === 0 && <p className="mt-1.5 text-sm text-fg-muted">{t('noManagers')}</p>}
      </div>
      {hasCover && (
        <CoverField
          label={label('cover')}
          initial={cover}
          error={bound('cover').error}
          onUploaded={(image) => setValue('cover', String(image), { shouldDirty: true })}
        />
      )}
      <div>
        <FormAlert message={alertOf()} />
        {refusal?.field === 'status' && !certified && (
          <Link
            href="/user/certify"
            className="mt-1 inline-block text-sm font-semibold text-brand underline underline-offset-4"
          >
            {t('certify')}
          </Link>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={action.busy || !hydrated}
          className={buttonClass('secondary')}
        >
          {t('saveDraft')}
        </button>
        <button
          type="button"
          onClick={submit('published')}
          disabled={action.busy || !hydrated}
          className={buttonClass('primary')}
        >
          {t('publish')}
        </button>
        {id !== undefined && status === 'published' && (
          <button
            type="button"
            onClick={submit('closed')}
            disabled={action.busy || !hydrated}
            className={buttonClass('secondary')}
          >
            {t('close')}
          </button>
        )}
      </div>
    </form>
  )
}
