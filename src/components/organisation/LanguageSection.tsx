'use client'

import { useTranslations } from 'next-intl'

import { saveOrganisationTexts } from '@/actions/organisation'
import { TextAreaField, TextField } from '@/components/ui/TextField'
import { type AppLocale, localeIso } from '@/i18n/locales'
import type { LanguageField, LanguageInput } from '@/lib/organisations/profileSchema'

import { ProfileSectionCard } from './ProfileSectionCard'
import { useProfileSection } from './useProfileSection'

/** Chinese or English information, saved in its own language. */
export function LanguageSection({
  language,
  defaults,
}: {
  language: AppLocale
  defaults: LanguageInput
}) {
  const t = useTranslations('organisation')
  const form = useProfileSection(
    language,
    () => import('@/lib/organisations/profileSchema').then((m) => m.languageSchemas[language]),
    {
      defaultValues: defaults,
      send: (values) => saveOrganisationTexts(language, values),
      onSaved: () => t(`sections.${language}.saved`),
    },
  )
  const label = (name: LanguageField) => t(`fields.${language}.${name}`)
  // Spell-checking and fonts follow the language written, whatever the page's.
  const text = (name: LanguageField) => ({
    label: label(name),
    lang: localeIso[language],
    ...form.field(name),
  })
  return (
    <ProfileSectionCard form={form}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...text('name')} />
        <TextField {...text('shortName')} />
        <TextField className="sm:col-span-2" {...text('slogan')} />
        <TextField className="sm:col-span-2" {...text('address')} />
        <TextField {...text('region')} />
      </div>
      <TextAreaField rows={5} {...text('description')} />
      <TextAreaField rows={3} {...text('businessScope')} />
      <TextAreaField
        rows={3}
        {...text('certificationNames')}
        label={t('onePerLine', { field: label('certificationNames') })}
      />
    </ProfileSectionCard>
  )
}
