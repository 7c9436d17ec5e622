'use client'

import { X } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react'
import { z } from 'zod'

import { bookConsultation } from '@/actions/leads'
import { useActionForm } from '@/components/forms/useActionForm'
import { consultationServices } from '@/lib/enums'
import { consultationSchema } from '@/lib/leads/consultationSchema'

import { SelectField, TextField } from '../ui/TextField'

import { Honeypot, SubmitButton } from './FormParts'

/** What a "Start Free Consultation" button may preselect. */
export type ConsultationPreset = { coach?: string; plan?: string }
type CoachOption = { slug: string; name: string }

const OpenContext = createContext<(preset?: ConsultationPreset) => void>(() => {})
/** Opens the consultation modal, optionally with a coach and a package chosen. */
export const useConsultation = () => useContext(OpenContext)

const formSchema = consultationSchema.extend({ website: z.string().optional() })
type FormValues = z.infer<typeof formSchema>

/**
 * The consultation modal (a native <dialog>: focus stays inside, Esc closes it, the page behind
 * is inert) with the provider every "Start Free Consultation" button opens it through.
 */
export function ConsultationProvider({
  coaches,
  children,
}: {
  coaches: CoachOption[]
  children: ReactNode
}) {
  const t = useTranslations('consultation')
  const locale = useLocale()
  const dialog = useRef<HTMLDialogElement>(null)
  const [preset, setPreset] = useState<ConsultationPreset>({})
  const { register, handleSubmit, reset, field, action } = useActionForm(formSchema, {
    wording: 'consultation.outcome',
    fieldErrors: 'consultation',
  })
  const { reset: forgetOutcome } = action
  const open = useCallback(
    (next: ConsultationPreset = {}) => {
      setPreset(next)
      forgetOutcome()
      reset({
        studentName: '',
        service: '',
        school: '',
        gpa: '',
        contact: '',
        coach: next.coach ?? '',
        plan: next.plan ?? '',
        website: '',
      })
      dialog.current?.showModal()
    },
    [reset, forgetOutcome],
  )
  const onSubmit = ({ website, ...values }: FormValues) =>
    action.run(() => bookConsultation(values, { sourcePage: window.location.pathname, website }))

  const succeeded = action.succeeded

  return (
    <OpenContext.Provider value={useMemo(() => open, [open])}>
      {children}
      <dialog
        ref={dialog}
        aria-labelledby="consultation-title"
        className="m-auto w-[min(36rem,calc(100vw-2rem))] max-h-[calc(100dvh-2rem)] rounded-2xl border border-line bg-bg-elevated p-0 text-fg shadow-2xl backdrop:bg-black/50"
      >
        <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4 sm:px-6">
          <div>
            <h2 id="consultation-title" className="text-xl font-bold">
              {t('title')}
            </h2>
            <p className="mt-1 text-sm text-fg-muted">{t('lead')}</p>
          </div>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            aria-label={t('close')}
            className="grid size-10 shrink-0 place-items-center rounded-full hover:bg-bg-muted"
          >
            <X aria-hidden className="size-5" />
          </button>
        </div>
        <div className="px-5 py-5 sm:px-6">
          {preset.plan && !succeeded && (
            <p
              className="mb-4 rounded-xl bg-brand-soft px-4 py-3 text-sm font-medium text-brand"
              data-testid="consultation-plan"
            >
              {t('planSelected', { plan: preset.plan })}
            </p>
          )}
          {succeeded ? (
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
                onClick={() => dialog.current?.close()}
                className="mt-5 inline-flex h-11 items-center rounded-full border border-line px-6 font-semibold hover:bg-bg-muted"
              >
                {t('close')}
              </button>
            </div>
          ) : (
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
            </form>
          )}
        </div>
      </dialog>
    </OpenContext.Provider>
  )
}
