'use client'

import { useFormatter, useLocale, useTranslations } from 'next-intl'

import { useActionForm } from '@/components/forms/useActionForm'
import { CheckboxGroup } from '@/components/organisation/CheckboxGroup'
import { buttonClass } from '@/components/ui/buttonStyles'
import { SelectField, TextField } from '@/components/ui/TextField'
import { useProgressRouter } from '@/components/page/useProgressRouter'
import {
  countries,
  currencies,
  educationLevels,
  englishLevels,
  labelOf,
  type Option,
} from '@/lib/enums'
import { englishTests, recommenderKinds } from '@/lib/recommender/profile'
import type { RecommenderForm as FormValues } from '@/lib/recommender/profileSchema'

import { monthName } from './monthName'

/** The destinations students ask about most, offered as checkboxes (the rest are rarely chosen). */
const destinations = [
  'US',
  'GB',
  'CA',
  'AU',
  'NZ',
  'IE',
  'DE',
  'FR',
  'NL',
  'JP',
  'KR',
  'SG',
  'HK',
  'CN',
]
const destinationOptions = countries.filter((c) => destinations.includes(c.value))
const months = Array.from({ length: 12 }, (_, i) => i + 1)
const profileSchema = () => import('@/lib/recommender/profileSchema')
const loadSchema = () => profileSchema().then((m) => m.recommenderFormSchema)

/**
 * The profile the matches are ranked for. Checked here, then sent as the results page's address,
 * where the server checks it again and ranks; nothing is stored until the student saves.
 */
export function RecommenderForm({ defaults }: { defaults: FormValues }) {
  const t = useTranslations('recommender.form')
  const tk = useTranslations('recommender.kinds')
  const locale = useLocale() as 'en' | 'zh'
  const format = useFormatter()
  const router = useProgressRouter()
  const { handleSubmit, field, register } = useActionForm(loadSchema, {
    fieldErrors: 'recommender',
    defaultValues: defaults,
  })
  const kindOptions: Option<string>[] = recommenderKinds.map((kind) => ({
    value: kind,
    label: { en: tk(kind), zh: tk(kind) },
  }))
  const onSubmit = handleSubmit(async (values) => {
    // Already loaded by the check that let the values through.
    const { queryOfForm } = await profileSchema()
    router.push(`/tools/recommender?${queryOfForm(values as FormValues)}#results`)
  })
  const option = (value: string, label: string) => (
    <option key={value} value={value}>
      {label}
    </option>
  )
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-labelledby="profile-heading">
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField label={t('educationLevel')} {...field('educationLevel')}>
          {option('', t('notSpecified'))}
          {educationLevels.map((o) => option(o.value, o.label[locale]))}
        </SelectField>
        <TextField label={t('school')} autoComplete="organization" {...field('school')} />
        <TextField label={t('major')} {...field('major')} />
      </div>
      <div>
        <TextField label={t('interests')} required {...field('interests')} />
        <p className="mt-1.5 text-sm text-fg-muted">{t('interestsHint')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-4">
        <div>
          <TextField label={t('gpa')} inputMode="decimal" {...field('gpa')} />
          <p className="mt-1.5 text-sm text-fg-muted">{t('gpaHint')}</p>
        </div>
        <SelectField label={t('englishLevel')} {...field('englishLevel')}>
          {option('', t('notSpecified'))}
          {englishLevels.map((o) => option(o.value, o.label[locale]))}
        </SelectField>
        <SelectField label={t('englishTest')} {...field('englishTest')}>
          {option('', t('noTest'))}
          {englishTests.map((test) => option(test, labelOf(englishLevels, test, locale)))}
        </SelectField>
        <TextField label={t('englishScore')} inputMode="decimal" {...field('englishScore')} />
      </div>
      <CheckboxGroup
        legend={t('countries')}
        options={destinationOptions}
        error={field('countries').error}
        {...register('countries')}
      />
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t('budget')}</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label={t('budgetMin')} inputMode="numeric" {...field('budgetMin')} />
          <TextField label={t('budgetMax')} inputMode="numeric" {...field('budgetMax')} />
          <SelectField label={t('currency')} {...field('currency')}>
            {currencies.map((o) => option(o.value, `${o.value} · ${o.label[locale]}`))}
          </SelectField>
        </div>
        <p className="mt-1.5 text-sm text-fg-muted">{t('budgetHint')}</p>
      </fieldset>
      <SelectField label={t('startMonth')} className="sm:max-w-xs" {...field('startMonth')}>
        {option('', t('anyMonth'))}
        {months.map((m) => option(String(m), monthName(format, m)))}
      </SelectField>
      <CheckboxGroup
        legend={t('kinds')}
        options={kindOptions}
        error={field('kinds').error}
        {...register('kinds')}
      />
      <button type="submit" className={buttonClass('primary', 'w-full sm:w-auto')}>
        {t('submit')}
      </button>
    </form>
  )
}
