'use client'

import { type Messages, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import {
  type FieldError,
  type FieldValues,
  get,
  type Path,
  type UseFormProps,
  type UseFormRegisterReturn,
  useForm,
} from 'react-hook-form'
import type { z } from 'zod'

import type { OutcomeWording } from '@/lib/actions/result'

import { lazyResolver } from './lazyResolver'
import { useAction } from './useAction'
import { useValidationMessage } from './useValidationMessage'

/** The message namespaces that word their form's field errors under their own `errors`. */
type ErrorsNamespace = {
  [N in keyof Messages]: Messages[N] extends { errors: object } ? N : never
}[keyof Messages]

type Schema = z.ZodType<FieldValues, FieldValues>
/** The form's schema, imported when the form first needs it: zod then stays out of the page's first load. */
export type SchemaLoader<S extends Schema> = () => Promise<S>

type Options<S extends Schema> = Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  'resolver'
> & {
  /** The form's own message for some outcomes, as useAction takes it (e.g. `contactOutcomes`). */
  wording?: OutcomeWording
  /** Where the field errors are worded (`contact` → `contact.errors.<key>`); else the `validation` keys. */
  fieldErrors?: ErrorsNamespace
}

/**
 * A form checked with its schema (as the visitor leaves each field, unless `mode` says otherwise)
 * that calls its action through `useAction`, whose field errors from the server land on the fields.
 * `field(name)` gives a TextField (or any control that takes `error`) its registration and its
 * worded error in one spread.
 */
export function useActionForm<S extends Schema>(
  loadSchema: SchemaLoader<S>,
  { wording, fieldErrors, ...options }: Options<S> = {},
) {
  const t = useTranslations()
  const validationMessage = useValidationMessage()
  const [{ resolver, preload }] = useState(() => lazyResolver(loadSchema))
  // Fetched once the page runs, so the first check does not wait for it.
  useEffect(preload, [preload])
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver,
    mode: 'onTouched',
    ...options,
  })
  const action = useAction({ setError: form.setError, wording })

  const fieldError = (name: Path<z.input<S>>): string | undefined => {
    const key = (get(form.formState.errors, name) as FieldError | undefined)?.message
    if (!key) return undefined
    return fieldErrors ? t(`${fieldErrors}.errors.${key}` as never) : validationMessage(key)
  }
  const field = <N extends Path<z.input<S>>>(name: N) => ({
    ...form.register(name),
    error: fieldError(name),
  })

  return { ...form, action, field }
}

/** What `field(name)` gives: a control's registration and its worded error. */
export type BoundField = UseFormRegisterReturn & { error?: string }
