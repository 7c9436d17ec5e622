'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'
import { z } from 'zod'

import { sendContactMessage } from '@/app/(frontend)/[locale]/(site)/contact-us/actions'
import { contactSchema } from '@/lib/leads/contactSchema'

import { TextAreaField, TextField } from '../ui/TextField'

import { Honeypot, SubmitButton } from './FormParts'
import { useLeadSubmit } from './useLeadSubmit'

/** The server's schema plus the honeypot, which the server checks apart. */
const formSchema = contactSchema.extend({ website: z.string().optional() })
type FormValues = z.infer<typeof formSchema>

/** The contact form: checked as the visitor types and again on the server; each outcome of SPEC §4 has its message. */
export function ContactForm() {
  const t = useTranslations('contact')
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver: zodResolver(formSchema), mode: 'onTouched' })

  const { outcome, submit, invalid } = useLeadSubmit(setError, () => reset())
  const onSubmit = ({ website, ...values }: FormValues) =>
    submit(() => sendContactMessage(values, { sourcePage: window.location.pathname, website }))

  const message = (key?: string) => (key ? t(`errors.${key}` as Parameters<typeof t>[0]) : undefined)
  const outcomeText = outcome && (outcome.kind === 'rateLimited' ? t('outcome.rateLimited', { minutes: outcome.minutes }) : t(`outcome.${outcome.kind}`))

  return (
    <form onSubmit={handleSubmit(onSubmit, invalid)} noValidate className="space-y-4" aria-labelledby="contact-form-title">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('name')} autoComplete="name" error={message(errors.name?.message)} {...register('name')} />
        <TextField label={t('email')} type="email" autoComplete="email" error={message(errors.email?.message)} {...register('email')} />
      </div>
      <TextField label={t('phone')} type="tel" autoComplete="tel" error={message(errors.phone?.message)} {...register('phone')} />
      <TextAreaField label={t('message')} error={message(errors.message?.message)} {...register('message')} />
      <Honeypot aria-label={t('honeypot')} {...register('website')} />
      <p
        role={outcome?.kind === 'success' ? 'status' : 'alert'}
        data-testid="contact-outcome"
        className={`min-h-6 text-sm font-medium ${outcome?.kind === 'success' ? 'text-success' : 'text-danger'}`}
      >
        {outcomeText}
      </p>
      <SubmitButton busy={isSubmitting} label={t('submit')} busyLabel={t('sending')} className="sm:w-auto" />
    </form>
  )
}
