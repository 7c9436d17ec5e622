'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import type { DefaultValues, FieldValues } from 'react-hook-form'
import type { z } from 'zod'

import type { SchemaLoader } from '@/components/forms/useActionForm'
import type { ActionResult } from '@/lib/actions/result'

import { type ProfileSection, useProfileSaving } from './ProfileSaving'
import { alertOf, useProfileForm } from './useProfileForm'

type Options<S extends z.ZodType<FieldValues, FieldValues>, R extends ActionResult> = {
  defaultValues: DefaultValues<z.input<S>>
  send: (values: z.output<S>) => Promise<R>
  /** After a save: what the section says (and anything else it updates). */
  onSaved: (result: Extract<R, { ok: true }>) => string
  /** The values the form holds once saved (the stored ones, when the server changes them); as sent by default. */
  savedValues?: (result: Extract<R, { ok: true }>) => z.input<S>
  /** Something the fields do not hold has changed too (a chosen picture). */
  changed?: boolean
}

/**
 * One section of the organisation profile: its form, saved on its own with its own outcome (a
 * success line, or the alert and the fields' errors), and its part in "Save all". Any section but
 * the core asks for the core's first save before anything else.
 */
export function useProfileSection<
  S extends z.ZodType<FieldValues, FieldValues>,
  R extends ActionResult,
>(section: ProfileSection, loadSchema: SchemaLoader<S>, options: Options<S, R>) {
  const t = useTranslations('organisation')
  const saving = useProfileSaving()
  const form = useProfileForm(loadSchema, options.defaultValues)
  const { action } = form
  const [saved, setSaved] = useState<string | null>(null)
  const [coreFirst, setCoreFirst] = useState(false)

  const submit = async (): Promise<boolean> => {
    setSaved(null)
    setCoreFirst(false)
    if (section !== 'core' && !saving.coreSaved()) {
      action.reset()
      setCoreFirst(true)
      return false
    }
    let ok = false
    await form.handleSubmit(
      async (values) => {
        const result = await action.run(() => options.send(values))
        if (!result) return
        ok = true
        form.reset(options.savedValues?.(result) ?? form.getValues())
        if (section === 'core') saving.coreSavedNow()
        setSaved(options.onSaved(result))
      },
      () => action.refuse('invalid'),
    )()
    return ok
  }

  const dirty = form.formState.isDirty || Boolean(options.changed)
  // Re-registered after every render: "Save all" sees the latest values and closures.
  useEffect(() => saving.register(section, { dirty, submit }))

  const alert = coreFirst
    ? t('coreFirst')
    : alertOf(
        action,
        (reason) => t(`sections.${section}.failed`, { reason }),
        t('errors.checkSection'),
      )
  return { ...form, section, submit, saved, alert }
}

/** What a section's card needs from its form. */
export type SectionForm = Pick<
  ReturnType<typeof useProfileSection>,
  'section' | 'submit' | 'saved' | 'alert' | 'action'
>
