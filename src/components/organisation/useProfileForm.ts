'use client'

import { useTranslations } from 'next-intl'
import {
  type DefaultValues,
  type FieldError,
  type FieldValues,
  get,
  type Path,
} from 'react-hook-form'
import type { z } from 'zod'

import type { FormAction } from '@/components/forms/useAction'
import { type SchemaLoader, useActionForm } from '@/components/forms/useActionForm'
import type { OutcomeWording } from '@/lib/actions/result'
import { issueMessage } from '@/lib/certification/issueMessage'

type Translate = (key: string, values?: Record<string, string>) => string

/**
 * An organisation or service manager form: checked on submit, then as the member corrects (a
 * message appearing on blur would move the buttons under the pointer); `field(name)` words its
 * errors from `organisation.errors` with the field's name.
 */
export function useProfileForm<S extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: SchemaLoader<S>,
  defaultValues: DefaultValues<z.input<S>>,
  wording?: OutcomeWording,
) {
  const t = useTranslations('organisation')
  const form = useActionForm(loadSchema, {
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues,
    wording,
  })
  const errorOf = (name: Path<z.input<S>>) => {
    const key = (get(form.formState.errors, name) as FieldError | undefined)?.message
    return key ? issueMessage(t as unknown as Translate, key) : undefined
  }
  const field = (name: Path<z.input<S>>) => ({ ...form.register(name), error: errorOf(name) })
  return { ...form, field, errorOf }
}

/**
 * The form's alert: a failure with a reason in the form's own words (`failed`), a refusal of its
 * fields as `invalid` (the fields say the rest), else useAction's.
 */
export const alertOf = (
  action: FormAction,
  failed: (reason: string) => string,
  invalid?: string,
) =>
  action.failure?.error === 'invalid' && invalid
    ? invalid
    : action.failure?.error === 'failure'
      ? failed(action.failure.reason || action.generic)
      : action.alert
