'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { saveOrganisationCore } from '@/actions/organisation'
import { SelectField, TextField } from '@/components/ui/TextField'
import { countries, employeeCountBands, industries } from '@/lib/enums'
import type { CoreInput } from '@/lib/organisations/profileSchema'

import { ChoiceOptions } from './ChoiceOptions'
import { ImageChooser } from './ImageChooser'
import { ProfileSectionCard } from './ProfileSectionCard'
import { useProfileSection } from './useProfileSection'

const loadSchema = () => import('@/lib/organisations/profileSchema').then((m) => m.coreSchema)

type Props = {
  defaults: CoreInput
  /** From the certification: shown, never edited here. */
  licenceNumber: string | null
  logoUrl: string | null
  name: string
}

/** Core information: the facts in no particular language, and the logo. */
export function CoreSection({ defaults, licenceNumber, logoUrl, name }: Props) {
  const t = useTranslations('organisation')
  const [logo, setLogo] = useState<File | null>(null)
  const [storedLogo, setStoredLogo] = useState(logoUrl)
  const form = useProfileSection('core', loadSchema, {
    defaultValues: defaults,
    changed: logo !== null,
    send: (values) => {
      const data = new FormData()
      data.set('data', JSON.stringify(values))
      if (logo) data.set('logo', logo)
      return saveOrganisationCore(data)
    },
    onSaved: (result) => {
      if (result.logoUrl) setStoredLogo(result.logoUrl)
      setLogo(null)
      return t(`sections.core.${result.outcome}`)
    },
  })
  const { field } = form
  return (
    <ProfileSectionCard form={form}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('fields.establishmentYear')}
          inputMode="numeric"
          maxLength={4}
          {...field('establishmentYear')}
        />
        <SelectField label={t('fields.industry')} {...field('industry')}>
          <ChoiceOptions options={industries} />
        </SelectField>
        <SelectField label={t('fields.employeeCount')} {...field('employeeCount')}>
          <ChoiceOptions options={employeeCountBands} />
        </SelectField>
        <SelectField label={t('fields.country')} {...field('country')}>
          <ChoiceOptions options={countries} />
        </SelectField>
        <TextField label={t('fields.website')} type="url" {...field('website')} />
        {/* The organisation's contacts, not the member's own: the browser does not fill them in. */}
        <TextField label={t('fields.contactEmail')} type="email" {...field('contactEmail')} />
        <TextField label={t('fields.contactPhone')} type="tel" {...field('contactPhone')} />
      </div>
      <ImageChooser
        label={t('fields.logo')}
        imageUrl={storedLogo}
        imageAlt={name}
        file={logo}
        onChoose={setLogo}
      />
      <dl>
        <dt className="text-sm font-medium">{t('fields.licenceNumber')}</dt>
        <dd className="mt-1 font-mono" data-testid="licence-number">
          {licenceNumber ?? t('noLicence')}
        </dd>
        <dd className="mt-1 text-xs text-fg-muted">{t('licenceNote')}</dd>
      </dl>
    </ProfileSectionCard>
  )
}
