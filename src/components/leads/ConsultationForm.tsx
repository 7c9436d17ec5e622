'use client'

import { CalendarClock } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { use } from 'react'
import type { z } from 'zod'

import { bookConsultation } from '@/actions/leads'
import { useActionForm } from '@/components/forms/useActionForm'
import { PrivacyNotice, privacyNoticeTags } from '@/components/legal/PrivacyNotice'
import { buttonClass } from '@/components/ui/buttonStyles'
import { Link } from '@/i18n/navigation'
import type { OutcomeWording } from '@/lib/actions/result'
import { consultationServices } from '@/lib/enums'

import { SelectField, TextField } from '../ui/TextField'

import { type CoachOption, coachOptions } from './coachOptions'
import type { ConsultationPreset } from './consultationPreset'
import type { consultationFormSchema } from './formSchemas'
import { Honeypot, SubmitButton } from './FormParts'

const loadSchema = () => import('./formSchemas').then((m) => m.consultationFormSchema)
type FormValues = z.infer<typeof consultationFormSchema>

/** The outcomes the booking form words its own way; the rest show `failureMessages`. */
const consultationOutcomes = {
  invalid: 'consultation.outcome.invalid',
  rateLimited: 'consultation.outcome.rateLimited',
  failure: 'consultation.outcome.failure',
  network: 'consultation.outcome.network',
} satisfies OutcomeWording

/**
 * The consultation modal's body: the booking form with the preset coach, package and service, then
 * its outcome. Mounted afresh at each opening, so it starts empty every time but for the preset.
 */
export function ConsultationForm({
  preset,
  onClose,
}: {
  preset: ConsultationPreset
  onClose: () => void
}) {
  const t = useTranslations('consultation')
  const locale = useLocale()
  // Before the fields mount, so the preset coach is among the options when it is selected.
  const coaches = use(coachOptions(locale))
  const { register, handleSubmit, field, action, watch } = useActionForm(loadSchema, {
    wording: consultationOutcomes,
    fieldErrors: 'consultation',
    defaultValues: {
      studentName: '',
      service: preset.service ?? '',
      school: '',
      gpa: '',
      contact: '',
      coach: preset.coach ?? '',
      plan: preset.plan ?? '',
      website: '',
    },
  })
  const onSubmit = ({ website, ...values }: FormValues) =>
    action.run(() => bookConsultation(values, { sourcePage: window.location.pathname, website }))

  if (action.succeeded)
    return (
      <div>
        <p
          role="status"
          className="rounded-xl bg-bg-muted px-4 py-4 font-medium text-success"
          data-testid="consultation-outcome"
        >
          {t('success')}
        </p>
        <button
          type="button"
          onClick={onClose}
          className="mt-5 inline-flex h-11 items-center rounded-full border border-line px-6 font-semibold hover:bg-bg-muted"
        >
          {t('close')}
        </button>
      </div>
    )

  const chosen = coaches.find((coach) => coach.slug === watch('coach'))
  return (
    <>
      {preset.plan && (
        <p
          className="mb-4 rounded-xl bg-brand-soft px-4 py-3 text-sm font-medium text-brand"
          data-testid="consultation-plan"
        >
          {t('planSelected', { plan: preset.plan })}
        </p>
      )}
      <form
        onSubmit={handleSubmit(onSubmit, () => action.refuse('invalid'))}
        noValidate
        className="space-y-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('studentName')} autoComplete="name" {...field('studentName')} />
          <SelectField label={t('service')} {...field('service')}>
            <option value="">{t('chooseService')}</option>
            {consultationServices.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label[locale]}
              </option>
            ))}
          </SelectField>
          <TextField label={t('school')} {...field('school')} />
          <TextField label={t('gpa')} {...field('gpa')} />
          <TextField label={t('contact')} autoComplete="tel" {...field('contact')} />
          <SelectField label={t('coach')} {...register('coach')}>
            <option value="">{t('noPreference')}</option>
            {coaches.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </SelectField>
        </div>
        {/* Beside the choice, where the visitor is looking when they make it. */}
        {chosen?.bookable && <PickTime coach={chosen} onPick={onClose} />}
        <input type="hidden" {...register('plan')} />
        <Honeypot {...register('website')} />
        <p
          role="alert"
          className="min-h-5 text-sm font-medium text-danger"
          data-testid="consultation-problem"
        >
          {action.alert}
        </p>
        <SubmitButton busy={action.busy} label={t('submit')} busyLabel={t('sending')} />
        <PrivacyNotice>{t.rich('privacyNotice', privacyNoticeTags)}</PrivacyNotice>
      </form>
    </>
  )
}

/**
 * The coach chosen takes free consultations online: the visitor may pick a time in their calendar
 * now instead of waiting for a call (the form below stays for those who prefer one).
 */
function PickTime({ coach, onPick }: { coach: CoachOption; onPick: () => void }) {
  const t = useTranslations('consultation')
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand/40 bg-brand-soft px-4 py-3"
      data-testid="consultation-pick-time"
    >
      <p className="text-sm font-medium">{t('pickTime', { coach: coach.name })}</p>
      <Link href={`/coach/${coach.slug}/book`} onClick={onPick} className={buttonClass('primary')}>
        <CalendarClock aria-hidden className="size-5 shrink-0" />
        {t('pickTimeLink')}
      </Link>
    </div>
  )
}
