'use client'

import { useTranslations } from 'next-intl'
import type { z } from 'zod'

import { sendContactMessage } from '@/actions/leads'
import { useActionForm } from '@/components/forms/useActionForm'
import { PrivacyNotice, privacyNoticeTags } from '@/components/legal/PrivacyNotice'
import type { OutcomeWording } from '@/lib/actions/result'

import { TextAreaField, TextField } from '../ui/TextField'

import type { contactFormSchema } from './formSchemas'
import { Honeypot, SubmitButton } from './FormParts'

const loadSchema = () => import('./formSchemas').then((m) => m.contactFormSchema)
type FormValues = z.infer<typeof contactFormSchema>

/** The outcomes the contact form words its own way; the rest show `failureMessages`. */
const contactOutcomes = {
  invalid: 'contact.outcome.invalid',
  rateLimited: 'contact.outcome.rateLimited',
  failure: 'contact.outcome.failure',
  network: 'contact.outcome.network',
} satisfies OutcomeWording

/** The contact form: checked as the visitor types and again on the server; each outcome (invalid fields, sent, failed, network error) has its message. */
export function ContactForm() {
  const t = useTranslations('contact')
  const { register, handleSubmit, reset, field, action } = useActionForm(loadSchema, {
    wording: contactOutcomes,
    fieldErrors: 'contact',
  })
  const onSubmit = async ({ website, ...values }: FormValues) => {
    if (
      await action.run(() =>
        sendContactMessage(values, { sourcePage: window.location.pathname, website }),
      )
    )
      reset()
  }

  return (
    <form
      onSubmit={handleSubmit(onSubmit, () => action.refuse('invalid'))}
      noValidate
      className="space-y-4"
      aria-labelledby="contact-form-title"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('name')} autoComplete="name" {...field('name')} />
        <TextField label={t('email')} type="email" autoComplete="email" {...field('email')} />
      </div>
      <TextField label={t('phone')} type="tel" autoComplete="tel" {...field('phone')} />
      <TextAreaField label={t('message')} {...field('message')} />
      <Honeypot aria-label={t('honeypot')} {...register('website')} />
      <p
        role={action.succeeded ? 'status' : 'alert'}
        data-testid="contact-outcome"
        className={`min-h-6 text-sm font-medium ${action.succeeded ? 'text-success' : 'text-danger'}`}
      >
        {action.succeeded ? t('outcome.success') : action.alert}
      </p>
      <SubmitButton
        busy={action.busy}
        label={t('submit')}
        busyLabel={t('sending')}
        className="sm:w-auto"
      />
      <PrivacyNotice>{t.rich('privacyNotice', privacyNoticeTags)}</PrivacyNotice>
    </form>
  )
}
