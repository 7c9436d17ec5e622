'use client'

import { useTranslations } from 'next-intl'

import { saveOrganisationDisplay } from '@/actions/organisation'
import type { DisplayInput } from '@/lib/organisations/profileSchema'

import { ProfileSectionCard } from './ProfileSectionCard'
import { useProfileSection } from './useProfileSection'

const loadSchema = () => import('@/lib/organisations/profileSchema').then((m) => m.displaySchema)

/** Public display: the whole profile shown to everyone, once both languages are complete. */
export function DisplaySection({ defaults }: { defaults: DisplayInput }) {
  const t = useTranslations('organisation')
  const form = useProfileSection('display', loadSchema, {
    defaultValues: defaults,
    send: saveOrganisationDisplay,
    onSaved: () => t('sections.display.saved'),
  })
  const error = form.errorOf('showable')
  return (
    <ProfileSectionCard form={form}>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-[var(--color-brand)]"
          aria-describedby="showable-hint"
          aria-invalid={error ? true : undefined}
          {...form.register('showable')}
        />
        <span>
          <span className="font-medium">{t('fields.showable')}</span>
          <span id="showable-hint" className="mt-1 block text-sm text-fg-muted">
            {t('sections.display.hint')}
          </span>
        </span>
      </label>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </ProfileSectionCard>
  )
}
