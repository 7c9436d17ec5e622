'use client'

import { Plus, Trash2 } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useFieldArray } from 'react-hook-form'

import { deleteOrganisationSocialLink, saveOrganisationSocialLinks } from '@/actions/organisation'
import { FormAlert } from '@/components/forms/FormAlert'
import { useAction } from '@/components/forms/useAction'
import { TextField } from '@/components/ui/TextField'
import type { SocialLinksInput } from '@/lib/organisations/profileSchema'

import { useProfileSaving } from './ProfileSaving'
import { ProfileSectionCard } from './ProfileSectionCard'
import { alertOf } from './useProfileForm'
import { useProfileSection } from './useProfileSection'

const loadSchema = () =>
  import('@/lib/organisations/profileSchema').then((m) => m.socialLinksSchema)

const smallButton =
  'inline-flex h-10 items-center gap-2 rounded-full border border-line bg-bg px-4 text-sm font-semibold hover:bg-bg-muted disabled:opacity-60'

/**
 * Social media links: rows added and edited here are saved with the section; deleting a stored
 * link deletes it at once (the other rows keep their unsaved edits).
 */
export function SocialLinksSection({ defaults }: { defaults: SocialLinksInput }) {
  const t = useTranslations('organisation')
  const saving = useProfileSaving()
  const form = useProfileSection('social', loadSchema, {
    defaultValues: defaults,
    send: saveOrganisationSocialLinks,
    onSaved: () => t('sections.social.saved'),
    savedValues: (result) => ({ socialLinks: result.links }),
  })
  // (The rows' own `id` is the stored link's: the list keys its rows by another name.)
  const rows = useFieldArray({ control: form.control, name: 'socialLinks', keyName: 'key' })
  const deletion = useAction()
  const [deleted, setDeleted] = useState(false)
  const [coreFirst, setCoreFirst] = useState(false)

  const remove = async (index: number) => {
    setDeleted(false)
    setCoreFirst(false)
    const id = form.getValues(`socialLinks.${index}.id`)
    if (!id) return rows.remove(index)
    if (!saving.coreSaved()) return setCoreFirst(true)
    const result = await deletion.run(() => deleteOrganisationSocialLink(id))
    if (!result) return
    rows.remove(index)
    // The stored list is the new starting point; the other rows keep what the member typed.
    form.reset({ socialLinks: result.links }, { keepValues: true })
    setDeleted(true)
  }
  const deletionAlert = coreFirst
    ? t('coreFirst')
    : alertOf(deletion, (reason) => t('sections.social.deleteFailed', { reason }))

  return (
    <ProfileSectionCard form={form}>
      {rows.fields.length === 0 && (
        <p className="text-sm text-fg-muted">{t('sections.social.empty')}</p>
      )}
      <ol className="space-y-4">
        {rows.fields.map((row, index) => (
          <li key={row.key}>
            <fieldset className="grid items-end gap-3 sm:grid-cols-[1fr_2fr_auto]">
              <legend className="sr-only">{t('sections.social.row', { number: index + 1 })}</legend>
              <TextField
                label={t('fields.platform')}
                {...form.field(`socialLinks.${index}.platform`)}
              />
              <TextField
                label={t('fields.url')}
                type="url"
                {...form.field(`socialLinks.${index}.url`)}
              />
              <button
                type="button"
                onClick={() => remove(index)}
                disabled={deletion.busy}
                className={`${smallButton} justify-center`}
              >
                <Trash2 aria-hidden className="size-4" />
                <span className="sr-only">
                  {t('sections.social.remove', { number: index + 1 })}
                </span>
              </button>
            </fieldset>
          </li>
        ))}
      </ol>
      {form.errorOf('socialLinks') && (
        <p role="alert" className="text-sm text-danger">
          {form.errorOf('socialLinks')}
        </p>
      )}
      <button
        type="button"
        onClick={() => rows.append({ platform: '', url: '' })}
        disabled={rows.fields.length >= 12}
        className={smallButton}
      >
        <Plus aria-hidden className="size-4" />
        {t('sections.social.add')}
      </button>
      <p role="status" className="min-h-5 text-sm font-medium text-success">
        {deleted ? t('sections.social.deleted') : ''}
      </p>
      <FormAlert message={deletionAlert} />
    </ProfileSectionCard>
  )
}
