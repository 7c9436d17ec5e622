'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { saveServiceManager } from '@/actions/organisation'
import { FormAlert } from '@/components/forms/FormAlert'
import { SubmitButton } from '@/components/leads/FormParts'
import { TextAreaField, TextField } from '@/components/ui/TextField'
import { toast } from '@/components/ui/toast'
import { useProgressRouter } from '@/components/page/useProgressRouter'
import { localeIso } from '@/i18n/locales'
import type { OutcomeWording } from '@/lib/actions/result'
import { businessAreas } from '@/lib/enums'
import type { ManagerInput } from '@/lib/organisations/profileSchema'

import { CheckboxGroup } from './CheckboxGroup'
import { ImageChooser } from './ImageChooser'
import { alertOf, useProfileForm } from './useProfileForm'

const loadSchema = () => import('@/lib/organisations/profileSchema').then((m) => m.managerSchema)

/** A manager's save that got no answer is worded its own way; the rest show `failureMessages`. */
const managerOutcomes = { network: 'organisation.managers.network' } satisfies OutcomeWording

type Props = {
  /** The manager being edited; none adds one. */
  id?: number
  defaults: ManagerInput
  photoUrl: string | null
  /** Given by staff: shown, never edited here. */
  rating: number | null
}

/** /user/cm/info and /user/cm/info/{id}: a service manager in both languages, with a photo. */
export function ManagerForm({ id, defaults, photoUrl, rating }: Props) {
  const t = useTranslations('organisation')
  const router = useProgressRouter()
  const [photo, setPhoto] = useState<File | null>(null)
  const { handleSubmit, field, action } = useProfileForm(loadSchema, defaults, managerOutcomes)
  const editing = id !== undefined

  const save = async (values: ManagerInput) => {
    const form = new FormData()
    form.set('data', JSON.stringify(values))
    if (editing) form.set('id', String(id))
    if (photo) form.set('avatar', photo)
    const result = await action.run(() => saveServiceManager(form))
    if (!result) return
    toast.success(t(editing ? 'managers.updated' : 'managers.added'))
    router.push('/user/cm')
  }
  const alert = alertOf(
    action,
    (reason) => t(editing ? 'managers.updateFailed' : 'managers.addFailed', { reason }),
    t('errors.checkSection'),
  )

  return (
    <form
      onSubmit={handleSubmit(save, () => action.refuse('invalid'))}
      noValidate
      className="space-y-5"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('fields.manager.nameZh')} lang={localeIso.zh} {...field('nameZh')} />
        <TextField label={t('fields.manager.nameEn')} lang={localeIso.en} {...field('nameEn')} />
        <TextField label={t('fields.manager.phone')} type="tel" {...field('phone')} />
        <TextField label={t('fields.manager.email')} type="email" {...field('email')} />
      </div>
      <CheckboxGroup
        legend={t('managers.areas')}
        options={businessAreas}
        {...field('businessAreaCodes')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('fields.manager.businessAreaNamesZh')}
          lang={localeIso.zh}
          {...field('businessAreaNamesZh')}
        />
        <TextField
          label={t('fields.manager.businessAreaNamesEn')}
          lang={localeIso.en}
          {...field('businessAreaNamesEn')}
        />
      </div>
      <TextAreaField
        rows={4}
        label={t('fields.manager.introductionZh')}
        lang={localeIso.zh}
        {...field('introductionZh')}
      />
      <TextAreaField
        rows={4}
        label={t('fields.manager.introductionEn')}
        lang={localeIso.en}
        {...field('introductionEn')}
      />
      <ImageChooser
        label={t('fields.manager.avatar')}
        imageUrl={photoUrl}
        imageAlt={t('managers.photoAlt', { name: defaults.nameEn || defaults.nameZh })}
        file={photo}
        onChoose={setPhoto}
      />
      {editing && (
        <p className="text-sm">
          <span className="font-medium">{t('managers.rating')}:</span>{' '}
          <span data-testid="manager-rating">
            {rating ? rating.toFixed(1) : t('managers.notRated')}
          </span>{' '}
          <span className="text-fg-muted">{t('managers.ratingNote')}</span>
        </p>
      )}
      <FormAlert message={alert} />
      <SubmitButton
        busy={action.busy}
        label={t(editing ? 'managers.submitEdit' : 'managers.submitAdd')}
        busyLabel={t('saving')}
        className="sm:w-auto"
      />
    </form>
  )
}
