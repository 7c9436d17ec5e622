'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useTheme } from 'next-themes'

import { updateMember } from '@/actions/member'
import { FormAlert } from '@/components/forms/FormAlert'
import type { FormAction } from '@/components/forms/useAction'
import { NameFields } from '@/components/forms/NameFields'
import { useActionForm } from '@/components/forms/useActionForm'
import { SubmitButton } from '@/components/leads/FormParts'
import { SelectField, TextAreaField, TextField } from '@/components/ui/TextField'
import { countries } from '@/lib/enums'
import { localeNames, locales } from '@/i18n/locales'
import { useMemberSave } from './useMemberSave'
import { colourModes } from '@/lib/theme'
import type {
  DiscoverabilityInput,
  IntroductionInput,
  ProfileInput,
  SettingsInput,
} from '@/lib/validation/member'

const memberSchemas = () => import('@/lib/validation/member')
const schemas = {
  profile: () => memberSchemas().then((m) => m.profileSchema),
  introduction: () => memberSchemas().then((m) => m.introductionSchema),
  settings: () => memberSchemas().then((m) => m.settingsSchema),
  discoverability: () => memberSchemas().then((m) => m.discoverabilitySchema),
}

function FormEnd({ action }: { action: FormAction }) {
  const t = useTranslations('dashboard')
  return (
    <>
      <FormAlert message={action.alert} />
      <SubmitButton busy={action.busy} label={t('save')} className="sm:w-auto" />
    </>
  )
}

const checkbox = 'mt-0.5 size-5 shrink-0 accent-[var(--color-brand)]'

/** /user/profile: names and contact details. */
export function ProfileForm({ defaults }: { defaults: ProfileInput }) {
  const t = useTranslations('dashboard.profile')
  const locale = useLocale()
  const { handleSubmit, field, action } = useActionForm(schemas.profile, {
    defaultValues: defaults,
  })
  const save = useMemberSave(action)
  return (
    <form
      onSubmit={handleSubmit((values) => save(() => updateMember('profile', values)))}
      noValidate
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields
          firstName={field('firstName')}
          lastName={field('lastName')}
          labels={{ firstName: t('firstName'), lastName: t('lastName') }}
        />
        <TextField label={t('phone')} type="tel" autoComplete="tel" {...field('phone')} />
        <SelectField label={t('country')} {...field('country')}>
          <option value="">{t('chooseCountry')}</option>
          {countries.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label[locale]}
            </option>
          ))}
        </SelectField>
        <TextField label={t('city')} autoComplete="address-level2" {...field('city')} />
        <TextField
          label={t('organisation')}
          autoComplete="organization"
          {...field('organisation')}
        />
      </div>
      <FormEnd action={action} />
    </form>
  )
}

/** /user/introduction: English, Chinese, or both. */
export function IntroductionForm({ defaults }: { defaults: IntroductionInput }) {
  const t = useTranslations('dashboard.introduction')
  const { handleSubmit, field, action } = useActionForm(schemas.introduction, {
    mode: 'onSubmit',
    defaultValues: defaults,
  })
  const save = useMemberSave(action)
  return (
    <form
      onSubmit={handleSubmit((values) => save(() => updateMember('introduction', values)))}
      noValidate
      className="space-y-4"
    >
      <TextAreaField label={t('en')} lang="en" maxLength={2000} {...field('introductionEn')} />
      <TextAreaField label={t('zh')} lang="zh-CN" maxLength={2000} {...field('introductionZh')} />
      <FormEnd action={action} />
    </form>
  )
}

/** /user/settings: mail language, colour mode (applied at once) and notification choices. */
export function SettingsForm({ defaults }: { defaults: SettingsInput }) {
  const t = useTranslations('dashboard.settings')
  const { setTheme } = useTheme()
  const { register, handleSubmit, action } = useActionForm(schemas.settings, {
    mode: 'onSubmit',
    defaultValues: defaults,
  })
  const save = useMemberSave(action)
  const onSubmit = async (values: SettingsInput) => {
    if (await save(() => updateMember('settings', values))) setTheme(values.colourMode)
  }
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t('language')} {...register('preferredLocale')}>
          {locales.map((l) => (
            <option key={l} value={l}>
              {localeNames[l]}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('colourMode')} {...register('colourMode')}>
          {colourModes.map((mode) => (
            <option key={mode} value={mode}>
              {t(`modes.${mode}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-medium">{t('notifications')}</legend>
        <label className="flex items-start gap-3">
          <input type="checkbox" className={checkbox} {...register('notifyAccount')} />
          {t('notifyAccount')}
        </label>
        <label className="flex items-start gap-3">
          <input type="checkbox" className={checkbox} {...register('notifyNews')} />
          {t('notifyNews')}
        </label>
      </fieldset>
      <FormEnd action={action} />
    </form>
  )
}

/** /user/security/discoverability-settings. */
export function DiscoverabilityForm({ defaults }: { defaults: DiscoverabilityInput }) {
  const t = useTranslations('dashboard.security')
  const { register, handleSubmit, action } = useActionForm(schemas.discoverability, {
    mode: 'onSubmit',
    defaultValues: defaults,
  })
  const save = useMemberSave(action)
  return (
    <form
      onSubmit={handleSubmit((values) => save(() => updateMember('discoverability', values)))}
      noValidate
      className="space-y-4"
    >
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className={checkbox}
          aria-describedby="discoverable-hint"
          {...register('discoverable')}
        />
        <span>
          <span className="font-medium">{t('discoverable')}</span>
          <span id="discoverable-hint" className="mt-1 block text-sm text-fg-muted">
            {t('discoverableHint')}
          </span>
        </span>
      </label>
      <FormEnd action={action} />
    </form>
  )
}
