'use client'

import { useTranslations } from 'next-intl'
import { type Control, type FieldValues, type UseFormRegister, useWatch } from 'react-hook-form'

import { TextField } from '@/components/ui/TextField'
import { Link } from '@/i18n/navigation'
import { policyPaths } from '@/lib/consent/policies'

const checkbox = 'mt-0.5 size-5 shrink-0 accent-[var(--color-brand)]'

type Props = {
  register: UseFormRegister<FieldValues>
  /** The form's message for a field, if it has one. */
  errorOf: (name: string) => string | undefined
  control: Control<FieldValues>
}

/**
 * The student's separate consent for the ID photo (what it is for, who sees it, how long it is
 * kept) and, for an applicant under 14, their parent's or guardian's name and contact: both
 * required to send the application, and kept as consent records when it is sent.
 */
export function StudentConsent({ register, errorOf, control }: Props) {
  const under14 = Boolean(useWatch({ control, name: 'under14' }))
  const t = useTranslations('certify.consent')
  const f = useTranslations('certify.fields')
  const photoError = errorOf('idPhotoConsent')
  return (
    <fieldset className="space-y-3 rounded-xl border border-line p-4">
      <legend className="px-1 font-semibold">{t('title')}</legend>
      <ul className="list-disc space-y-1 ps-5 text-sm">
        <li>{t('purpose')}</li>
        <li>{t('readers')}</li>
        <li>
          {t.rich('keeping', {
            policy: (chunks) => (
              <Link
                href={policyPaths['privacy-policy']}
                target="_blank"
                className="font-semibold text-brand underline underline-offset-2"
              >
                {chunks}
              </Link>
            ),
          })}
        </li>
      </ul>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className={checkbox}
          aria-invalid={photoError ? true : undefined}
          aria-describedby={photoError ? 'id-photo-consent-error' : undefined}
          {...register('idPhotoConsent')}
        />
        <span>{t('agree')}</span>
      </label>
      {photoError && (
        <p id="id-photo-consent-error" className="text-sm font-medium text-danger">
          {photoError}
        </p>
      )}
      <label className="flex items-start gap-3">
        <input type="checkbox" className={checkbox} {...register('under14')} />
        <span>{t('under14')}</span>
      </label>
      {under14 && (
        <div className="space-y-3">
          <p className="text-sm">{t('guardianWhy')}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={f('guardianName')}
              autoComplete="off"
              error={errorOf('guardianName')}
              {...register('guardianName')}
            />
            <TextField
              label={f('guardianContact')}
              autoComplete="off"
              error={errorOf('guardianContact')}
              {...register('guardianContact')}
            />
          </div>
        </div>
      )}
    </fieldset>
  )
}
